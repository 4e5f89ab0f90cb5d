// The shipping feature: the shipping matrix (loaded once and handed to the market, which takes the
// zones from it), the shipping calculation and the product page's shipping modal.
//
// For other features (the cart): `loadShippingMatrix(commerce)` and `calculateShipping` with the
// market's country, matrix and zone tax map.
export { ShippingInfo } from './ShippingInfo';
export { calculateShipping } from './matrix';
export { loadShippingMatrix } from './loadMatrix';
