// The shipping matrix's shape (GET /store/shipping-matrix, spec section 3), finding a country's
// zone in it, and whether a zone's prices include tax: the CMS settings' zone map first
// (ShippingZones, read at build time), else the matrix (spec section 5).

interface ShippingMatrixOption {
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

export const zoneIdOf = (zone: ShippingMatrixZone) => zone.zone_id ?? zone.id ?? '';
export const zoneNameOf = (zone: ShippingMatrixZone) => zone.zone_name ?? zone.name ?? zoneIdOf(zone);

/** The zone that lists a country, if any. */
export function zoneForCountry(matrix: ShippingMatrix | null | undefined, country: string) {
  return matrix?.zones?.find((zone) => zone.countries?.some((code) => code.trim().toUpperCase() === country));
}

/** The VAT rate of the tax-included notes (spec section 9). */
export const VAT_RATE = 19;

/** Zone id → includes tax, from the CMS setting ShippingZones. */
export type ZoneTaxMap = Readonly<Record<string, boolean>>;

export function toZoneTaxMap(zones: readonly { zoneId: string; includesTax: boolean }[]): ZoneTaxMap {
  return Object.fromEntries(zones.map((zone) => [zone.zoneId, zone.includesTax]));
}

/** The settings' answer for a zone, else the matrix's, else included (the German default). */
export function zoneIncludesTax(zoneId: string | null | undefined, taxMap: ZoneTaxMap, fromMatrix?: boolean): boolean {
  if (zoneId && typeof taxMap[zoneId] === 'boolean') return taxMap[zoneId];
  return fromMatrix ?? true;
}
