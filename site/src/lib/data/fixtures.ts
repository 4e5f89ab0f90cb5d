// Medusa answers for unit tests with only the fields a test is about: the store API answers the
// fields a call names, so a part of a cart or an order is what the site's rules meet anyway.
import type { HttpTypes } from '@medusajs/types';
import type { StoreCart } from './carts';

/** Every field optional, or null as Medusa answers an empty one, all the way down. */
type Part<T> = T extends readonly (infer Item)[]
  ? Part<Item>[]
  : T extends Date
    ? T
    : T extends object
      ? { [K in keyof T]?: Part<T[K]> | null }
      : T;

export const storeCart = (cart: Part<StoreCart>) => cart as StoreCart;
export const storeOrder = (order: Part<HttpTypes.StoreOrder>) => order as HttpTypes.StoreOrder;
export const paymentSession = (session: Part<HttpTypes.StorePaymentSession>) =>
  session as HttpTypes.StorePaymentSession;
export const storeRegion = (region: Part<HttpTypes.StoreRegion>) => region as HttpTypes.StoreRegion;
export const cartLine = (line: Part<HttpTypes.StoreCartLineItem>) => line as HttpTypes.StoreCartLineItem;
