// The product page's add-to-cart button: every click is one add (signal.ts writes its pending
// record at once and the badge counts it; the store sends the adds one after the other), so five
// fast clicks are five pieces. The badge and any error toast are the store's. Marked busy while
// adds of this button wait for Medusa, but never blocks a click.
import { Button } from '@tonewood/design-system';
import { useState, type ReactNode } from 'react';
import { addToCart } from './signal';

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
  const [waiting, setWaiting] = useState(0);
  const add = () => {
    if (!variantId) return;
    setWaiting((n) => n + 1);
    addToCart(variantId)
      .catch(() => undefined) // the cart code did not load: the record stays for the next page
      .finally(() => setWaiting((n) => n - 1));
  };
  return (
    <Button
      size="lg"
      disabled={disabled || !variantId}
      aria-busy={waiting > 0 || undefined}
      onClick={add}
      data-testid="add-to-cart"
      // Counted by the visitor statistics (with consent) as a named event with the variant.
      data-umami-event="add-to-cart"
      data-umami-event-variant={variantId ?? undefined}
    >
      {children}
    </Button>
  );
}
