// The guest order page (/order/{id}?token=..., /de/order/...): a client-only shell the server sends
// only for a genuine link (site/server/serve.mjs); the order is read through the site function.
// noindex, and no referrer leaves the page: the token is in its address.
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import type { BankAccount } from '../features/checkout';
import { Layout, PageLoading, type PageContextBase } from '../features/layout';
import { OrderPage, orderIdFromPath, tokenFromSearch } from '../features/order';
import { PageSeo } from '../features/seo';

export interface Context extends PageContextBase {
  shell: 'order';
  bankAccount: BankAccount | null;
}

export default function Order({ pageContext, location }: PageProps<object, Context>) {
  const { t } = useTranslation();
  const orderId = orderIdFromPath(location.pathname);
  const token = tokenFromSearch(location.search);
  return (
    <Layout context={pageContext}>
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6" data-shell="order">
        <h1 className="font-display text-4xl font-semibold">{t('order_page_title')}</h1>
        <div className="mt-8">
          {/* The static shell renders the skeleton; the browser reads the order of its address. */}
          <OrderPage
            key={`${orderId}:${token}`}
            orderId={orderId}
            token={token}
            language={pageContext.language}
            bankAccount={pageContext.bankAccount}
            loading={<PageLoading />}
          />
        </div>
      </div>
    </Layout>
  );
}

export function Head({ pageContext, data }: HeadProps<object, Context>) {
  return (
    <>
      <PageSeo context={pageContext} data={data} titleKey="order_page_title" noindex />
      <meta name="referrer" content="no-referrer" />
    </>
  );
}

export const query = graphql`
  query OrderShell($language: String!) {
    ...PageLocales
  }
`;
