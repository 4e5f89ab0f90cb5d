// Site-local NotFound composition until the library's content/NotFound lands: the spec's
// headline, a subline and a button back home, in the visitor's language (served with status 404).
import { buttonVariants } from '@tonewood/design-system';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Layout, type PageContextBase } from '../components/layout/Layout';
import { LocalizedLink } from '../components/layout/LocalizedLink';
import { Seo } from '../components/seo/Seo';
import { headT } from './fragments';

export default function NotFound({ pageContext }: PageProps<object, PageContextBase>) {
  const { t } = useTranslation();
  return (
    <Layout context={{ ...pageContext, route: '/' }}>
      <div className="mx-auto flex max-w-3xl flex-col items-start gap-5 px-4 py-24 sm:px-6">
        <p className="font-display text-7xl font-semibold text-amber-700" aria-hidden="true">
          404
        </p>
        <h1 className="font-display text-4xl font-semibold">{t('not_found_title')}</h1>
        <p className="text-lg text-walnut-700">{t('not_found_text')}</p>
        <LocalizedLink to="/" className={buttonVariants({ size: 'lg' })}>
          {t('not_found_cta')}
        </LocalizedLink>
      </div>
    </Layout>
  );
}

export function Head({ pageContext, data }: HeadProps<object, PageContextBase>) {
  return <Seo siteUrl={pageContext.chrome.siteUrl} language={pageContext.language} route="/404" title={headT(data as never, 'not_found_title')} noindex />;
}

export const query = graphql`
  query NotFound($language: String!) {
    locales: allLocale(filter: { language: { eq: $language } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
  }
`;
