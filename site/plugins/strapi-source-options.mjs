// Options for gatsby-source-strapi (5.x) against the Tonewood CMS (Strapi 5, see cms/README.md).
//
// - `version: 4` plus the `Strapi-Response-Format: v4` header: in its v5 mode the plugin keys nodes
//   by documentId, so the en and de versions of one document would merge into a single node. In v4
//   mode it keys them by the per-locale id, so every locale becomes its own node.
// - Collection types ask for `locale: '*'`: Strapi 5 answers every locale for `*` and nothing for
//   `all` (the value the plugin's `i18n.locale: 'all'` option would send for collection types).
// - Single types use `pluginOptions.i18n.locale: 'all'`: for single types the plugin reads the
//   default locale and then each entry of `localizations`, which works against the v4 format.
// - Every populate is spelled out so nested components and media arrive in one request.

const localizedSingleType = (singularName, populate) => ({
  singularName,
  queryParams: { populate },
  pluginOptions: { i18n: { locale: 'all' } },
});

const localizedCollectionType = (singularName, populate) => ({
  singularName,
  queryParams: { locale: '*', populate },
});

/**
 * @param {{ apiURL: string, accessToken: string }} connection the CMS URL and the read-only build
 *   token (STRAPI_API_URL and STRAPI_BUILD_TOKEN in cms/.site.env)
 * @returns the `options` object for `{ resolve: 'gatsby-source-strapi', options }`
 */
export function strapiSourceOptions({ apiURL, accessToken }) {
  return {
    apiURL,
    accessToken,
    version: 4,
    headers: { 'Strapi-Response-Format': 'v4' },
    queryLimit: 100,
    maxParallelRequests: 5,
    collectionTypes: [
      localizedCollectionType('article', { cover: true, seo: true }),
      localizedCollectionType('page', { cover: true, seo: true }),
      // The configurator's option groups (cms: configurator-option-group), values with their layer images.
      localizedCollectionType('configurator-option-group', { values: { populate: { layerImage: true } } }),
      // Redirects are not localized: one rule serves both languages.
      { singularName: 'redirect', queryParams: { populate: '*' } },
    ],
    singleTypes: [
      localizedSingleType('setting', { ShippingZones: true, socialLinks: true, contactFormUrls: true }),
      localizedSingleType('main-menu', {
        categories: {
          populate: {
            featured: { populate: { image: true } },
            sections: { populate: { items: true } },
          },
        },
        pages: true,
      }),
      localizedSingleType('meta-navigation', { categories: { populate: { pages: true } } }),
    ],
  };
}

/**
 * Throws one readable error when the CMS does not answer, so a site build can stop with a single
 * line naming the URL instead of the plugin's stack trace.
 * @param {{ apiURL: string, timeoutMs?: number }} options
 */
export async function assertStrapiReachable({ apiURL, timeoutMs = 5000 }) {
  const url = `${apiURL.replace(/\/$/, '')}/_health`;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (response.status >= 500) throw new Error(`status ${response.status}`);
  } catch (error) {
    throw new Error(
      `Strapi is not reachable at ${apiURL} (${error.message}); start it with \`npm start --prefix cms\`.`,
    );
  }
}
