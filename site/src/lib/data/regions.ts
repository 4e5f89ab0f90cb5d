// The region calls: every region with its countries and the shipping zone in its metadata (the
// cart and the product page pick the shopper's by country, shipping/region.ts).
import type { HttpTypes } from '@medusajs/types';
import type { MedusaClient } from './client';

const REGION_FIELDS = 'id,name,metadata,*countries';

export function regionCalls(medusa: MedusaClient) {
  return {
    list: async (): Promise<HttpTypes.StoreRegion[]> =>
      (await (await medusa()).store.region.list({ limit: 50, fields: REGION_FIELDS })).regions,
  };
}
