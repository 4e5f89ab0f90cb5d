// The cart page (/cart, /de/cart): a client-only shell with the cart read from Medusa in the
// browser. The checkout routes have their own template (checkout.tsx).
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { CartView, type CartProducts } from '../features/cart';
import { Layout, PageLoading, type PageContextBase } from '../features/layout';
import { PageSeo } from '../features/seo';

export interface Context extends PageContextBase {
  shell: 'cart';
  /** Each product's page and picture. */
  products?: CartProducts;
}

export default function ClientOnly({ pageContext }: PageProps<object, Context>) {
  const { t } = useTranslation();
  const loading = <PageLoading />;
  return (
    <Layout context={pageContext}>
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6" data-shell={pageContext.shell}>
        <h1 className="font-display text-4xl font-semibold">{t('cart_title')}</h1>
        {/* The empty cart's height (measured: 396 px on a phone, 340 px from sm) is held while the
            cart loads, so the footer does not move when it appears (Lighthouse's fresh profile has
            an empty cart: CLS 0.027 without it). */}
        <div className="mt-8 min-h-[24.75rem] sm:min-h-[21.25rem]">
          <CartView products={pageContext.products ?? {}} commerce={pageContext.commerce} loading={loading} />
        </div>
      </div>
    </Layout>
  );
}

export function Head({ pageContext, data }: HeadProps<object, Context>) {
  return <PageSeo context={pageContext} data={data} titleKey="cart_title" noindex />;
}

export const query = graphql`
  query ClientOnly($language: String!) {
    ...PageLocales
  }
`;
