// The order confirmation (/order/confirmation/{order id}, also reached later by its link): the
// thanks, the workshop's bank details for a bank transfer, and the order as Medusa placed it.
// The success page (/checkout/success?order=…) hands over to it at once.
import { Alert, Button, buttonVariants, OrderSummary } from '@tonewood/design-system';
import { navigate } from 'gatsby';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { HttpTypes } from '@medusajs/types';
import { storeApi, type CommerceConnection } from '../../lib/data';
import { cartKeyOf } from '../../lib/data/carts';
import { localizePath, SiteLink, type Language } from '../i18n';
import { useBrowserValue } from '../resilience';
import { orderPagePath } from '@tonewood/rules';
import { fetchOrderLinkToken, orderCart } from '../../lib/orderFunctions';
import { BankDetails, type BankAccount } from './BankDetails';
import { orderView } from './rules';

type Loaded =
  | { status: 'loading' }
  | { status: 'missing' | 'failed' }
  | { status: 'ready'; order: HttpTypes.StoreOrder; token: string | null };

/**
 * The order's link token, for the browser that placed the order: the site's server signs it only
 * for the cart the order came from (noted by the checkout in this tab) with that cart's key (kept
 * since the cart was created). It opens the order's email and addresses at Medusa and the order's
 * own page; elsewhere there is none.
 */
async function linkToken(orderId: string, language: Language) {
  const cartId = orderCart(orderId);
  const cartKey = cartId ? cartKeyOf(cartId) : undefined;
  return cartId && cartKey ? fetchOrderLinkToken({ orderId, cartId, cartKey, language }) : null;
}

export function OrderConfirmation({
  orderId,
  commerce,
  bankAccount,
  language,
  loading,
}: {
  orderId: string;
  commerce: CommerceConnection;
  bankAccount: BankAccount | null;
  language: Language;
  loading: ReactNode;
}) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const fetchOrder = useCallback(() => {
    linkToken(orderId, language)
      .then(async (token) => ({ token, order: await storeApi(commerce).orders.retrieve(orderId, token) }))
      .then(({ order, token }) => setLoaded({ status: 'ready', order, token }))
      .catch((error: { status?: number }) =>
        setLoaded({ status: error?.status === 404 || error?.status === 400 ? 'missing' : 'failed' }),
      );
  }, [commerce, orderId, language]);
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
  const order = orderView(loaded.order, (code) => t(`shipping_${code}`), language);
  return (
    <div className="grid gap-8">
      <p className="text-lg text-walnut-800" data-testid="order-thanks">
        {order.email
          ? t('order_thanks', { number: order.number, email: order.email })
          : t('order_thanks_no_email', { number: order.number })}
      </p>
      {order.bankTransfer && <BankDetails bankAccount={bankAccount} reference={order.number} amount={order.total} />}
      {loaded.token && <OrderPageLink orderId={orderId} token={loaded.token} language={language} />}
      <OrderSummary order={order} />
      <SiteLink href="/" className={buttonVariants({ variant: 'outline', className: 'justify-self-start' })}>
        {t('continue_shopping')}
      </SiteLink>
    </div>
  );
}

/** The link to the order's own page (its token: see linkToken). Elsewhere the confirmation mail carries it. */
function OrderPageLink({ orderId, token, language }: { orderId: string; token: string; language: Language }) {
  const { t } = useTranslation();
  return (
    <p className="grid gap-1" data-testid="order-page-link">
      <span>{t('order_page_link_text')}</span>
      <a
        href={orderPagePath(language, orderId, token)}
        referrerPolicy="no-referrer"
        className={buttonVariants({ variant: 'outline', className: 'justify-self-start' })}
      >
        {t('order_page_link')}
      </a>
    </p>
  );
}

/** The success page's ?order= (its address does not change while it is shown). */
const addressOrder = () => new URLSearchParams(window.location.search).get('order');

/** /checkout/success?order=…: says the order is placed and opens its confirmation. */
export function CheckoutSuccess({ language }: { language: Language }) {
  const { t } = useTranslation();
  const orderId = useBrowserValue(addressOrder, null);
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
