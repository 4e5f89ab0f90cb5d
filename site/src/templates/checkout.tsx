// The checkout routes (/checkout/{cart id}, /checkout/success, /order/confirmation/{order id}) in
// both languages: client-only shells with the simplified header; what they show is read from
// Medusa in the browser (the checkout feature).
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import type { CartProducts } from '../features/cart';
import {
  CheckoutSuccess,
  CheckoutView,
  MissingId,
  OrderConfirmation,
  cartIdFromPath,
  type BankAccount,
} from '../features/checkout';
import { Layout, PageLoading, type PageContextBase, usesSimplifiedHeader } from '../features/layout';
import { PageSeo } from '../features/seo';

export interface Context extends PageContextBase {
  shell: 'checkout' | 'checkout-success' | 'order-confirmation';
  /** Each product's page and picture (the order summary's pictures). */
  products: CartProducts;
  bankAccount: BankAccount | null;
}

const TITLE_KEY: Record<Context['shell'], string> = {
  checkout: 'checkout_title',
  'checkout-success': 'checkout_success_title',
  'order-confirmation': 'order_confirmation_title',
};

export default function Checkout({ pageContext, location }: PageProps<object, Context>) {
  const { t } = useTranslation();
  const { shell, commerce, language } = pageContext;
  // A screen's height is held while the cart or order loads: the footer starts below the fold
  // instead of being pushed down when the form appears (CLS 0.135 without it).
  const loading = (
    <div className="min-h-svh">
      <PageLoading />
    </div>
  );
  // The ids come from the address (client-only routes); the static shell (no id) shows the skeleton,
  // and so does the page in the browser until MissingId knows the address has none.
  const cartId = shell === 'checkout' ? cartIdFromPath(location.pathname) : null;
  const orderId = shell === 'order-confirmation' ? cartIdFromPath(location.pathname, 'order/confirmation') : null;
  return (
    <Layout context={pageContext} simplified={usesSimplifiedHeader(pageContext)}>
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6" data-shell={shell}>
        <h1 className="font-display text-4xl font-semibold">{t(TITLE_KEY[shell])}</h1>
        <div className="mt-8">
          {shell === 'checkout-success' ? (
            <CheckoutSuccess language={language} />
          ) : cartId ? (
            <CheckoutView
              key={cartId}
              cartId={cartId}
              commerce={commerce}
              language={language}
              products={pageContext.products}
              loading={loading}
            />
          ) : orderId ? (
            <OrderConfirmation
              key={orderId}
              orderId={orderId}
              commerce={commerce}
              bankAccount={pageContext.bankAccount}
              language={language}
              loading={loading}
            />
          ) : (
            <MissingId shell={shell} language={language} loading={loading} />
          )}
        </div>
      </div>
    </Layout>
  );
}

export function Head({ pageContext, data }: HeadProps<object, Context>) {
  return <PageSeo context={pageContext} data={data} titleKey={TITLE_KEY[pageContext.shell]} noindex />;
}

export const query = graphql`
  query CheckoutShell($language: String!) {
    ...PageLocales
  }
`;
