// The site's route constants, shared by gatsby-node (page creation, route manifest), the server
// and the e2e tests. Languages and path prefixes: @tonewood/rules (language).

export const CATEGORY_HANDLES = ['guitars', 'basses', 'amplification', 'merch', 'ready-to-ship'];
export const CONTENT_PAGE_SLUGS = ['about', 'artists', 'partners'];
export const LEGAL_PAGE_SLUGS = [
  'cookies',
  'imprint',
  'privacy',
  'revocation-policy',
  'shipping-delivery',
  'terms-and-conditions',
  'accessibility',
];

/** The configurator (spec section 2): its configuration lives in the query string. */
export const CONFIGURATOR_ROUTE = '/configurator-test';

/** The search page (/search?q=): noindex, left out of the sitemap. */
export const SEARCH_ROUTE = '/search';

/** The withdrawal function (§ 356a BGB), linked in the footer of every page: noindex, left out of the sitemap. */
export const WITHDRAWAL_ROUTE = '/withdrawal';

/** Client-only routes: a static shell plus a match path, in both languages. */
export const CLIENT_ONLY_ROUTES = [
  { name: 'cart', path: '/cart', matchPath: '/cart' },
  { name: 'checkout-success', path: '/checkout/success', matchPath: '/checkout/success' },
  { name: 'checkout', path: '/checkout', matchPath: '/checkout/*' },
  { name: 'order-confirmation', path: '/order/confirmation', matchPath: '/order/confirmation/*' },
  // The guest order page (/order/{id}?token=...): the server checks the token before it sends the shell.
  // '/order/*', not '/order/:id': Gatsby would resolve the confirmation shell's own path, /order/confirmation, to it.
  { name: 'order', path: '/order', matchPath: '/order/*' },
];

/** The spec's fixed redirects of old addresses (section 2). */
export const FIXED_REDIRECTS = [
  { from: '/category/blog', to: '/blog', permanent: true },
  { from: '/en', to: '/', permanent: true },
  { from: '/kontakt', to: '/about', permanent: true },
  { from: '/2019/06/building-a-neck-contour-jig', to: '/blog/building-a-neck-contour-jig', permanent: true },
  { from: '/shop/tote-bag', to: '/product/tote-bag', permanent: true },
  { from: '/2018/tutorials', to: '/blog', permanent: true },
  { from: '/electric-guitars', to: '/guitars', permanent: true },
];

/** The product route of a product, by its first category. */
export function productPath(categoryHandles) {
  if (categoryHandles.includes('guitars')) return 'guitars';
  if (categoryHandles.includes('basses')) return 'basses';
  return 'product';
}
