// Client-only routes (a static shell plus a match path), the search page and the 404 page of each language; the
// German one also catches unknown /de/* paths in the browser. The cart shell carries each
// product's page and picture, so cart rows link to the built page and show the built image.
import { CLIENT_ONLY_ROUTES, SEARCH_ROUTE, WITHDRAWAL_ROUTE } from '../../config/routes.mjs';
import { DEFAULT_LANGUAGE } from '@tonewood/rules';
import { productCard, thumbnailOf } from './cards';
import type { PageStep } from './page';

export function shellPages({ data, language, page }: PageStep) {
  const products = Object.fromEntries(
    data.products.map((p) => {
      const { href, imageAlt } = productCard(p, language);
      return [p.handle, { href, image: thumbnailOf(p), imageAlt, madeToSpecification: p.madeToSpecification }];
    }),
  );
  return [
    ...CLIENT_ONLY_ROUTES.map((r) =>
      page({
        route: r.path,
        matchPath: r.matchPath,
        // The cart page and the order page have their templates; checkout, its success page and the
        // order confirmation theirs.
        template: r.name === 'cart' ? 'client-only' : r.name === 'order' ? 'order' : 'checkout',
        context: {
          shell: r.name,
          products,
          ...(r.name !== 'cart' && { bankAccount: data.bankAccount[language] }),
        },
      }),
    ),
    page({ route: SEARCH_ROUTE, template: 'search' }),
    page({ route: WITHDRAWAL_ROUTE, template: 'withdrawal' }),
    {
      ...page({ route: '/404', template: 'not-found' }),
      ...(language === DEFAULT_LANGUAGE ? { path: '/404/' } : { path: '/de/404/', matchPath: '/de/*' }),
    },
  ];
}
