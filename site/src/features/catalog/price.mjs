// The one price rule of the catalog, in plain JavaScript so that the Medusa source plugin (build
// time, CommonJS) and the browser's regional refresh (useRegionalProduct) read the same file.
// Types: price.d.mts beside it.
//
// - A variant's amount is Medusa's calculated price for the region (major units, 1999 = 1999 EUR).
// - The start price ('from') is the product's start_price metadata (start_price_export in the
//   export region), else its cheapest variant; a product without any price has none (null), and
//   no price is shown for it.
// - The list price (start_price against list_price gives the discount or surcharge badge; the
//   design system's PriceBadge computes the percentage) is list_price(_export) metadata or null.
// - Prices include German VAT except in the export region, where they are net (rules'
//   zoneIncludesTax).
import { EXPORT_ZONE, HOME_ZONE, zoneIncludesTax } from '@tonewood/rules';

const numberOrNull = (value) => (value == null ? null : Number(value));

/**
 * Start price, list price, tax display and per-variant amounts of a Medusa product in a region.
 *
 * @param {{ metadata?: Record<string, unknown> | null, variants?: { id: string, calculated_price?: { calculated_amount?: number | null } | null }[] | null }} product
 * @param {{ exportRegion?: boolean }} [region]
 */
export function productPrice(product, { exportRegion = false } = {}) {
  const meta = product.metadata ?? {};
  const variantAmounts = {};
  // A variant's calculated amount, or null when Medusa has no price for it in the region.
  for (const variant of product.variants ?? [])
    variantAmounts[variant.id] = numberOrNull(variant.calculated_price?.calculated_amount);
  const amounts = Object.values(variantAmounts).filter((amount) => amount != null);
  const cheapest = amounts.length ? Math.min(...amounts) : null;
  return {
    startPrice: numberOrNull(exportRegion ? meta.start_price_export : meta.start_price) ?? cheapest,
    listPrice: numberOrNull(exportRegion ? meta.list_price_export : meta.list_price),
    taxIncluded: zoneIncludesTax(exportRegion ? EXPORT_ZONE : HOME_ZONE),
    variantAmounts,
  };
}
