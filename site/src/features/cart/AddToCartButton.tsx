// The product page's add-to-cart button: loads the cart store on the first click, adds the chosen
// variant and leaves the badge and any error toast to the store. Busy while Medusa answers.
import { Button } from '@tonewood/design-system';
import { useState, type ReactNode } from 'react';
import { loadCart } from './signal';

export function AddToCartButton({
  variantId,
  disabled,
  children,
}: {
  /** The chosen variant; no variant (an incomplete choice) disables the button. */
  variantId: string | null;
  disabled?: boolean;
  children: ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  const add = async () => {
    if (!variantId) return;
    setBusy(true);
    try {
      const store = await loadCart();
      await store.getState().add(variantId);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="lg"
      disabled={disabled || !variantId}
      loading={busy}
      onClick={() => void add()}
      data-testid="add-to-cart"
      // Counted by the visitor statistics (with consent) as a named event with the variant.
      data-umami-event="add-to-cart"
      data-umami-event-variant={variantId ?? undefined}
    >
      {children}
    </Button>
  );
}
