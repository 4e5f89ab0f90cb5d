// The site's build, as a table of contents: each step lives in site/gatsby/.
//   bootstrap  .cache marker, Strapi check, the locales fragment, webpack settings
//   schema     the html field of Strapi rich text
//   siteData   the one query of the build, typed by GraphQL typegen, CMS links checked
//   pages/*    one module per page type, in both languages
//   routes     redirects, and after the build the route manifest, sitemap and headers
import type { GatsbyNode } from 'gatsby';
import { siteServices } from './site/config/env.mjs';
import { LANGUAGES } from '@tonewood/rules';
import { blogPages } from './site/gatsby/pages/blog';
import { catalogPages } from './site/gatsby/pages/catalog';
import { configuratorPages } from './site/gatsby/pages/configurator';
import { contentPages } from './site/gatsby/pages/content';
import { homePages } from './site/gatsby/pages/home';
import { pageMaker } from './site/gatsby/pages/page';
import { shellPages } from './site/gatsby/pages/shells';
import { planRoutes } from './site/gatsby/routes';
import { siteData } from './site/gatsby/siteData';

export { onCreateWebpackConfig, onPreBootstrap } from './site/gatsby/bootstrap';
export { createResolvers, createSchemaCustomization } from './site/gatsby/schema';
export { onPostBuild } from './site/gatsby/routes';

export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter, cache }) => {
  const services = siteServices(process.cwd());
  const data = await siteData({ graphql, reporter }, services.siteUrl);
  if (!data) return;
  const warn = (message: string) => reporter.warn(message);
  const commerce = { url: services.medusaUrl, key: services.medusaKey };
  const pages = LANGUAGES.flatMap((language) => {
    const step = { data, language, page: pageMaker(data, language, commerce), warn };
    return [
      ...homePages(step),
      ...contentPages(step),
      ...blogPages(step),
      ...catalogPages(step, commerce),
      ...configuratorPages(step),
      ...shellPages(step),
    ];
  });
  for (const page of pages) actions.createPage(page);
  await planRoutes({ data, pages, warn }, { actions, cache });
};
