// The market feature: the shopper's context, country → zone → region → tax display, in one store.
// The shipping country (precedence, cookie, edge detection, the panel's choice), the zone applied
// to it from the build and the shipping matrix, and whether its prices include VAT.
//
// For other features: `useMarket(selector)` and `useTaxIncluded()` in components;
// `shippingCountry()` and `subscribeShippingCountry(listener)` outside React (the cart);
// `marketRegion(regions, country)` for the Medusa region to price in. Amounts as shown:
// `displayAmount` of @tonewood/rules with `useTaxIncluded()`. Region and zone names in the page's
// language: `localZoneName(chrome.setting.shippingZones, zoneId, medusaName)`.
export { applyShippingMatrix, marketRegion, shippingCountry, subscribeShippingCountry } from './follow';
export { chooseShippingCountry, startShippingCountry, whenIdle } from './start';
export { useMarket, useTaxIncluded } from './store';
export { localZoneName, type ZoneNames } from './zoneName';
