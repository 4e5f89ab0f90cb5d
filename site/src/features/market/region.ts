// The Medusa region of the shopper's market: the region listing the country, else the region of
// its zone (rules' regionForCountry). The product page prices in it.
import { regionForCountry, type ZonedRegion } from '@tonewood/rules';
import { marketStore } from './store';

export function marketRegion<R extends ZonedRegion>(regions: readonly R[], country: string): R | undefined {
  return regionForCountry(regions, country, marketStore.getState().zone?.id);
}
