// The search page, /search?q= and /de/search?q=: not indexed by search engines (noindex, not in
// the sitemap) nor by the site's own search (no data-pagefind-body).
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Layout, type PageContextBase } from '../features/layout';
import { SearchPage } from '../features/search';
import { PageSeo } from '../features/seo';

export default function Search({ pageContext }: PageProps<object, PageContextBase>) {
  const { t } = useTranslation();
  return (
    <Layout context={pageContext}>
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <h1 className="mb-8 font-display text-4xl font-semibold">{t('search_title')}</h1>
        <SearchPage language={pageContext.language} />
      </div>
    </Layout>
  );
}

export function Head({ pageContext, data }: HeadProps<object, PageContextBase>) {
  return (
    <PageSeo context={pageContext} data={data} titleKey="search_title" descriptionKey="search_description" noindex />
  );
}

export const query = graphql`
  query Search($language: String!) {
    ...PageLocales
  }
`;
