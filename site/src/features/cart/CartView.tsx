// The cart page (/cart, /de/cart): the rows with picture, variant, quantity stepper and removal,
// the summary with the VAT note and a way to checkout, an empty state that leads back to the
// categories, and a clear message with a retry when the commerce service cannot be reached.
// The page's shell shows its skeleton until the cart is read; what draws the cart
// (CartContents.tsx) loads alongside the cart store, not with the page's first load.
// A browser that holds no cart (no cart id, no add pending) sees the empty cart once the page is
// hydrated: nothing to read, so no commerce code loads and no call goes to Medusa. An add
// in another tab (or on this page) that creates a cart loads it then.
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { StoreApi as ZustandStore } from 'zustand/vanilla';
import type { CommerceConnection } from '../../lib/data';
import { loadShippingMatrix } from '../shipping';
import { loadCart, useStoredCart } from './signal';
import type { CartState } from './store';

/** Each product's built page and picture, by handle (the cart shell's page context). */
export type CartProducts = Record<
  string,
  { href: string; image: string | null; imageAlt: string; /** No right of withdrawal. */ madeToSpecification?: boolean }
>;

/**
 * Loaded with the cart, not with the page (CartContents.tsx); the promotion code field (the form
 * library and zod, about 42 KB gzip) only for a cart with lines: an empty cart never shows it.
 */
const loadContents = () => import('./CartContents');
const CartContents = lazy(loadContents);
// The empty cart with its texts in both languages (the design system's commerce strings): its own
// small chunk, after the page is interactive, so the page's first load stays as it was.
const EmptyState = lazy(() =>
  import(/* webpackChunkName: "empty-cart" */ './EmptyState').then((module) => ({ default: module.EmptyState })),
);
const loadPromotionCode = () => import(/* webpackChunkName: "promotion-code" */ './PromotionCode');
const hasLines = (store: ZustandStore<CartState>) => (store.getState().cart?.items?.length ?? 0) > 0;
const promotionCodeFor = (store: ZustandStore<CartState>) => {
  if (hasLines(store)) loadPromotionCode().catch(() => undefined);
};

/** The cart page; `loading` is what shows until the cart is read (the page shell's skeleton). */
export function CartView({
  products,
  commerce,
  loading,
}: {
  products: CartProducts;
  commerce: CommerceConnection;
  loading: ReactNode;
}) {
  const [store, setStore] = useState<ZustandStore<CartState> | null>(null);
  // null while the server renders and the page hydrates: the skeleton, as the server drew it.
  const stored = useStoredCart();
  useEffect(() => {
    if (!stored) return;
    // The shipping estimate needs the matrix; without it the summary says 'Calculated at checkout'.
    loadShippingMatrix(commerce).catch(() => undefined);
    loadContents().catch(() => undefined);
    loadCart()
      .then((loaded) => {
        setStore(loaded);
        promotionCodeFor(loaded);
        return loaded
          .getState()
          .refresh()
          .then(() => promotionCodeFor(loaded));
      })
      .catch(() => undefined);
  }, [commerce, stored]);
  if (!store)
    return stored === false ? (
      <Suspense fallback={loading}>
        <EmptyState />
      </Suspense>
    ) : (
      loading
    );
  return (
    <Suspense fallback={loading}>
      <CartContents store={store} products={products} commerce={commerce} loading={loading} />
    </Suspense>
  );
}
