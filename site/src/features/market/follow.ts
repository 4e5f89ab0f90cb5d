// The market for code that loads later (the cart's store, the regional price refresh, the
// shipping matrix's load): the country now and its changes, the Medusa region to price in, and
// the matrix handed over. A module of its own, so none of it is first-load JavaScript.
import { regionForCountry, type ShippingMatrix, type ZonedRegion } from '@tonewood/rules';
import { marketStore } from './store';

/** The shipping country now. */
export const shippingCountry = () => marketStore.getState().country;

/**
 * Calls `listener` whenever the shipping country changes (the cart switches its region then).
 * Returns the unsubscribe function.
 */
export function subscribeShippingCountry(listener: (country: string, previous: string) => void): () => void {
  return marketStore.subscribe((state, previous) => {
    if (state.country !== previous.country) listener(state.country, previous.country);
  });
}

/** The Medusa region for a country: the region listing it, else the region of the market's zone. */
export function marketRegion<R extends ZonedRegion>(regions: readonly R[], country: string): R | undefined {
  return regionForCountry(regions, country, marketStore.getState().zone?.id);
}

/** Applies the shipping matrix once loaded (the shipping feature loads it): its zones and countries. */
export function applyShippingMatrix(matrix: ShippingMatrix): Promise<void> {
  return import('./resolve').then((m) => m.applyShippingMatrix(matrix));
}
