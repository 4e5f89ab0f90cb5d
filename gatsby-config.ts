import type { GatsbyConfig } from 'gatsby';
import { siteServices } from './site/config/env.mjs';
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_COOKIE } from '@tonewood/rules';
import { strapiSourceOptions } from './site/plugins/strapi-source-options.mjs';

// Built-ins through process.getBuiltinModule (see site/config/env.mjs for why).
const path = process.getBuiltinModule('path');
const root = process.cwd();
const services = siteServices(root);

const config: GatsbyConfig = {
  siteMetadata: {
    siteUrl: services.siteUrl,
    title: 'Tonewood',
  },
  trailingSlash: 'never',
  jsxRuntime: 'automatic',
  // Types of the GraphQL schema and of every named query (the templates', site/gatsby's) as the
  // global namespace `Queries`, written on every build.
  graphqlTypegen: {
    typesOutputPath: 'site/gatsby-types.d.ts',
    generateOnBuild: true,
    documentSearchPaths: ['./gatsby-node.ts', './site/gatsby/**/*.ts'],
  },
  flags: { DEV_SSR: false },
  plugins: [
    'gatsby-plugin-postcss',
    // gatsby-source-strapi's peers. With them configured the schema has the ImageSharp types that
    // gatsby-transformer-sharp's fragments name, so GraphQL typegen validates; images are only
    // processed when a query asks, and none does.
    'gatsby-plugin-sharp',
    'gatsby-transformer-sharp',
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'locale', path: path.resolve(root, 'site/locales') },
    },
    {
      resolve: 'gatsby-source-strapi',
      options: strapiSourceOptions({ apiURL: services.strapiUrl, accessToken: services.strapiToken }),
    },
    {
      resolve: path.resolve(root, 'site/plugins/gatsby-source-medusa'),
      options: { backendUrl: services.medusaUrl, publishableKey: services.medusaKey },
    },
    {
      resolve: 'gatsby-plugin-react-i18next',
      options: {
        localeJsonSourceName: 'locale',
        languages: LANGUAGES,
        defaultLanguage: DEFAULT_LANGUAGE,
        generateDefaultLanguagePage: false,
        // The language choice lives in a 365-day cookie (site/src/features/i18n); the plugin's own
        // localStorage redirect stays off.
        redirect: false,
        siteUrl: services.siteUrl,
        trailingSlash: 'never',
        jsxRuntime: 'automatic',
        i18nextOptions: {
          interpolation: { escapeValue: false },
          keySeparator: false,
          nsSeparator: false,
          returnNull: false,
        },
        cookieName: LANGUAGE_COOKIE,
      },
    },
  ],
};

export default config;
