// The shopper's market as shared state (zustand), the first-load part, kept small: the shipping
// country and where it came from, the zone applied to it (and with it the tax display: prices
// include VAT in zones that include tax, rules' zoneIncludesTax), and what the zone is known
// from: the build's zone of each country and CMS zone tax map, the shipping matrix once loaded.
// Only resolve.ts changes it; everyone else reads it through useMarket, useTaxIncluded and
// follow.ts.
import type { ShippingMatrix, ShippingMatrixZone, ZoneTaxMap } from '@tonewood/rules';
import { useSyncExternalStore } from 'react';
import { createStore } from 'zustand/vanilla';
import type { CountrySource } from './country';

/** The zone applied to the current country (spec section 3: id, name, includes_tax, raw, update time). */
export interface AppliedZone {
  id: string;
  name: string;
  includes_tax: boolean;
  raw: ShippingMatrixZone | null;
  updatedAt: number;
}

export interface MarketState {
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  source: CountrySource;
  zone: AppliedZone | null;
  matrix: ShippingMatrix | null;
  /** From the build: each shipping country's zone id (Medusa regions' shipping_zone_id). */
  countryZones: Readonly<Record<string, string>>;
  /** From the build: the CMS setting's zone tax map. */
  taxMap: ZoneTaxMap;
}

/** The one store (zustand's vanilla store; resolve.ts sets it). */
export const marketStore = createStore<MarketState>()(() => ({
  // The default country (DEFAULT_COUNTRY in country.ts), spelled out: that module is not first-load code.
  country: 'DE',
  source: 'default',
  zone: null,
  matrix: null,
  countryZones: {},
  taxMap: {},
}));

/**
 * `useMarket(selector)` in components. (The vanilla store with React's useSyncExternalStore: the
 * same as zustand's `create`, a little lighter on first load.)
 */
export function useMarket<T>(select: (state: MarketState) => T): T {
  // Until the page is idle nothing changes the state (resolve.ts runs then), so the server
  // snapshot and the browser's first one are the same getter.
  return useSyncExternalStore(
    marketStore.subscribe,
    () => select(marketStore.getState()),
    () => select(marketStore.getState()),
  );
}

/** Whether prices for the current country include VAT (true until a zone says otherwise). */
export function useTaxIncluded(): boolean {
  return useMarket((state) => state.zone?.includes_tax ?? true);
}
