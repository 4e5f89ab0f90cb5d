// Refreshes a product's price and availability in the browser for the shopper's region, with the
// shared commerce client (loaded after the page is interactive, not first-load JavaScript) and
// the catalog's one price rule (price.mjs, the same the build uses). It follows the shipping
// country: a change shows the zone's tax display at once (from the figures at hand) and then
// refreshes from the country's region.
import { useEffect, useMemo, useState } from 'react';
import type { Availability } from '@tonewood/design-system';
import { commerceClient, type CommerceConnection } from '../../lib/commerce';
import { displayAmount, regionForCountry, useShippingStore, useTaxIncluded } from '../shipping';
import { isExportRegion, productPrice, type ProductPrice } from './price.mjs';

export interface RegionalProduct extends ProductPrice {
  availability: Availability;
  regionName: string | null;
}

/** The figures as fetched: `net` when they exclude VAT already (the export region's prices). */
type Fetched = RegionalProduct & { net: boolean };

const FIELDS = '*variants.calculated_price,+metadata';

export function useRegionalProduct(
  commerce: CommerceConnection,
  handle: string,
  initial: RegionalProduct,
): RegionalProduct {
  const [state, setState] = useState<Fetched>({ ...initial, net: false });
  const country = useShippingStore((s) => s.country);
  const zoneId = useShippingStore((s) => s.zone?.id);
  const taxIncluded = useTaxIncluded();
  useEffect(() => {
    let cancelled = false;
    const refresh = async () => {
      try {
        const sdk = await commerceClient(commerce);
        const { regions } = await sdk.store.region.list({ limit: 50 });
        const region = regionForCountry(regions, country, zoneId) ?? regions[0];
        if (!region) return;
        const { products } = await sdk.store.product.list({ handle, region_id: region.id, fields: FIELDS, limit: 1 });
        const product = products[0];
        if (!product || cancelled) return;
        const meta = (product.metadata ?? {}) as Record<string, unknown>;
        const exportRegion = isExportRegion(region);
        setState({
          ...productPrice(product, { exportRegion }),
          availability: (meta.availability as Availability) ?? initial.availability,
          regionName: region.name ?? null,
          net: exportRegion,
        });
      } catch {
        // Keep the figures at hand when the commerce API is not reachable.
      }
    };
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1));
    idle(() => void refresh());
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [handle, country, zoneId]);
  // The zone's tax display over the figures at hand (spec section 5): with VAT, or without (÷ 1.19).
  return useMemo(() => {
    const show = (amount: number | null) =>
      amount == null ? null : displayAmount(amount, { includesTax: taxIncluded, net: state.net });
    return {
      availability: state.availability,
      regionName: state.regionName,
      startPrice: show(state.startPrice),
      listPrice: show(state.listPrice),
      taxIncluded,
      variantAmounts: Object.fromEntries(
        Object.entries(state.variantAmounts).map(([id, amount]) => [id, show(amount)]),
      ),
    };
  }, [state, taxIncluded]);
}
