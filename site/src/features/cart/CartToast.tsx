// The cart's error toast (spec section 8: 'Error Adding Item' / 'Could not add item to cart.', the
// insufficient-stock text, the region update): the design system's Toast bound to the store's error.
// Loaded with the cart store, never with a page's first load.
import { Toast, ToastProvider } from '@tonewood/design-system';
import { useStore } from 'zustand';
import type { StoreApi as ZustandStore } from 'zustand/vanilla';
import type { CartState } from './store';

export default function CartToast({ store }: { store: ZustandStore<CartState> }) {
  const error = useStore(store, (s) => s.error);
  const dismiss = useStore(store, (s) => s.dismissError);
  return (
    <ToastProvider>
      {error && (
        <Toast
          key={error}
          open
          error={error}
          onOpenChange={(open) => {
            if (!open) dismiss();
          }}
        />
      )}
    </ToastProvider>
  );
}
