// The one price rule of the catalog, in plain JavaScript so that the Medusa source plugin (build
// time, CommonJS) and the browser's regional refresh (useRegionalProduct) read the same file.
// Types: price.d.mts beside it.
//
// - A variant's amount is Medusa's calculated price for the region (major units, 1999 = 1999 EUR);
//   a sale (a Medusa price list of type sale) shows as a calculated amount below its original.
// - The start price ('from') is the cheapest variant's amount; a product without any price has
//   none (null), and no price is shown for it.
// - A reduction is shown only as the rules' priceReduction allows (EU price indication): with the
//   struck-through original and the lowest price of the 30 days before it began, read from
//   Medusa's price history (the store route /store/price-history, `lowest` by variant id), and
//   computed against that lowest price. The start price carries its variant's reduction.
// - A surcharge badge compares with the product's reference price (metadata reference_price, or
//   reference_price_export in the export region); it is never a reduction.
// - Prices include German VAT except in the export region, where they are net (rules'
//   zoneIncludesTax).
import { EXPORT_ZONE, HOME_ZONE, priceReduction, zoneIncludesTax } from '@tonewood/rules';

const numberOrNull = (value) => (value == null || value === '' ? null : Number(value));

/**
 * Start price, reductions, reference price, tax display and per-variant amounts of a Medusa
 * product in a region.
 *
 * @param {import('./price.d.mts').PricedProduct} product
 * @param {{ exportRegion?: boolean, lowest?: Record<string, number | null | undefined> }} [region]
 */
export function productPrice(product, { exportRegion = false, lowest = {} } = {}) {
  const meta = product.metadata ?? {};
  const variantAmounts = {};
  const variantReductions = {};
  let cheapest = null;
  for (const variant of product.variants ?? []) {
    // A variant's calculated amount, or null when Medusa has no price for it in the region.
    const amount = numberOrNull(variant.calculated_price?.calculated_amount);
    const reduction = priceReduction({
      amount,
      original: numberOrNull(variant.calculated_price?.original_amount),
      lowest: numberOrNull(lowest[variant.id]),
    });
    variantAmounts[variant.id] = amount;
    variantReductions[variant.id] = reduction && { original: reduction.original, lowest: reduction.lowest };
    if (amount != null && (cheapest == null || amount < variantAmounts[cheapest])) cheapest = variant.id;
  }
  return {
    startPrice: cheapest == null ? null : variantAmounts[cheapest],
    reduction: cheapest == null ? null : variantReductions[cheapest],
    referencePrice: numberOrNull(exportRegion ? meta.reference_price_export : meta.reference_price),
    taxIncluded: zoneIncludesTax(exportRegion ? EXPORT_ZONE : HOME_ZONE),
    variantAmounts,
    variantReductions,
  };
}

/**
 * The 30-day lowest prices by variant id from the store route's answer
 * (`{ prices: [{ variant_id, lowest_amount }] }`).
 *
 * @param {{ prices?: { variant_id: string, lowest_amount?: number | null }[] } | null | undefined} answer
 * @returns {Record<string, number | null>}
 */
export function lowestByVariant(answer) {
  return Object.fromEntries((answer?.prices ?? []).map((p) => [p.variant_id, numberOrNull(p.lowest_amount)]));
}
