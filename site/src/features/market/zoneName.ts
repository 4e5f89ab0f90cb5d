// Region and zone names in the page's language. Medusa names its regions and the shipping matrix
// its zones in English only; the CMS setting ShippingZones names each zone per locale, keyed by
// the zone id that regions carry in metadata.shipping_zone_id and the matrix in zone_id. So the
// page's chrome (the CMS setting in the page's language) names what Medusa only identifies.

/** The CMS zones of the page's language (SiteChrome setting.shippingZones). */
export type ZoneNames = readonly { zoneId: string; name: string }[];

/** The zone's name in the page's language; the fallback (Medusa's name) when the CMS names none. */
export function localZoneName(
  names: ZoneNames,
  zoneId: string | null | undefined,
  fallback: string | null | undefined,
): string | null {
  const local = zoneId ? names.find((zone) => zone.zoneId === zoneId)?.name.trim() : undefined;
  return local || fallback || null;
}
