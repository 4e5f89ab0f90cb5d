// The built category pages and the product cards each ships (issue 28: none more than
// LISTING_PAGE_SIZE of @tonewood/rules). Read by the e2e run (the seeded catalog) and the catalog
// bench (the generated one): /<category>, /<category>/page/<n> and their German twins under /de.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CATEGORY_HANDLES } from '../config/routes.mjs';
import { LANGUAGES, localizePath } from '@tonewood/rules';

const CARD = /data-slot="product-card"/g;

/** Every built category page: its path, the cards it ships and the page links its pagination holds. */
export function categoryPages(publicDir) {
  const pages = [];
  for (const language of LANGUAGES) {
    for (const handle of CATEGORY_HANDLES) {
      const base = localizePath(language, `/${handle}`);
      const pageDir = path.join(publicDir, base, 'page');
      const numbers = existsSync(pageDir)
        ? readdirSync(pageDir)
            .filter((name) => /^\d+$/.test(name))
            .map(Number)
        : [];
      for (const route of [base, ...numbers.sort((a, b) => a - b).map((n) => `${base}/page/${n}`)]) {
        const file = path.join(publicDir, route, 'index.html');
        if (!existsSync(file)) continue;
        const html = readFileSync(file, 'utf8');
        pages.push({ path: route, language, category: handle, cards: html.match(CARD)?.length ?? 0, html });
      }
    }
  }
  return pages;
}
