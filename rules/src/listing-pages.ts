// Listing pages (issue 28): a category with more products than one page holds is split into
// pages of at most LISTING_PAGE_SIZE cards, the first at the category's own route and the others
// at `<route>/page/<n>`. The site's build makes the pages, its sitemap lists them, and the
// catalog bench checks that no page ships more cards.

/** The most product cards one listing page ships (a multiple of the grid's 2, 3 and 4 columns). */
export const LISTING_PAGE_SIZE = 48;

/** The route of page `page` (1-based) of the listing at `route`: page 1 is the listing itself. */
export function listingPageRoute(route: string, page: number): string {
  if (!Number.isInteger(page) || page < 1) throw new RangeError(`not a page number: ${page}`);
  return page === 1 ? route : `${route}/page/${page}`;
}

/**
 * `items` split into pages of at most `size`, in order. Always at least one page: a listing
 * without items is one empty page (the category page still exists).
 */
export function splitIntoPages<T>(items: readonly T[], size: number = LISTING_PAGE_SIZE): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`not a page size: ${size}`);
  const pages: T[][] = [];
  for (let start = 0; start < items.length; start += size) pages.push(items.slice(start, start + size));
  return pages.length ? pages : [[]];
}

/**
 * The page numbers a pagination bar links: the first, the last, the current one and its
 * neighbours; null where numbers are left out (shown as an ellipsis). A gap of one number shows
 * that number instead.
 */
export function paginationItems(current: number, total: number): (number | null)[] {
  const shown = new Set([1, total, current - 1, current, current + 1].filter((n) => n >= 1 && n <= total));
  for (const n of [...shown]) if (shown.has(n + 2) && n + 1 <= total) shown.add(n + 1);
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((n, i) => (i > 0 && n - sorted[i - 1]! > 1 ? [null, n] : [n]));
}
