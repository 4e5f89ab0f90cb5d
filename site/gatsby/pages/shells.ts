// Client-only routes (a static shell plus a match path) and the 404 page of each language; the
// German one also catches unknown /de/* paths in the browser.
import { CLIENT_ONLY_ROUTES } from '../../config/routes.mjs';
import { DEFAULT_LANGUAGE } from '../../src/features/i18n/language.mjs';
import type { PageStep } from './page';

export function shellPages({ language, page }: PageStep) {
  return [
    ...CLIENT_ONLY_ROUTES.map((r) =>
      page({ route: r.path, matchPath: r.matchPath, template: 'client-only', context: { shell: r.name } }),
    ),
    {
      ...page({ route: '/404', template: 'not-found' }),
      ...(language === DEFAULT_LANGUAGE ? { path: '/404/' } : { path: '/de/404/', matchPath: '/de/*' }),
    },
  ];
}
