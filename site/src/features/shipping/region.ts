// The Medusa region for a shipping country: the region listing the country (iso_2), else the
// region of the country's shipping zone (metadata.shipping_zone_id). The cart switches to it when
// the country changes; the product page prices in it.

interface RegionLike {
  countries?: { iso_2?: string | null }[] | null;
  metadata?: Record<string, unknown> | null;
}

export function regionForCountry<R extends RegionLike>(
  regions: readonly R[],
  country: string,
  zoneId?: string | null,
): R | undefined {
  const code = country.trim().toLowerCase();
  return (
    regions.find((region) => region.countries?.some((c) => c.iso_2?.toLowerCase() === code)) ??
    (zoneId ? regions.find((region) => region.metadata?.shipping_zone_id === zoneId) : undefined)
  );
}
