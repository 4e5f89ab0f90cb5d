// The product calls: a product's prices and availability in a region, as the browser refreshes
// them on its page (the build reads the catalog through the source plugin).
import type { HttpTypes } from '@medusajs/types';
import type { MedusaClient } from './client';

/** What the catalog's price and availability rules read (price.mjs, availability.mjs). */
const PRICED_FIELDS =
  '*variants.calculated_price,+metadata,+variants.inventory_quantity,+variants.allow_backorder,+variants.manage_inventory';

/** The store route's answer (amounts in major units; lowest_amount null without a known 30-day history). */
export interface PriceHistoryAnswer {
  prices: {
    variant_id: string;
    product_id: string;
    currency_code: string;
    amount: number | null;
    original_amount: number | null;
    lowest_amount: number | null;
    since: string | null;
  }[];
}

export function productCalls(medusa: MedusaClient) {
  return {
    /** One product by handle, priced for a region; null when there is none. */
    pricedByHandle: async (handle: string, regionId: string): Promise<HttpTypes.StoreProduct | null> =>
      (await (await medusa()).store.product.list({ handle, region_id: regionId, fields: PRICED_FIELDS, limit: 1 }))
        .products[0] ?? null,
    /**
     * Each variant's current price, original and 30-day lowest price in a region from Medusa's
     * price history (commerce/src/api/store/price-history), for at most 100 products.
     */
    priceHistory: async (regionId: string, productIds: string[]): Promise<PriceHistoryAnswer> =>
      (await medusa()).client.fetch<PriceHistoryAnswer>('/store/price-history', {
        query: { region_id: regionId, product_id: productIds },
      }),
    /** The same for variants, e.g. a cart's lines. */
    variantPriceHistory: async (regionId: string, variantIds: string[]): Promise<PriceHistoryAnswer> =>
      (await medusa()).client.fetch<PriceHistoryAnswer>('/store/price-history', {
        query: { region_id: regionId, variant_id: variantIds },
      }),
  };
}
