import { useId, type ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import type { SummaryDiscount } from '../../commerce/CartSummary';
import { formatPrice } from '../../commerce/Price/formatPrice';
import { cn } from '../../lib/cn';
import { AddressLines } from '../AddressLines/AddressLines';
import { useCheckoutStrings } from '../strings';
import type { PaymentMethodKind, ShippingAddress } from '../../schemas';

export interface OrderItem {
  id: string;
  title: string;
  /** E.g. the chosen variant ("Natural oil finish, left-handed"). */
  subtitle?: string;
  quantity: number;
  /** The line total in EUR major units. */
  total: number;
  /** A small picture of the item (an <img> or the site's image component). */
  thumbnail?: ReactNode;
}

export interface Order {
  number: string;
  items: OrderItem[];
  /** Left out where the viewer may not see personal data (an order opened by its id alone). */
  shippingAddress?: ShippingAddress;
  /** Omitted when it equals the shipping address. */
  billingAddress?: ShippingAddress;
  paymentMethod: PaymentMethodKind;
  shippingMethod: string;
  subtotal: number;
  /** A positive amount taken off; 0 hides the row. */
  discount: number;
  /** The discounts by promotion, each its own row, instead of `discount` ('Code MERCH10', an automatic promotion's name). */
  discounts?: SummaryDiscount[];
  shipping: number;
  total: number;
  /** In percent, e.g. 19; 0 for an export order without VAT. */
  taxRate: number;
}

export interface OrderSummaryProps {
  order: Order;
  /** The heading level that fits the page (the confirmation page's h1 is usually above it). */
  headingLevel?: 'h1' | 'h2';
  className?: string;
}

/** The order as confirmed: number, items, addresses, payment and shipping, and the totals. */
export function OrderSummary({ order, headingLevel = 'h2', className }: OrderSummaryProps) {
  const t = useCheckoutStrings();
  const titleId = useId();
  const Heading = headingLevel;
  const money = (amount: number) => formatPrice(amount);
  return (
    <section
      aria-labelledby={titleId}
      data-slot="order-summary"
      className={cn('grid gap-6 rounded-lg border border-maple-300 bg-white p-6', className)}
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <Heading id={titleId} className="font-display text-2xl font-semibold">
          {t('orderSummary')}
        </Heading>
        <p className="text-sm text-walnut-600">
          {t('orderNumber')}{' '}
          <span className="font-mono font-semibold text-walnut-900" data-slot="order-number">
            {order.number}
          </span>
        </p>
      </header>

      <div>
        <h3 className="sr-only">{t('items')}</h3>
        <ul className="divide-y divide-maple-300 border-y border-maple-300">
          {order.items.map((item) => (
            <li key={item.id} className="flex items-center gap-4 py-3">
              {item.thumbnail && (
                <div className="flex size-16 shrink-0 items-center overflow-hidden rounded-md bg-maple-100">
                  {item.thumbnail}
                </div>
              )}
              <div className="min-w-0 flex-1">
                <p className="font-medium text-walnut-900">{item.title}</p>
                {item.subtitle && <p className="text-sm text-walnut-600">{item.subtitle}</p>}
                <p className="text-sm text-walnut-600">{t('quantity', { quantity: item.quantity })}</p>
              </div>
              <p className="shrink-0 font-medium text-walnut-900">{money(item.total)}</p>
            </li>
          ))}
        </ul>
      </div>

      <div className="grid gap-6 sm:grid-cols-2">
        {order.shippingAddress && (
          <div>
            <h3 className="mb-1 text-sm font-semibold text-walnut-600">{t('shippingAddress')}</h3>
            <AddressLines address={order.shippingAddress} />
          </div>
        )}
        {order.billingAddress && (
          <div>
            <h3 className="mb-1 text-sm font-semibold text-walnut-600">{t('billingAddress')}</h3>
            <AddressLines address={order.billingAddress} />
          </div>
        )}
        <div>
          <h3 className="mb-1 text-sm font-semibold text-walnut-600">{t('payment')}</h3>
          <p>{t(order.paymentMethod === 'card' ? 'card' : 'bankTransfer')}</p>
        </div>
        <div>
          <h3 className="mb-1 text-sm font-semibold text-walnut-600">{t('shippingMethod')}</h3>
          <p>{order.shippingMethod}</p>
        </div>
      </div>

      <dl className="grid gap-2 border-t border-maple-300 pt-4" data-slot="order-totals">
        <TotalRow label={t('subtotal')}>{money(order.subtotal)}</TotalRow>
        {(order.discounts ?? (order.discount > 0 ? [{ label: t('discount'), amount: order.discount }] : []))
          .filter((line) => line.amount > 0)
          .map((line) => (
            <TotalRow key={line.label} label={line.label} tone="discount" slot="order-discount">
              −{money(line.amount)}
            </TotalRow>
          ))}
        <TotalRow label={t('shipping')}>{order.shipping === 0 ? t('free') : money(order.shipping)}</TotalRow>
        <TotalRow label={t('taxRate')}>{order.taxRate} %</TotalRow>
        <TotalRow label={t('total')} tone="total" slot="order-total">
          {money(order.total)}
          {order.taxRate > 0 && (
            <span className="block text-sm font-normal text-walnut-600">
              {t('taxIncluded', { rate: order.taxRate })}
            </span>
          )}
        </TotalRow>
      </dl>
    </section>
  );
}

const totalRow = cva('flex items-start justify-between gap-4', {
  variants: {
    tone: {
      default: '[&>dt]:text-walnut-700 [&>dd]:text-walnut-900',
      discount: 'text-oxblood-700',
      total: 'mt-1 border-t border-maple-300 pt-3 text-lg font-semibold text-walnut-900',
    },
  },
  defaultVariants: { tone: 'default' },
});

function TotalRow({
  label,
  children,
  tone,
  slot,
}: VariantProps<typeof totalRow> & { label: string; children: ReactNode; slot?: string }) {
  return (
    <div className={totalRow({ tone })}>
      <dt>{label}</dt>
      <dd className="text-right" data-slot={slot}>
        {children}
      </dd>
    </div>
  );
}
