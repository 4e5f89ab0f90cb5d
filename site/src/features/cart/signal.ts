// The cart as far as every page needs it without loading the cart code (first-load JavaScript,
// kept small): the item count the header badge shows (store.ts keeps it in local storage), whether
// a cart exists, and the loader of the store (store.ts, with zustand and the js-sdk, its own chunk).
import { useSyncExternalStore } from 'react';
import type { StoreApi as ZustandStore } from 'zustand/vanilla';
import type { CartConfig, CartState } from './store';

/** The local-storage key of the cart id: the commerce platform's name plus cart_id (spec 9). */
export const CART_ID_KEY = 'medusa_cart_id';
/** Where the badge reads the last known item count without loading the cart code. */
export const CART_QUANTITY_KEY = 'tonewood_cart_quantity';

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function stored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Whether this browser holds a cart id (no id: no cart, nothing to load). */
export const hasStoredCart = () => stored(CART_ID_KEY) !== null;

let quantity: number | undefined;
let config: CartConfig | undefined;
let loading: Promise<ZustandStore<CartState>> | undefined;
let loaded: ZustandStore<CartState> | null = null;

/** The store's news for the badge and the toasts: a new item count, or the store itself. */
export function announce(next: { quantity?: number; store?: ZustandStore<CartState> }) {
  if (next.quantity !== undefined) quantity = next.quantity;
  if (next.store) loaded = next.store;
  listeners.forEach((listener) => listener());
}

/** The cart's item count for the badge: 0 on the server and without a cart. */
export function useCartQuantity(): number {
  return useSyncExternalStore(
    subscribe,
    () => (quantity ??= hasStoredCart() ? Number(stored(CART_QUANTITY_KEY)) || 0 : 0),
    () => 0,
  );
}

/** Tells the cart which store API and language the current page has (the layout, on every page). */
export function configureCart(next: CartConfig) {
  config = next;
}

/** The cart store, loading its code on first use (after configureCart). */
export function loadCart(): Promise<ZustandStore<CartState>> {
  loading ??= import(/* webpackChunkName: "cart" */ './store').then((m) => m.cartStore(() => config!));
  loading.catch(() => (loading = undefined));
  return loading;
}

/** The cart store once something loaded it, else null (the toasts wait for it). */
export function useLoadedCart(): ZustandStore<CartState> | null {
  return useSyncExternalStore(
    subscribe,
    () => loaded,
    () => null,
  );
}
