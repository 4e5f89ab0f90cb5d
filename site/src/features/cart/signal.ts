// The cart as far as every page needs it without loading the cart code: the item count the header
// badge shows (kept in local storage by the store, read cheaply here), whether a cart exists, and
// the loader of the store itself (store.ts, the js-sdk and zustand come in their own chunk).
import { useSyncExternalStore } from 'react';
import type { StoreApi as ZustandStore } from 'zustand/vanilla';
import type { CommerceConnection } from '../../lib/commerce';
import { BCP47, type Language } from '../i18n';
import { subscribeShippingCountry, useShippingStore } from '../shipping';
import type { CartState } from './store';

// The keys live here, not with the rules: this module is first-load code, rules.ts is not.
/** The local-storage key of the cart id: the commerce platform's name plus cart_id (spec 9). */
export const CART_ID_KEY = 'medusa_cart_id';
/** Where the badge reads the last known item count without loading the cart code. */
const CART_QUANTITY_KEY = 'tonewood_cart_quantity';

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
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

function publishQuantity(next: number) {
  quantity = next;
  try {
    window.localStorage.setItem(CART_QUANTITY_KEY, String(next));
  } catch {
    // No storage: the badge still follows this page's cart.
  }
  notify();
}

/** The cart's item count for the badge: 0 on the server and without a cart. */
export function useCartQuantity(): number {
  return useSyncExternalStore(
    subscribe,
    () => (quantity ??= hasStoredCart() ? Number(stored(CART_QUANTITY_KEY)) || 0 : 0),
    () => 0,
  );
}

export interface CartConfig {
  commerce: CommerceConnection;
  language: Language;
}

let config: CartConfig | undefined;
let loading: Promise<ZustandStore<CartState>> | undefined;
let loaded: ZustandStore<CartState> | null = null;

/** Tells the cart which store API and language the current page has (the layout, on every page). */
export function configureCart(next: CartConfig) {
  config = next;
}

/** The cart store, loading its code on first use. */
export function loadCart(): Promise<ZustandStore<CartState>> {
  loading ??= import(/* webpackChunkName: "cart" */ './store').then(({ createCartStore }) => {
    if (!config) throw new Error('configureCart must run before the cart is loaded');
    loaded = createCartStore({
      commerce: config.commerce,
      storage: window.localStorage,
      language: () => config!.language,
      locale: () => BCP47[config!.language],
      country: () => useShippingStore.getState().country,
      onQuantity: publishQuantity,
    });
    // A new shipping country moves the cart to that country's region.
    subscribeShippingCountry((country) => void loaded?.getState().switchCountry(country));
    notify();
    return loaded;
  });
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
