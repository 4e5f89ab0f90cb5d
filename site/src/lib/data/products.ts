// The product calls: a product's prices and availability in a region, as the browser refreshes
// them on its page (the build reads the catalog through the source plugin).
import type { HttpTypes } from '@medusajs/types';
import type { MedusaClient } from './client';

/** What the catalog's price and availability rules read (price.mjs, availability.mjs). */
const PRICED_FIELDS =
  '*variants.calculated_price,+metadata,+variants.inventory_quantity,+variants.allow_backorder,+variants.manage_inventory';

export function productCalls(medusa: MedusaClient) {
  return {
    /** One product by handle, priced for a region; null when there is none. */
    pricedByHandle: async (handle: string, regionId: string): Promise<HttpTypes.StoreProduct | null> =>
      (await (await medusa()).store.product.list({ handle, region_id: regionId, fields: PRICED_FIELDS, limit: 1 }))
        .products[0] ?? null,
  };
}
