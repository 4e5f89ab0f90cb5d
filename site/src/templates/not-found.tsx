// The design system's NotFound page in the visitor's language (served with status 404).
import { NotFound as NotFoundPage } from '@tonewood/design-system';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Layout, type PageContextBase } from '../components/layout/Layout';
import { SiteLink } from '../components/layout/SiteLink';
import { Seo } from '../components/seo/Seo';
import { headT } from './fragments';

export default function NotFound({ pageContext }: PageProps<object, PageContextBase>) {
  return (
    <Layout context={{ ...pageContext, route: '/' }}>
      <NotFoundPage homeHref="/" linkComponent={SiteLink} />
    </Layout>
  );
}

export function Head({ pageContext, data }: HeadProps<object, PageContextBase>) {
  return (
    <Seo
      siteUrl={pageContext.chrome.siteUrl}
      language={pageContext.language}
      route="/404"
      title={headT(data as never, 'not_found_title')}
      noindex
    />
  );
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
