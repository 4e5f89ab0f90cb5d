// The product page's delivery line: the delivery time and a button that opens the shipping modal
// for the product in the current shipping country. The modal (and the matrix load, and with it the
// commerce client) comes on first opening; at idle the matrix loads ahead so the country can be
// checked against it and the modal opens with its answer.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommerceConnection } from '../../lib/commerce';
import type { ShippingDialogProduct } from './ShippingDialog';

const ShippingDialog = lazy(() => import('./ShippingDialog'));

export function ShippingInfo({ product, commerce }: { product: ShippingDialogProduct; commerce: CommerceConnection }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1));
    idle(() => void import('./resolve').then((m) => m.loadShippingMatrix(commerce)).catch(() => {}));
  }, [commerce]);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    // Focus goes back to the button that opened the modal.
    if (!next) window.setTimeout(() => button.current?.focus(), 0);
  };

  return (
    <p className="text-sm text-walnut-700" data-testid="delivery">
      {t('delivery_time')} ·{' '}
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
        className="cursor-pointer rounded-sm underline underline-offset-4 hover:text-walnut-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
        data-testid="shipping-modal-trigger"
      >
        {t('shipping_details')}
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <ShippingDialog open={open} onOpenChange={onOpenChange} product={product} commerce={commerce} />
        </Suspense>
      )}
    </p>
  );
}
