// The shopper's shipping country as shared state (zustand): the country, where it came from,
// the shipping matrix once loaded, and the build's knowledge (each country's zone, the CMS zone
// tax map). Small on purpose: it is first-load JavaScript on every page; deciding the country
// (resolve.ts: also the applied zone) and the modal load later.
import { create } from 'zustand';
import type { CountrySource } from './country';
import type { ZoneTaxMap } from './tax';
import type { ShippingMatrix, ShippingMatrixZone } from './zones';

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

export const useShippingStore = create<ShippingState>()(() => ({
  // The default country (DEFAULT_COUNTRY in country.ts), spelled out: that module is not first-load code.
  country: 'DE',
  source: 'default',
  zone: null,
  matrix: null,
  countryZones: {},
  taxMap: {},
}));

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
