// Refreshes a product's price and availability in the browser for the shopper's region, with the
// shared commerce client and the catalog's one price rule and one availability rule (price.mjs,
// availability.mjs, the same the build uses), all in regionalFetch.ts, loaded after the page is
// idle (not first-load JavaScript). It follows the market's country: a change shows the zone's
// tax display at once (from the figures at hand) and then refreshes from the country's region.
import { useEffect, useState } from 'react';
import type { Availability, ReducedPrice } from '@tonewood/design-system';
import { displayAmount } from '@tonewood/rules';
import type { CommerceConnection } from '../../lib/data';
import { useMarket, useTaxIncluded, whenIdle } from '../market';
import type { ProductPrice } from './price.mjs';

export interface RegionalProduct extends ProductPrice {
  /** The product's state: its best variant's (availability.mjs). */
  availability: Availability;
  /** Each variant's state from its inventory, by variant id. */
  variantAvailabilities: Record<string, Availability>;
  /** Medusa's (English) region name; the page shows its zone's name in the page's language. */
  regionName: string | null;
  /** The region's shipping zone id (metadata.shipping_zone_id). */
  regionZone: string | null;
}

/** The figures as fetched: `net` when they exclude VAT already (the export region's prices). */
type Fetched = RegionalProduct & { net: boolean };

export function useRegionalProduct(
  commerce: CommerceConnection,
  handle: string,
  initial: RegionalProduct,
): RegionalProduct {
  const [state, setState] = useState<Fetched>({ ...initial, net: false });
  const country = useMarket((s) => s.country);
  const taxIncluded = useTaxIncluded();
  useEffect(() => {
    let cancelled = false;
    const refresh = async () => {
      try {
        const { fetchRegionalProduct } = await import('./regionalFetch');
        const found = await fetchRegionalProduct(commerce, handle, country);
        if (!found || cancelled) return;
        setState({
          ...found.price,
          ...found.availability,
          regionName: found.regionName,
          regionZone: found.regionZone,
          net: found.net,
        });
      } catch {
        // Keep the figures at hand when the commerce API is not reachable.
      }
    };
    whenIdle(() => void refresh());
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [handle, country]);
  // The zone's tax display over the figures at hand (spec section 5): with VAT, or without.
  const show = (amount: number | null) =>
    amount == null ? null : displayAmount(amount, { includesTax: taxIncluded, net: state.net });
  const showReduction = (r: ReducedPrice | null): ReducedPrice | null =>
    r && { original: show(r.original)!, lowest: show(r.lowest)! };
  const byVariant = <T, U>(values: Record<string, T>, map: (value: T) => U) =>
    Object.fromEntries(Object.entries(values).map(([id, value]) => [id, map(value)]));
  return {
    availability: state.availability,
    variantAvailabilities: state.variantAvailabilities,
    regionName: state.regionName,
    regionZone: state.regionZone,
    startPrice: show(state.startPrice),
    reduction: showReduction(state.reduction),
    referencePrice: show(state.referencePrice),
    taxIncluded,
    variantAmounts: byVariant(state.variantAmounts, show),
    variantReductions: byVariant(state.variantReductions, showReduction),
  };
}
