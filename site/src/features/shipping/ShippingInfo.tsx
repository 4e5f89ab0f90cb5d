// The product page's delivery line: the delivery time and a button that opens the shipping modal
// for the product in the current shipping country. The modal, the matrix and with it the commerce
// client load on the first opening (not first-load JavaScript).
import { Button } from '@tonewood/design-system';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommerceConnection } from '../../lib/commerce';
import type { ShippingDialogProduct } from './ShippingDialog';

const ShippingDialog = lazy(() => import('./ShippingDialog'));

export function ShippingInfo({ product, commerce }: { product: ShippingDialogProduct; commerce: CommerceConnection }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    // Focus goes back to the button that opened the modal.
    if (!next) window.setTimeout(() => button.current?.focus(), 0);
  };

  return (
    <p className="text-sm text-walnut-700" data-testid="delivery">
      {t('delivery_time')} ·{' '}
      <Button
        ref={button}
        variant="link"
        aria-haspopup="dialog"
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
        className="h-auto px-0 text-sm"
        data-testid="shipping-modal-trigger"
      >
        {t('shipping_details')}
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <ShippingDialog open={open} onOpenChange={onOpenChange} product={product} commerce={commerce} />
        </Suspense>
      )}
    </p>
  );
}
