// The shipping feature: the shopper's shipping country (precedence, cookie, edge detection), the
// shipping matrix and calculation, tax display, and the product page's shipping modal.
//
// For other features (the cart): `useShippingStore` (zustand; `country`, `zone`) or
// `subscribeShippingCountry(listener)` to follow the country, and `regionForCountry(regions,
// country, zoneId)` to find the Medusa region to switch to.
export { ShippingInfo } from './ShippingInfo';
export { calculateShipping } from './matrix';
export { loadShippingMatrix } from './loadMatrix';
export { regionForCountry } from './region';
export {
  chooseShippingCountry,
  displayAmount,
  startShippingCountry,
  subscribeShippingCountry,
  useShippingStore,
  useTaxIncluded,
  whenIdle,
} from './store';
