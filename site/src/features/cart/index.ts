// The cart feature: the item count and loader every page uses cheaply (signal.ts), the
// add-to-cart button, the cart page and its error toast. The store (store.ts, zustand around the
// store API) and the js-sdk load on first use, never with a page's first load.
export { AddToCartButton } from './AddToCartButton';
export { CartView, type CartProducts } from './CartView';
export { cartRows, cartTotals, isCartGone } from './rules';
export {
  appliedCodes,
  applyFailure,
  applyOutcome,
  beforeDiscounts,
  cartDiscounts,
  type PromotionProblem,
} from './promotion';
export { configureCart, hasStoredCart, loadCart, useCartQuantity } from './signal';
export { CartToastHost } from './CartToastHost';
