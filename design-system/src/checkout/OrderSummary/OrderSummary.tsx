import { useId, type ReactNode } from 'react';
import { formatPrice } from '../../commerce/Price/formatPrice';
import { cn } from '../../lib/cn';
import { AddressLines } from '../AddressLines/AddressLines';
import { useCheckoutStrings } from '../strings';
import type { PaymentMethodKind, ShippingAddress } from '../schemas/schemas';

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
  shippingAddress: ShippingAddress;
  /** Omitted when it equals the shipping address. */
  billingAddress?: ShippingAddress;
  paymentMethod: PaymentMethodKind;
  shippingMethod: string;
  subtotal: number;
  /** A positive amount taken off; 0 hides the row. */
  discount: number;
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
                <div className="size-16 shrink-0 overflow-hidden rounded-md bg-maple-100">{item.thumbnail}</div>
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
        <div>
          <h3 className="mb-1 text-sm font-semibold text-walnut-600">{t('shippingAddress')}</h3>
          <AddressLines address={order.shippingAddress} />
        </div>
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

      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 border-t border-maple-300 pt-4" data-slot="order-totals">
        <dt className="text-walnut-700">{t('subtotal')}</dt>
        <dd className="text-right">{money(order.subtotal)}</dd>
        {order.discount > 0 && (
          <>
            <dt className="text-oxblood-700">{t('discount')}</dt>
            <dd className="text-right text-oxblood-700" data-slot="order-discount">
              −{money(order.discount)}
            </dd>
          </>
        )}
        <dt className="text-walnut-700">{t('shipping')}</dt>
        <dd className="text-right">{order.shipping === 0 ? t('free') : money(order.shipping)}</dd>
        <dt className="text-walnut-700">{t('taxRate')}</dt>
        <dd className="text-right">{order.taxRate} %</dd>
        <dt className="border-t border-maple-300 pt-3 text-lg font-semibold">{t('total')}</dt>
        <dd className="border-t border-maple-300 pt-3 text-right text-lg font-semibold" data-slot="order-total">
          {money(order.total)}
          {order.taxRate > 0 && (
            <span className="block text-sm font-normal text-walnut-600">
              {t('taxIncluded', { rate: order.taxRate })}
            </span>
          )}
        </dd>
      </dl>
    </section>
  );
}
