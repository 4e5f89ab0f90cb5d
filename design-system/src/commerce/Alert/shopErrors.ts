import type { CommerceStringKey } from '../strings';

/** The shop errors of spec section 8 that the site shows as a toast or an inline alert. */
export type ShopError =
  | 'add-to-cart'
  | 'insufficient-stock'
  | 'shipping-cost'
  | 'no-shipping'
  | 'region-update'
  | 'mixed-shipping'
  | 'payment'
  | 'order';

export const shopErrors: readonly ShopError[] = [
  'add-to-cart',
  'insufficient-stock',
  'shipping-cost',
  'no-shipping',
  'region-update',
  'mixed-shipping',
  'payment',
  'order',
];

/** The string keys of a shop error: a title only where the spec gives one ('Error Adding Item'). */
export function shopErrorKeys(error: ShopError): { title?: CommerceStringKey; message: CommerceStringKey } {
  return error === 'add-to-cart'
    ? { title: 'error.add-to-cart.title', message: 'error.add-to-cart' }
    : { message: `error.${error}` };
}
