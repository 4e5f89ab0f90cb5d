// The shipping matrix's shape (GET /store/shipping-matrix, spec section 3) and finding a
// country's zone in it. Kept apart from the calculation (matrix.ts) because the store needs it on
// first load, and a module shared with a lazy chunk is bundled whole.

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
