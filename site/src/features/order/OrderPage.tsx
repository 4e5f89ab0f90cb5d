// The guest order page (/order/{id}?token=..., /de/order/...): the order behind a signed link,
// read through the site's server (the browser never holds admin credentials): its number and
// date, payment (the bank details while a transfer is awaited), shipping with the carrier's
// tracking, the items, addresses and totals, and the withdrawal link while the period is open.
import { Alert, Button, buttonVariants, OrderSummary } from '@tonewood/design-system';
import type { OrderView } from '@tonewood/design-system/schemas';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchOrder, type OrderLookupResult } from '../../lib/orderFunctions';
import { BankDetails, type BankAccount } from '../checkout';
import { localizePath, type Language } from '../i18n';
import { useHydrated } from '../resilience';
import { formatDay, formatOrderDate, summaryOf } from './rules';

const SHIPPING_CODES = ['standard', 'express'];

type Loaded = { status: 'loading' } | OrderLookupResult;

export function OrderPage({
  orderId,
  token,
  language,
  bankAccount,
  loading,
}: {
  orderId: string | null;
  token: string | null;
  language: Language;
  bankAccount: BankAccount | null;
  loading: ReactNode;
}) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!orderId || !token) return;
    let current = true;
    void fetchOrder({ id: orderId, token, language }).then((result) => current && setLoaded(result));
    return () => {
      current = false;
    };
  }, [orderId, token, language, attempt]);
  const retry = () => {
    setLoaded({ status: 'loading' });
    setAttempt((n) => n + 1);
  };
  // The static shell (rendered at build time, no address) shows the skeleton; in the browser an
  // address without id or token has nothing to ask for (the server sends such links the 404 page).
  const inBrowser = useHydrated();
  const shown: Loaded = !inBrowser
    ? { status: 'loading' }
    : !orderId || !token
      ? { status: 'missing', message: '' }
      : loaded;

  if (shown.status === 'loading') return loading;
  if (shown.status !== 'ready')
    return (
      <Alert
        kind={shown.status === 'missing' ? 'info' : 'error'}
        title={shown.status === 'missing' ? t('order_missing_title') : undefined}
        action={
          shown.status === 'failed' ? (
            <Button variant="outline" onClick={retry}>
              {t('try_again')}
            </Button>
          ) : undefined
        }
      >
        <span data-testid="order-page-state" data-state={shown.status}>
          {shown.message || t(shown.status === 'missing' ? 'order_page_missing' : 'order_unavailable')}
        </span>
      </Alert>
    );
  return <OrderDetails order={shown.order} token={token ?? ''} language={language} bankAccount={bankAccount} />;
}

function OrderDetails({
  order,
  token,
  language,
  bankAccount,
}: {
  order: OrderView;
  token: string;
  language: Language;
  bankAccount: BankAccount | null;
}) {
  const { t } = useTranslation();
  const number = `#${order.displayId}`;
  const { payment, fulfilment, withdrawal } = order;
  const paymentText =
    payment.state === 'awaiting' && payment.method === 'card'
      ? t('order_payment_awaiting_card')
      : t(`order_payment_${payment.state}`);
  const fulfilmentText =
    fulfilment.state === 'delivered' && fulfilment.deliveredAt
      ? t('order_fulfilment_delivered', { date: formatOrderDate(fulfilment.deliveredAt, language) })
      : fulfilment.state !== 'workshop' && fulfilment.shippedAt
        ? t('order_fulfilment_shipped', { date: formatOrderDate(fulfilment.shippedAt, language) })
        : t('order_fulfilment_workshop');
  const withdrawalHref = `${localizePath(language, '/withdrawal')}?${new URLSearchParams({ order: order.id, token })}`;
  return (
    <div className="grid gap-8" data-testid="order-page" data-order={order.id}>
      <p className="text-lg text-walnut-800">
        {t('order_page_intro', { number, date: formatOrderDate(order.createdAt, language) })}
      </p>
      {order.canceled && <Alert kind="warning">{t('order_canceled')}</Alert>}

      <div className="grid gap-4 sm:grid-cols-2">
        <StatusCard slot="order-payment" state={payment.state} title={t('order_payment_title')} status={paymentText} />
        <StatusCard
          slot="order-fulfilment"
          state={fulfilment.state}
          title={t('order_fulfilment_title')}
          status={fulfilmentText}
        >
          {fulfilment.trackingNumber && (
            <dl className="flex flex-wrap gap-x-1 text-walnut-800">
              <dt>{t('order_tracking_number')}</dt>
              <dd className="font-mono" data-slot="order-tracking-number">
                {fulfilment.trackingNumber}
              </dd>
            </dl>
          )}
          {fulfilment.trackingUrl && (
            <a
              href={fulfilment.trackingUrl}
              target="_blank"
              rel="noopener noreferrer"
              referrerPolicy="no-referrer"
              className="justify-self-start font-medium text-walnut-900 underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2"
            >
              {t('order_tracking_link')}
              <span className="sr-only"> {t('order_opens_new_tab')}</span>
            </a>
          )}
        </StatusCard>
      </div>

      {payment.method === 'bank-transfer' && payment.state === 'awaiting' && !order.canceled && (
        <BankDetails bankAccount={bankAccount} reference={number} amount={order.totals.total} />
      )}

      <div className="grid gap-2">
        <OrderSummary
          order={summaryOf(order, language, (code) =>
            SHIPPING_CODES.includes(code) ? t(`shipping_${code}`) : order.shippingMethod.name,
          )}
        />
        {!order.totals.taxIncluded && (
          <p className="text-sm text-walnut-600" data-slot="order-export-note">
            {t('order_export_note')}
          </p>
        )}
      </div>

      {withdrawal.open && !order.canceled && (
        <section aria-labelledby="order-withdrawal" className="grid gap-3" data-slot="order-withdrawal">
          <h2 id="order-withdrawal" className="font-display text-xl font-semibold">
            {t('order_withdrawal_title')}
          </h2>
          <p>{t('order_withdrawal_until', { date: formatDay(withdrawal.lastDay, language) })}</p>
          <a
            href={withdrawalHref}
            referrerPolicy="no-referrer"
            className={buttonVariants({ variant: 'outline', className: 'justify-self-start' })}
          >
            {t('order_withdraw')}
          </a>
        </section>
      )}
    </div>
  );
}

/** One of the order's two states (payment, shipping): a titled card with the state and its details. */
function StatusCard({
  slot,
  state,
  title,
  status,
  children,
}: {
  slot: string;
  state: string;
  title: string;
  status: string;
  children?: ReactNode;
}) {
  return (
    <section
      aria-labelledby={slot}
      data-slot={slot}
      data-state={state}
      className="grid content-start gap-1 rounded-lg border border-maple-300 bg-white p-6"
    >
      <h2 id={slot} className="text-sm font-semibold text-walnut-600">
        {title}
      </h2>
      <p className="text-lg font-semibold text-walnut-900">{status}</p>
      {children}
    </section>
  );
}
