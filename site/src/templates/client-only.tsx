// Shell for the client-only routes (/cart, /checkout/{id}, /checkout/success,
// /order/confirmation/{id}) in both languages: the frame, the cart page, and a loading state for
// the checkout routes (their behaviour comes with the checkout feature).
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { CartView, type CartProducts } from '../features/cart';
import { Layout, type PageContextBase, usesSimplifiedHeader } from '../features/layout';
import { PageSeo } from '../features/seo';

export interface Context extends PageContextBase {
  shell: 'cart' | 'checkout' | 'checkout-success' | 'order-confirmation';
  /** The cart shell's products: each one's page and picture. */
  products?: CartProducts;
}

const TITLE_KEY: Record<Context['shell'], string> = {
  cart: 'cart_title',
  checkout: 'checkout_title',
  'checkout-success': 'checkout_success_title',
  'order-confirmation': 'order_confirmation_title',
};

export default function ClientOnly({ pageContext }: PageProps<object, Context>) {
  const { t } = useTranslation();
  const loading = (
    <div role="status" aria-live="polite" className="space-y-3">
      <span className="sr-only">{t('loading')}</span>
      <div className="h-6 w-2/3 animate-pulse rounded bg-maple-200" />
      <div className="h-6 w-1/2 animate-pulse rounded bg-maple-200" />
      <div className="h-24 w-full animate-pulse rounded bg-maple-200" />
    </div>
  );
  return (
    <Layout context={pageContext} simplified={usesSimplifiedHeader(pageContext)}>
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6" data-shell={pageContext.shell}>
        <h1 className="font-display text-4xl font-semibold">{t(TITLE_KEY[pageContext.shell])}</h1>
        <div className="mt-8">
          {pageContext.shell === 'cart' ? (
            <CartView products={pageContext.products ?? {}} commerce={pageContext.commerce} loading={loading} />
          ) : (
            loading
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
  query ClientOnly($language: String!) {
    ...PageLocales
  }
`;
