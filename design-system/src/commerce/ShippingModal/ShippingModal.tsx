import { VAT_PERCENT } from '@tonewood/rules';
import type { ReactNode } from 'react';
import { Modal } from '../../primitives/Modal';
import { cn } from '../../lib/cn';
import { Spinner } from '../../primitives/Spinner/Spinner';
import { formatPrice } from '../Price';
import { useCommerceStrings } from '../strings';
import type { LinkComponent } from '../types';
import { BoxIcon, TruckIcon, WarningIcon } from '../../icons';

/** Why a product cannot be shipped to the current zone (spec section 5). */
export type ShippingUnavailableReason =
  'missing-data' | 'no-product-type' | 'no-zones' | 'zone-not-found' | 'no-options' | 'no-option-for-type';

export const shippingUnavailableReasons: readonly ShippingUnavailableReason[] = [
  'missing-data',
  'no-product-type',
  'no-zones',
  'zone-not-found',
  'no-options',
  'no-option-for-type',
];

/** The site's shipping calculation for one product, as the modal shows it. */
export type ShippingResult =
  | { status: 'free'; includesTax: boolean; zoneName?: string }
  | { status: 'paid'; amount: number; includesTax: boolean; zoneName?: string }
  | {
      status: 'unavailable';
      reason: ShippingUnavailableReason;
      /** The product type, for 'No shipping available for {type}'. */
      productType?: string;
      /** Replaces the library's text for the reason. */
      message?: string;
    };

export interface ShippingModalProduct {
  id?: string;
  title: string;
  subtitle?: string;
  type?: string;
}

export interface ShippingModalProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Called whenever the modal closes, so the site drops the product's shipping data. */
  onClose?: () => void;
  /** The button that opens the modal; focus returns to it on close. */
  trigger?: ReactNode;
  /** The product; without it the modal shows the 'no product data' message. */
  product?: ShippingModalProduct | null;
  /** True while the site calculates. */
  loading?: boolean;
  /** The calculation; none (and not loading) shows the generic calculation error. */
  result?: ShippingResult | null;
  /** VAT rate for the tax-included note. */
  taxRate?: number;
  /**
   * The delivery time to name: a text ('about 6-10 weeks' for a built-to-order variant, from the
   * delivery rule of @tonewood/rules), true for goods that are ready ('about 4-5 working days'),
   * false for a variant that is out of stock (no promise).
   */
  deliveryTime?: boolean | string;
  /** Where 'View details' leads; the site passes '/de/shipping-delivery' for German. */
  detailsHref?: string;
  linkComponent?: LinkComponent;
  /** Override texts (defaults are the spec's English texts and their German equivalents). */
  errorText?: string;
  noProductText?: string;
  title?: string;
}

/**
 * Delivery time, shipping costs and tax notes for one product in the current shipping zone,
 * with the spec's loading, free, paid and unavailable states. It holds no data of its own: it shows
 * only what its props hold, its content unmounts on close, and closing calls `onClose` so the site
 * drops the product's result before the next opening.
 */
export function ShippingModal({
  open,
  defaultOpen,
  onOpenChange,
  onClose,
  trigger,
  product,
  loading = false,
  result,
  taxRate = VAT_PERCENT,
  deliveryTime = true,
  detailsHref = '/shipping-delivery',
  linkComponent: Link = 'a',
  errorText,
  noProductText,
  title,
}: ShippingModalProps) {
  const t = useCommerceStrings();

  const handleOpenChange = (next: boolean) => {
    if (!next) onClose?.();
    onOpenChange?.(next);
  };

  let body: ReactNode;
  if (!product) {
    body = (
      <Notice tone="error" title={t('shippingUnavailable')} slot="shipping-no-product">
        <span className="inline-block first-letter:uppercase">{noProductText ?? t('noProductData')}</span>
      </Notice>
    );
  } else if (loading) {
    body = (
      <Facts t={t} deliveryTime={deliveryTime}>
        <p role="status" className="flex items-center gap-2 text-walnut-600" data-slot="shipping-loading">
          <Spinner size="md" />
          {t('calculatingShipping')}
        </p>
      </Facts>
    );
  } else if (!result) {
    body = (
      <Notice tone="error" title={t('shippingUnavailable')} slot="shipping-error">
        {errorText ?? t('shippingError')}
      </Notice>
    );
  } else if (result.status === 'unavailable') {
    body = (
      <Notice
        tone="error"
        title={t('shippingUnavailable')}
        hint={t('shippingUnavailableHint')}
        slot="shipping-unavailable"
      >
        <span data-slot="shipping-reason">
          {result.message ?? t(`reason.${result.reason}`, { type: result.productType ?? product.type ?? '' })}
        </span>
      </Notice>
    );
  } else {
    body = (
      <Facts t={t} zoneName={result.zoneName} deliveryTime={deliveryTime}>
        <p
          className={cn('text-lg font-semibold tabular-nums', result.status === 'free' && 'text-moss-700')}
          data-slot="shipping-amount"
        >
          {result.status === 'free' ? t('freeShipping') : formatPrice(result.amount)}
        </p>
        <p className="text-sm text-walnut-600" data-slot="shipping-tax-note">
          {result.includesTax ? t('shippingTaxIncluded', { rate: taxRate }) : t('shippingTaxExcluded')}
        </p>
      </Facts>
    );
  }

  return (
    <Modal
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={handleOpenChange}
      trigger={trigger}
      title={title ?? t('shippingTitle')}
      description={product ? [product.title, product.subtitle].filter(Boolean).join(' · ') : undefined}
      footer={
        <Link
          href={detailsHref}
          className="inline-flex items-center gap-1 rounded-sm text-sm font-medium text-amber-800 underline underline-offset-4 hover:text-walnut-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
        >
          {t('viewDetails')}
          <span aria-hidden="true">→</span>
        </Link>
      }
    >
      <div data-slot="shipping-modal" aria-live="polite">
        {body}
      </div>
    </Modal>
  );
}

type T = ReturnType<typeof useCommerceStrings>;

function Facts({
  t,
  zoneName,
  deliveryTime,
  children,
}: {
  t: T;
  zoneName?: string;
  deliveryTime: boolean | string;
  children: ReactNode;
}) {
  return (
    <dl className="grid gap-4 text-walnut-900 sm:grid-cols-[auto_1fr] sm:gap-x-8">
      {deliveryTime && (
        <>
          <dt className="flex items-center gap-2 self-start text-sm font-semibold sm:pt-0.5">
            <TruckIcon />
            {t('deliveryTime')}
          </dt>
          <dd className="-mt-3 pl-7 sm:mt-0 sm:pl-0" data-slot="shipping-delivery-time">
            {typeof deliveryTime === 'string' ? deliveryTime : t('deliveryTimeValue')}
          </dd>
        </>
      )}
      <dt className="flex items-center gap-2 self-start text-sm font-semibold sm:pt-0.5">
        <BoxIcon />
        {t('shippingCosts')}
      </dt>
      <dd className="-mt-3 flex flex-col gap-0.5 pl-7 sm:-mt-0.5 sm:pl-0">
        {children}
        {zoneName && <p className="text-sm text-walnut-600">{t('shippingTo', { zone: zoneName })}</p>}
      </dd>
    </dl>
  );
}

function Notice({
  tone,
  title,
  hint,
  slot,
  children,
}: {
  tone: 'error';
  title: string;
  hint?: string;
  slot: string;
  children: ReactNode;
}) {
  return (
    <div
      data-slot={slot}
      data-tone={tone}
      className="flex gap-3 rounded-md border border-oxblood-600/30 bg-oxblood-100 p-4 text-walnut-900"
    >
      <WarningIcon />
      <div className="flex flex-col gap-1">
        <p className="font-semibold text-oxblood-700">{title}</p>
        <p>{children}</p>
        {hint && <p className="mt-1 text-sm text-walnut-800">{hint}</p>}
      </div>
    </div>
  );
}
