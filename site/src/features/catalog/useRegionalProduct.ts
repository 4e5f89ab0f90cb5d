// Refreshes a product's price and availability in the browser for the shopper's region, with the
// shared commerce client (loaded after the page is interactive, not first-load JavaScript) and
// the catalog's one price rule and one availability rule (price.mjs, availability.mjs, the same
// the build uses).
import { useEffect, useState } from 'react';
import type { Availability } from '@tonewood/design-system';
import { commerceClient, type CommerceConnection } from '../../lib/commerce';
import { storedShippingCountry } from '../shipping';
import { availabilityOf } from './availability.mjs';
import { isExportRegion, productPrice, type ProductPrice } from './price.mjs';

export interface RegionalProduct extends ProductPrice {
  /** The product's state: its best variant's (availability.mjs). */
  availability: Availability;
  /** Each variant's state from its inventory, by variant id. */
  variantAvailabilities: Record<string, Availability>;
  regionName: string | null;
}

const FIELDS =
  '*variants.calculated_price,+metadata,+variants.inventory_quantity,+variants.allow_backorder,+variants.manage_inventory';

export function useRegionalProduct(
  commerce: CommerceConnection,
  handle: string,
  initial: RegionalProduct,
): RegionalProduct {
  const [state, setState] = useState(initial);
  useEffect(() => {
    let cancelled = false;
    const refresh = async () => {
      try {
        const sdk = await commerceClient(commerce);
        const country = storedShippingCountry(document.cookie);
        const { regions } = await sdk.store.region.list({ limit: 50 });
        const region =
          regions.find((r: { countries?: { iso_2?: string }[] }) => r.countries?.some((c) => c.iso_2 === country)) ??
          regions[0];
        if (!region) return;
        const { products } = await sdk.store.product.list({ handle, region_id: region.id, fields: FIELDS, limit: 1 });
        const product = products[0];
        if (!product || cancelled) return;
        setState({
          ...productPrice(product, { exportRegion: isExportRegion(region) }),
          ...availabilityOf(product),
          regionName: region.name ?? null,
        });
      } catch {
        // Keep the build-time figures when the commerce API is not reachable.
      }
    };
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1));
    idle(() => void refresh());
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [handle]);
  return state;
}
