// The shipping matrix (GET /store/shipping-matrix, spec sections 3 and 7) and the shipping
// calculation for one product in the current zone (spec section 5): free, paid or unavailable
// with one of six reasons. Plain functions; the modal shows what they return.
import type { ShippingResult } from '@tonewood/design-system';
import {
  zoneForCountry,
  zoneIdOf,
  zoneIncludesTax,
  zoneNameOf,
  type ShippingMatrix,
  type ZoneTaxMap,
} from '@tonewood/rules';
import { localZoneName, type ZoneNames } from '../market';

export interface ShippingProduct {
  /** The product type value, matched against the options' names. */
  type?: string | null;
}

/** Shipping of one product to a country: free, paid or unavailable with the spec's reason. */
export function calculateShipping({
  product,
  matrix,
  country,
  taxMap,
  zoneNames = [],
}: {
  product: ShippingProduct | null | undefined;
  matrix: ShippingMatrix | null | undefined;
  country: string;
  taxMap: ZoneTaxMap;
  /** The zones' names in the page's language (CMS); the matrix's own (English) name otherwise. */
  zoneNames?: ZoneNames;
}): ShippingResult {
  if (!product || !matrix) return { status: 'unavailable', reason: 'missing-data' };
  const type = product.type?.trim();
  if (!type) return { status: 'unavailable', reason: 'no-product-type' };
  if (!matrix.zones?.length) return { status: 'unavailable', reason: 'no-zones' };
  const zone = zoneForCountry(matrix, country);
  if (!zone) return { status: 'unavailable', reason: 'zone-not-found' };
  if (!zone.options?.length) return { status: 'unavailable', reason: 'no-options' };
  const option = zone.options.find((o) => o.name === type);
  if (!option) return { status: 'unavailable', reason: 'no-option-for-type', productType: type };
  const includesTax = zoneIncludesTax(zoneIdOf(zone), taxMap, option.includes_tax ?? zone.includes_tax);
  const zoneName = localZoneName(zoneNames, zoneIdOf(zone), zoneNameOf(zone)) ?? undefined;
  const amount = Number(option.amount);
  return amount === 0 ? { status: 'free', includesTax, zoneName } : { status: 'paid', amount, includesTax, zoneName };
}
