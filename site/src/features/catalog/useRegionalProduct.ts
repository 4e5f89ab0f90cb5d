// Refreshes a product's price and availability in the browser for the shopper's region, with the
// js-sdk loaded after the page is interactive (its own chunk, not first-load JavaScript).
import { useEffect, useState } from 'react';
import type { Availability } from '@tonewood/design-system';
import { storedShippingCountry } from './shippingCountry';

export interface CommerceConnection {
  url: string;
  key: string;
}

export interface RegionalProduct {
  availability: Availability;
  startPrice: number;
  listPrice: number | null;
  taxIncluded: boolean;
  variantAmounts: Record<string, number | null>;
  regionName: string | null;
}

const FIELDS = '*variants.calculated_price,+metadata';

export function useRegionalProduct(commerce: CommerceConnection, handle: string, initial: RegionalProduct): RegionalProduct {
  const [state, setState] = useState(initial);
  useEffect(() => {
    let cancelled = false;
    const refresh = async () => {
      try {
        const { default: Medusa } = await import('@medusajs/js-sdk');
        const sdk = new Medusa({ baseUrl: commerce.url, publishableKey: commerce.key });
        const country = storedShippingCountry(document.cookie);
        const { regions } = await sdk.store.region.list({ limit: 50 });
        const region = regions.find((r: { countries?: { iso_2?: string }[] }) => r.countries?.some((c) => c.iso_2 === country)) ?? regions[0];
        if (!region) return;
        const { products } = await sdk.store.product.list({ handle, region_id: region.id, fields: FIELDS, limit: 1 });
        const product = products[0];
        if (!product || cancelled) return;
        const meta = (product.metadata ?? {}) as Record<string, unknown>;
        const exportRegion = (region.metadata as Record<string, unknown> | null)?.shipping_zone_id === 'export';
        const num = (v: unknown) => (v == null ? null : Number(v));
        const amounts: Record<string, number | null> = {};
        for (const v of product.variants ?? []) amounts[v.id] = v.calculated_price?.calculated_amount ?? null;
        const cheapest = Math.min(...Object.values(amounts).filter((a): a is number => a != null));
        setState({
          availability: (meta.availability as Availability) ?? initial.availability,
          startPrice: num(exportRegion ? meta.start_price_export : meta.start_price) ?? cheapest,
          listPrice: num(exportRegion ? meta.list_price_export : meta.list_price),
          taxIncluded: !exportRegion,
          variantAmounts: amounts,
          regionName: region.name,
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
