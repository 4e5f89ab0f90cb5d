import { VAT_PERCENT } from '@tonewood/rules';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { formatPrice } from '../Price';
import { useCommerceStrings } from '../strings';

/** One promotion's discount in a summary: its name and the amount (EUR, positive) it took off. */
export interface SummaryDiscount {
  label: string;
  amount: number;
}

export interface CartSummaryProps {
  subtotal: number;
  /** The VAT contained in (or, for export, added to) the total. */
  taxAmount: number;
  /** Shipping in EUR; 0 shows 'Free'; null or undefined shows 'Calculated at checkout'. */
  shipping?: number | null;
  /** A discount in EUR, shown as a negative row when above 0. */
  discount?: number;
  /** Discounts by promotion ('Code MERCH10', an automatic promotion's name), each its own row; instead of `discount`. */
  discounts?: SummaryDiscount[];
  total: number;
  /** 'included': '19% VAT included'; 'excluded': the export note. */
  taxMode?: 'included' | 'excluded';
  taxRate?: number;
  /** The checkout button or any call to action under the totals. */
  action?: ReactNode;
  /** Heading; defaults to 'Order summary' / 'Bestellübersicht'. */
  title?: string;
  className?: string;
}

/** Cart totals: subtotal, discount, shipping, VAT, total and the tax note. */
export function CartSummary({
  subtotal,
  taxAmount,
  shipping,
  discount,
  discounts,
  total,
  taxMode = 'included',
  taxRate = VAT_PERCENT,
  action,
  title,
  className,
}: CartSummaryProps) {
  const t = useCommerceStrings();
  const shippingText =
    shipping === null || shipping === undefined
      ? t('shippingPending')
      : shipping === 0
        ? t('shippingFree')
        : formatPrice(shipping);
  return (
    <section
      data-slot="cart-summary"
      aria-label={title ?? t('orderSummary')}
      className={cn('rounded-lg border border-maple-300 bg-white p-5 text-walnut-900', className)}
    >
      <h2 className="mb-4 font-display text-xl font-semibold">{title ?? t('orderSummary')}</h2>
      <dl className="flex flex-col gap-2 text-sm">
        <Row label={t('subtotal')} value={formatPrice(subtotal)} />
        {(discounts ?? (discount ? [{ label: t('discount'), amount: discount }] : []))
          .filter((line) => line.amount > 0)
          .map((line) => (
            <Row
              key={line.label}
              label={line.label}
              value={`−${formatPrice(line.amount)}`}
              className="text-oxblood-700"
              slot="cart-summary-discount"
            />
          ))}
        <Row label={t('shipping')} value={shippingText} muted={shipping === null || shipping === undefined} />
        <Row
          label={taxMode === 'included' ? t('vatAmount', { rate: taxRate }) : t('vat')}
          value={formatPrice(taxAmount)}
        />
        <TotalRow label={t('total')} amount={total} slot="cart-summary-total" className="mt-2" />
      </dl>
      <p className="mt-1 text-right text-xs text-walnut-600" data-slot="cart-summary-tax-note">
        {taxMode === 'included' ? t('vatIncluded', { rate: taxRate }) : t('exportNote')}
      </p>
      {action && <div className="mt-5 flex flex-col gap-2">{action}</div>}
    </section>
  );
}

function Row({
  label,
  value,
  muted,
  className,
  slot,
}: {
  label: string;
  value: string;
  muted?: boolean;
  className?: string;
  slot?: string;
}) {
  return (
    <div className={cn('flex items-baseline justify-between gap-4', className)} data-slot={slot}>
      <dt className="text-walnut-600">{label}</dt>
      <dd className={cn('tabular-nums', muted ? 'text-walnut-600' : 'font-medium')}>{value}</dd>
    </div>
  );
}

/** A summary's total line (the cart's, the configuration's): the amount large, over a rule. */
export function TotalRow({
  label,
  amount,
  slot,
  className,
}: {
  label: string;
  amount: number;
  slot: string;
  className: string;
}) {
  return (
    <div className={cn('flex items-baseline justify-between gap-4 border-t border-maple-300 pt-3', className)}>
      <dt className="text-base font-semibold">{label}</dt>
      <dd className="text-xl font-semibold tabular-nums" data-slot={slot}>
        {formatPrice(amount)}
      </dd>
    </div>
  );
}
