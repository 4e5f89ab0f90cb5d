// The cart as far as every page needs it without loading the cart code (first-load JavaScript,
// kept small): the item count the header badge shows (store.ts keeps it in local storage), whether
// a cart exists, and the loader of the store (store.ts, with zustand and the js-sdk, its own chunk).
// The badge counts Medusa's pieces and the adds still pending (pending.ts); other tabs' changes
// reach it through the storage event.
import { useSyncExternalStore } from 'react';
import type { StoreApi as ZustandStore } from 'zustand/vanilla';
import { browserStorage } from '../../lib/browserStorage';
import { PENDING_KEY, pend, pendingPieces, readPending } from './pending';
import type { CartConfig, CartState } from './store';

/** The local-storage key of the cart id: the commerce platform's name plus cart_id (spec 9). */
export const CART_ID_KEY = 'medusa_cart_id';
/** Where the badge reads the last known item count without loading the cart code. */
export const CART_QUANTITY_KEY = 'tonewood_cart_quantity';

const listeners = new Set<() => void>();
let quantity: number | undefined;
let badgeCount: number | undefined;
const notify = () => {
  badgeCount = undefined;
  listeners.forEach((listener) => listener());
};
// Another tab changed the cart, its count or its pending adds: the badge reads them again.
const onStorage = (event: StorageEvent) => {
  if (event.key === null || event.key === CART_ID_KEY || event.key === CART_QUANTITY_KEY || event.key === PENDING_KEY) {
    quantity = undefined;
    notify();
  }
};
const subscribe = (listener: () => void) => {
  if (!listeners.size) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (!listeners.size) window.removeEventListener('storage', onStorage);
  };
};

/** Local storage, or this page's memory where the browser blocks site data (lib/browserStorage.ts). */
export const localStore = () => browserStorage('localStorage');

function stored(key: string): string | null {
  try {
    return localStore().getItem(key);
  } catch {
    return null;
  }
}

/** Whether this browser holds a cart id or an add still to complete (else nothing to load). */
export const hasStoredCart = () => stored(CART_ID_KEY) !== null || readPending(localStore()).length > 0;

let config: CartConfig | undefined;
let loading: Promise<ZustandStore<CartState>> | undefined;
let loaded: ZustandStore<CartState> | null = null;

/** The store's news for the badge and the toasts: a new item count, or the store itself. */
export function announce(next: { quantity?: number; store?: ZustandStore<CartState> }) {
  if (next.quantity !== undefined) quantity = next.quantity;
  if (next.store) loaded = next.store;
  notify();
}

/** The cart's item count for the badge: Medusa's pieces and the pending adds; 0 on the server. */
export function useCartQuantity(): number {
  return useSyncExternalStore(
    subscribe,
    () =>
      (badgeCount ??=
        (quantity ??= stored(CART_ID_KEY) !== null ? Number(stored(CART_QUANTITY_KEY)) || 0 : 0) +
        pendingPieces(readPending(localStore()))),
    () => 0,
  );
}

/**
 * Adds pieces of a variant: the pending record is written at once (it survives the page), the
 * badge counts it, and the store (loaded on first use) sends it after the adds before it.
 * Resolves to whether Medusa took it.
 */
export function addToCart(variantId: string, pieces = 1): Promise<boolean> {
  const record = pend(localStore(), variantId, pieces);
  notify();
  return loadCart().then((store) => store.getState().add(variantId, pieces, record.id));
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

/**
 * Whether this browser holds a cart or an add still to complete, following this page's adds and
 * other tabs' changes; null on the server and while the page hydrates (not known there).
 */
export function useStoredCart(): boolean | null {
  return useSyncExternalStore<boolean | null>(subscribe, hasStoredCart, () => null);
}

/** The cart store once something loaded it, else null (the toasts wait for it). */
export function useLoadedCart(): ZustandStore<CartState> | null {
  return useSyncExternalStore(
    subscribe,
    () => loaded,
    () => null,
  );
}
