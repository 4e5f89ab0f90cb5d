// Where the cart's error toast appears on every page: nothing until the cart store is loaded, then
// the toast code in its own chunk.
import { lazy, Suspense } from 'react';
import { useLoadedCart } from './signal';

const CartToast = lazy(() => import(/* webpackChunkName: "cart" */ './CartToast'));

export function CartToastHost() {
  const store = useLoadedCart();
  return store ? (
    <Suspense fallback={null}>
      <CartToast store={store} />
    </Suspense>
  ) : null;
}
