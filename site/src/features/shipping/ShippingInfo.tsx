// The product page's delivery line: the selected variant's delivery time (the delivery rule of
// @tonewood/rules: about 4-5 working days when it is ready, its product's build time plus
// delivery when it is built to order, nothing when it is out of stock) and a button that opens
// the shipping modal for the product in the current shipping country, its zone named in the
// page's language; the modal names the same delivery time. The modal, the matrix and with it the
// commerce client load on the first opening (not first-load JavaScript).
import { Button, type Availability } from '@tonewood/design-system';
import { deliveryLine, deliveryTimeText, deliveryTimeWith, type DeliveryTime, type Language } from '@tonewood/rules';
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
  availability,
  builtToOrder,
  language,
}: {
  product: ShippingDialogProduct;
  commerce: CommerceConnection;
  /** The zones' names in the page's language (the CMS setting ShippingZones). */
  zoneNames: ZoneNames;
  /** The selected variant's (the product's while none is selected). */
  availability: Availability;
  /** The product's delivery time when built to order (its Medusa metadata, read at build time). */
  builtToOrder: DeliveryTime;
  language: Language;
}) {
  const { t } = useTranslation();
  const delivery = deliveryTimeWith(availability, builtToOrder);
  // null until the first opening: the modal's code loads then.
  const [open, setOpen] = useState<boolean | null>(null);

  return (
    <p className="text-sm text-walnut-700" data-testid="delivery">
      {delivery && <>{deliveryLine(delivery, language)} · </>}
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
            deliveryTime={delivery ? deliveryTimeText(delivery, language) : false}
          />
        </Suspense>
      )}
    </p>
  );
}
