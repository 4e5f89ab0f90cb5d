// The withdrawal function, /withdrawal and /de/withdrawal (§ 356a BGB): two steps without an
// account, prefilled from the order page's link. Not indexed (noindex, not in the sitemap).
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Layout, type PageContextBase } from '../features/layout';
import { PageSeo } from '../features/seo';
import { WithdrawalView } from '../features/withdrawal';

export default function Withdrawal({ pageContext, location }: PageProps<object, PageContextBase>) {
  const { t } = useTranslation();
  return (
    <Layout context={pageContext}>
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <h1 className="font-display text-4xl font-semibold">{t('withdrawal_title')}</h1>
        <p className="mt-4 max-w-prose text-walnut-800">{t('withdrawal_intro')}</p>
        <div className="mt-8">
          <WithdrawalView language={pageContext.language} search={location.search} />
        </div>
      </div>
    </Layout>
  );
}

export function Head({ pageContext, data }: HeadProps<object, PageContextBase>) {
  return (
    <PageSeo
      context={pageContext}
      data={data}
      titleKey="withdrawal_title"
      descriptionKey="withdrawal_description"
      noindex
    />
  );
}

export const query = graphql`
  query Withdrawal($language: String!) {
    ...PageLocales
  }
`;
