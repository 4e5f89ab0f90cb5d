// The product page's delivery line: the delivery time (only where the selected variant can be
// bought: an out-of-stock one promises none) and a button that opens the shipping modal for the
// product in the current shipping country, its zone named in the page's language (the modal too
// names no delivery time for an out-of-stock variant). The modal, the matrix and with it the
// commerce client load on the first opening (not first-load JavaScript).
import { Button } from '@tonewood/design-system';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommerceConnection } from '../../lib/data';
import type { ZoneNames } from '../market';
import type { ShippingDialogProduct } from './ShippingDialog';

const ShippingDialog = lazy(() => import('./ShippingDialog'));

export function ShippingInfo({
  product,
  commerce,
  zoneNames,
  promiseDelivery = true,
}: {
  product: ShippingDialogProduct;
  commerce: CommerceConnection;
  /** The zones' names in the page's language (the CMS setting ShippingZones). */
  zoneNames: ZoneNames;
  /** Whether to name the delivery time: false for a variant that is out of stock. */
  promiseDelivery?: boolean;
}) {
  const { t } = useTranslation();
  // null until the first opening: the modal's code loads then.
  const [open, setOpen] = useState<boolean | null>(null);

  return (
    <p className="text-sm text-walnut-700" data-testid="delivery">
      {promiseDelivery && <>{t('delivery_time')} · </>}
      <Button
        variant="link"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="h-auto px-0 text-sm"
        data-testid="shipping-modal-trigger"
      >
        {t('shipping_details')}
      </Button>
      {open != null && (
        <Suspense fallback={null}>
          <ShippingDialog
            open={open}
            onOpenChange={setOpen}
            product={product}
            commerce={commerce}
            zoneNames={zoneNames}
            deliveryTime={promiseDelivery}
          />
        </Suspense>
      )}
    </p>
  );
}
