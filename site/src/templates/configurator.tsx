// The configurator (/configurator-test, /de/configurator-test): the models from Medusa and the
// option groups from Strapi arrive in the page context (site/gatsby/pages/configurator.ts).
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { ConfiguratorView, type ConfiguratorGroup, type ConfiguratorModel } from '../features/configurator';
import { Layout, type PageContextBase } from '../features/layout';
import { PageSeo } from '../features/seo';

export interface Context extends PageContextBase {
  models: ConfiguratorModel[];
  groups: ConfiguratorGroup[];
}

export default function Configurator({ pageContext }: PageProps<object, Context>) {
  return (
    <Layout context={pageContext} search="page">
      <ConfiguratorView language={pageContext.language} models={pageContext.models} groups={pageContext.groups} />
    </Layout>
  );
}

export function Head({ pageContext, data }: HeadProps<object, Context>) {
  return (
    <PageSeo
      context={pageContext}
      data={data}
      titleKey="configurator_title"
      descriptionKey="configurator_description"
    />
  );
}

export const query = graphql`
  query Configurator($language: String!) {
    ...PageLocales
  }
`;
