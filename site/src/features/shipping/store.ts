// The first-load part of the shipping feature, one module on every page, kept small:
// - the shopper's shipping country as shared state (zustand): the country, where it came from,
//   the applied zone, the shipping matrix once loaded, and the build's zone knowledge;
// - tax display (spec sections 1, 5 and 9): prices include 19% VAT in zones that include tax; in
//   export zones they are shown without it (divided by 1.19); whether a zone includes tax is a
//   zone rule (zones.ts);
// - the entry points that load the rest (resolve.ts: cookie, edge, matrix, commerce client) only
//   when they run.
import { useSyncExternalStore } from 'react';
import { createStore } from 'zustand/vanilla';
import type { CountrySource } from './country';
import type { resolveShippingCountry } from './resolve';
import type { ShippingMatrix, ShippingMatrixZone, ZoneTaxMap } from './zones';

/** The zone applied to the current country (spec section 3: id, name, includes_tax, raw, update time). */
export interface AppliedZone {
  id: string;
  name: string;
  includes_tax: boolean;
  raw: ShippingMatrixZone | null;
  updatedAt: number;
}

export interface ShippingState {
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

const store = createStore<ShippingState>()(() => ({
  // The default country (DEFAULT_COUNTRY in country.ts), spelled out: that module is not first-load code.
  country: 'DE',
  source: 'default',
  zone: null,
  matrix: null,
  countryZones: {},
  taxMap: {},
}));

/**
 * The store: `useShippingStore(selector)` in components, and zustand's `getState`, `setState`
 * and `subscribe` on it. (zustand's vanilla store with React's useSyncExternalStore: the same as
 * zustand's `create`, a little lighter on first load.)
 */
export const useShippingStore = Object.assign(
  <T>(select: (state: ShippingState) => T): T =>
    // Until the page is idle nothing changes the state (resolve.ts runs then), so the server
    // snapshot and the browser's first one are the same getter.
    useSyncExternalStore(
      store.subscribe,
      () => select(store.getState()),
      () => select(store.getState()),
    ),
  store,
);

/** Whether prices for the current country include VAT (true until a zone says otherwise). */
export function useTaxIncluded(): boolean {
  return useShippingStore((state) => state.zone?.includes_tax ?? true);
}

/**
 * Calls `listener` whenever the shipping country changes (the cart switches its region then).
 * Returns the unsubscribe function.
 */
export function subscribeShippingCountry(listener: (country: string, previous: string) => void): () => void {
  return useShippingStore.subscribe((state, previous) => {
    if (state.country !== previous.country) listener(state.country, previous.country);
  });
}

const VAT_MULTIPLIER = 1.19;

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * An amount as a shopper in the zone sees it. `net` says the amount excludes VAT already (the
 * export region's own prices); otherwise it includes it (the German prices the build shows).
 */
export function displayAmount(amount: number, { includesTax, net = false }: { includesTax: boolean; net?: boolean }) {
  if (includesTax) return cents(net ? amount * VAT_MULTIPLIER : amount);
  return cents(net ? amount : amount / VAT_MULTIPLIER);
}

/** Runs `run` when the browser is idle (at once where it cannot tell). */
export const whenIdle = (run: () => void) =>
  (window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1)))(run);

const resolver = () => import('./resolve');

/**
 * Decides the shipping country once the page is idle: the cookie at once, then the edge's
 * country (GET /cdn-cgi/trace). The build's zone knowledge: each shipping country's zone id and
 * the CMS zone tax map.
 */
export function startShippingCountry(chrome: Parameters<typeof resolveShippingCountry>[0]) {
  whenIdle(() => void resolver().then((m) => m.resolveShippingCountry(chrome)));
}

/** Applies a country chosen in the panel; resolves false for a code the shop does not ship to. */
export function chooseShippingCountry(code: string): Promise<boolean> {
  return resolver().then((m) => m.chooseShippingCountry(code));
}
