// The design system's NotFound page in the visitor's language (served with status 404).
import { NotFound as NotFoundPage } from '@tonewood/design-system';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { SiteLink } from '../features/i18n';
import { Layout, type PageContextBase } from '../features/layout';
import { PageSeo } from '../features/seo';

export default function NotFound({ pageContext }: PageProps<object, PageContextBase>) {
  return (
    <Layout context={{ ...pageContext, route: '/' }}>
      <NotFoundPage homeHref="/" linkComponent={SiteLink} />
    </Layout>
  );
}

export function Head({ pageContext, data }: HeadProps<object, PageContextBase>) {
  return <PageSeo context={pageContext} data={data} route="/404" titleKey="not_found_title" noindex />;
}

export const query = graphql`
  query NotFound($language: String!) {
    ...PageLocales
  }
`;
