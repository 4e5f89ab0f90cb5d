// The design system's ShippingModal with the site's data: the product and its shipping result
// (calculateShipping over the matrix) for the market's country and zone tax map. Its own chunk,
// loaded on first opening. Nothing is kept on close, so every opening calculates afresh.
import { ShippingModal, type ShippingResult } from '@tonewood/design-system';
import { useEffect, useState } from 'react';
import type { CommerceConnection } from '../../lib/data';
import { SiteLink } from '../i18n';
import { useMarket, type ZoneNames } from '../market';
import { loadShippingMatrix } from './loadMatrix';
import { calculateShipping } from './matrix';

export interface ShippingDialogProduct {
  id?: string;
  title: string;
  subtitle?: string;
  type?: string | null;
}

export default function ShippingDialog({
  open,
  onOpenChange,
  product,
  commerce,
  zoneNames,
  deliveryTime,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  product: ShippingDialogProduct;
  commerce: CommerceConnection;
  /** The zones' names in the page's language (the CMS setting ShippingZones). */
  zoneNames: ZoneNames;
  /** The delivery time the modal names, as the delivery line says it; false for none (out of stock). */
  deliveryTime: string | false;
}) {
  const country = useMarket((state) => state.country);
  const matrix = useMarket((state) => state.matrix);
  const taxMap = useMarket((state) => state.taxMap);
  const [failed, setFailed] = useState(false);
  // The trigger, focused when the modal first opens, gets focus back on every close.
  const [opener] = useState(() => document.activeElement as HTMLElement | null);

  // The matrix loads on the first opening (at idle it usually came already).
  useEffect(() => {
    if (open && !matrix) loadShippingMatrix(commerce).catch(() => setFailed(true));
  }, [open, matrix, commerce]);

  // Calculated while open only: a closed modal holds no result, so each opening starts afresh.
  const result: ShippingResult | null =
    open && matrix ? calculateShipping({ product, matrix, country, taxMap, zoneNames }) : null;

  return (
    <ShippingModal
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) window.setTimeout(() => opener?.focus(), 0);
      }}
      onClose={() => setFailed(false)}
      product={{ id: product.id, title: product.title, subtitle: product.subtitle, type: product.type ?? undefined }}
      loading={open && !result && !failed}
      result={result}
      deliveryTime={deliveryTime}
      detailsHref="/shipping-delivery"
      linkComponent={SiteLink}
    />
  );
}
