// The order confirmation (/order/confirmation/{order id}, also reached later by its link): the
// thanks, the workshop's bank details for a bank transfer, and the order as Medusa placed it.
// The success page (/checkout/success?order=…) hands over to it at once.
import { Alert, Button, buttonVariants, formatPrice, OrderSummary } from '@tonewood/design-system';
import { navigate } from 'gatsby';
import { useCallback, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { HttpTypes } from '@medusajs/types';
import { storeApi, type CommerceConnection } from '../../lib/data';
import { localizePath, SiteLink, type Language } from '../i18n';
import { orderView } from './rules';

/** The workshop's account for bank transfers (Strapi settings), or null when none is set. */
export interface BankAccount {
  holder: string;
  bank: string;
  iban: string;
  bic: string;
}

type Loaded =
  { status: 'loading' } | { status: 'missing' | 'failed' } | { status: 'ready'; order: HttpTypes.StoreOrder };

export function OrderConfirmation({
  orderId,
  commerce,
  bankAccount,
  loading,
}: {
  orderId: string;
  commerce: CommerceConnection;
  bankAccount: BankAccount | null;
  loading: ReactNode;
}) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const fetchOrder = useCallback(() => {
    storeApi(commerce)
      .orders.retrieve(orderId)
      .then((order) => setLoaded({ status: 'ready', order }))
      .catch((error: { status?: number }) =>
        setLoaded({ status: error?.status === 404 || error?.status === 400 ? 'missing' : 'failed' }),
      );
  }, [commerce, orderId]);
  useEffect(fetchOrder, [fetchOrder]);
  const load = () => {
    setLoaded({ status: 'loading' });
    fetchOrder();
  };

  if (loaded.status === 'loading') return loading;
  if (loaded.status !== 'ready')
    return (
      <Alert
        kind={loaded.status === 'missing' ? 'info' : 'error'}
        title={loaded.status === 'missing' ? t('order_missing_title') : undefined}
        action={
          loaded.status === 'failed' ? (
            <Button variant="outline" onClick={load}>
              {t('try_again')}
            </Button>
          ) : undefined
        }
      >
        {t(loaded.status === 'missing' ? 'order_missing' : 'order_unavailable')}
      </Alert>
    );
  const order = orderView(loaded.order, (code) => t(`shipping_${code}`));
  return (
    <div className="grid gap-8">
      <p className="text-lg text-walnut-800" data-testid="order-thanks">
        {t('order_thanks', { number: order.number, email: order.email })}
      </p>
      {order.bankTransfer && (
        <section
          aria-labelledby="bank-details"
          className="grid gap-3 rounded-lg border border-amber-700/40 bg-amber-100 p-6"
        >
          <h2 id="bank-details" className="font-display text-xl font-semibold">
            {t('order_bank_title')}
          </h2>
          <p>{t('order_bank_text')}</p>
          {bankAccount ? (
            <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
              {(
                [
                  ['bank_holder', bankAccount.holder],
                  ['bank_name', bankAccount.bank],
                  ['bank_iban', bankAccount.iban],
                  ['bank_bic', bankAccount.bic],
                  ['bank_reference', order.number],
                  ['bank_amount', formatPrice(order.total)],
                ] as const
              ).map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="font-medium text-walnut-800">{t(label)}</dt>
                  <dd className="font-mono tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p>{t('order_bank_missing')}</p>
          )}
        </section>
      )}
      <OrderSummary order={order} />
      <SiteLink href="/" className={buttonVariants({ variant: 'outline', className: 'justify-self-start' })}>
        {t('continue_shopping')}
      </SiteLink>
    </div>
  );
}

/** The success page's address does not change while it is shown. */
const noChanges = () => () => {};

/** /checkout/success?order=…: says the order is placed and opens its confirmation. */
export function CheckoutSuccess({ language }: { language: Language }) {
  const { t } = useTranslation();
  const orderId = useSyncExternalStore(
    noChanges,
    () => new URLSearchParams(window.location.search).get('order'),
    () => null,
  );
  useEffect(() => {
    if (orderId)
      void navigate(localizePath(language, `/order/confirmation/${encodeURIComponent(orderId)}`), { replace: true });
  }, [language, orderId]);
  return (
    <div className="grid gap-6" role="status">
      <p className="text-lg">{t('checkout_success_text')}</p>
      {orderId ? (
        <SiteLink
          href={`/order/confirmation/${encodeURIComponent(orderId)}`}
          className={buttonVariants({ className: 'justify-self-start' })}
        >
          {t('view_order')}
        </SiteLink>
      ) : (
        <SiteLink href="/" className={buttonVariants({ variant: 'outline', className: 'justify-self-start' })}>
          {t('continue_shopping')}
        </SiteLink>
      )}
    </div>
  );
}
