// Shipping zones and Medusa regions (spec sections 3, 5 and 9): whether a zone's prices include
// VAT, the zone of a country and the region of a country or zone. The shipping matrix
// (GET /store/shipping-matrix) groups the countries the shop ships to into zones; each Medusa
// region names its zone in metadata.shipping_zone_id (the seed writes it). The German region is
// the one the build prices the catalog in; the export region's prices are net of VAT.

/** The German region's zone: the build shows its prices, which include VAT. */
export const HOME_ZONE = 'de';
/** The zone outside the EU, where no German VAT is charged. */
export const EXPORT_ZONE = 'export';

export const isExportZone = (zoneId: string | null | undefined): boolean => zoneId === EXPORT_ZONE;

/** Zone id → includes tax, from the CMS setting ShippingZones. */
export type ZoneTaxMap = Readonly<Record<string, boolean>>;

export function toZoneTaxMap(zones: readonly { zoneId: string; includesTax: boolean }[]): ZoneTaxMap {
  return Object.fromEntries(zones.map((zone) => [zone.zoneId, zone.includesTax]));
}

/**
 * Whether prices in a zone include VAT, the one decision: the CMS settings' zone map first
 * (ShippingZones), else the shipping matrix (the zone's or its option's `includes_tax`), else the
 * zone itself (every zone but the export zone).
 */
export function zoneIncludesTax(
  zoneId: string | null | undefined,
  taxMap: ZoneTaxMap = {},
  fromMatrix?: boolean,
): boolean {
  if (zoneId && typeof taxMap[zoneId] === 'boolean') return taxMap[zoneId];
  return fromMatrix ?? !isExportZone(zoneId);
}

export interface ShippingMatrixOption {
  /** Matches a product type value ('guitar', 'merch', …). */
  name: string;
  amount: number;
  includes_tax?: boolean;
}

export interface ShippingMatrixZone {
  zone_id?: string;
  id?: string;
  zone_name?: string;
  name?: string;
  countries?: readonly string[];
  includes_tax?: boolean;
  options?: readonly ShippingMatrixOption[];
}

export interface ShippingMatrix {
  zones?: readonly ShippingMatrixZone[];
}

export const zoneIdOf = (zone: ShippingMatrixZone): string => zone.zone_id ?? zone.id ?? '';
export const zoneNameOf = (zone: ShippingMatrixZone): string => zone.zone_name ?? zone.name ?? zoneIdOf(zone);

/** The zone that lists a country (upper case), if any. */
export function zoneForCountry(
  matrix: ShippingMatrix | null | undefined,
  country: string,
): ShippingMatrixZone | undefined {
  return matrix?.zones?.find((zone) => zone.countries?.some((code) => code.trim().toUpperCase() === country));
}

/** Every country code the matrix ships to, upper case; undefined without a matrix. */
export function matrixCountries(matrix: ShippingMatrix | null | undefined): string[] | undefined {
  if (!matrix?.zones) return undefined;
  return matrix.zones.flatMap((zone) => (zone.countries ?? []).map((code) => code.trim().toUpperCase()));
}

/** A Medusa region as far as these rules read it (store API region: countries, metadata). */
export interface ZonedRegion {
  countries?: readonly { iso_2?: string | null }[] | null;
  metadata?: Record<string, unknown> | null;
}

/** The shipping zone a region belongs to (metadata.shipping_zone_id), null without one. */
export function regionZoneId(region: ZonedRegion | null | undefined): string | null {
  const zoneId = region?.metadata?.shipping_zone_id;
  return typeof zoneId === 'string' ? zoneId : null;
}

/** Whether a region is the export region (net prices, its own start and list prices). */
export const isExportRegion = (region: ZonedRegion | null | undefined): boolean => isExportZone(regionZoneId(region));

/** The region of a shipping zone, if any. */
export function regionForZone<R extends ZonedRegion>(regions: readonly R[], zoneId: string | null | undefined) {
  return zoneId ? regions.find((region) => regionZoneId(region) === zoneId) : undefined;
}

/**
 * The Medusa region for a shipping country: the region listing the country (iso_2, any case),
 * else the region of the country's shipping zone.
 */
export function regionForCountry<R extends ZonedRegion>(
  regions: readonly R[],
  country: string,
  zoneId?: string | null,
): R | undefined {
  const code = country.trim().toLowerCase();
  return (
    regions.find((region) => region.countries?.some((c) => c.iso_2?.toLowerCase() === code)) ??
    regionForZone(regions, zoneId)
  );
}
