// Pure rules of the search: Pagefind's answers into the design system's result and filter shapes.
import type { Availability, SearchFilterOption, SearchFilters, SearchResult } from '@tonewood/design-system';

/** What Pagefind's `result.data()` answers (the fields the shop uses). */
export interface PagefindResultData {
  url: string;
  excerpt?: string;
  meta: Record<string, string | undefined>;
  filters?: Record<string, string[] | undefined>;
}

const KINDS = ['product', 'journal', 'page'] as const;
const AVAILABILITIES: readonly Availability[] = ['available', 'built-to-order', 'out-of-stock'];

/** How many results the dialog shows; Pagefind loads each result's fragment, so fewer is faster. */
export const RESULT_LIMIT = 12;

/** Pagefind's excerpt marks matches with <mark>; the list shows plain text (entities decoded). */
export function plainExcerpt(html: string | undefined): string {
  if (!html) return '';
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) =>
      name === 'amp' ? '&' : name === 'lt' ? '<' : name === 'gt' ? '>' : name === 'quot' ? '"' : "'",
    )
    .replace(/\s+/g, ' ')
    .trim();
}

/** A site path without the trailing slash Pagefind gives directory pages (the server would redirect). */
export function sitePath(url: string): string {
  const path = url.replace(/index\.html$/, '');
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** A price from the page's Pagefind meta (major units), else null. */
function amount(value: string | undefined): number | null {
  const n = value != null && value !== '' ? Number(value) : null;
  return n != null && Number.isFinite(n) ? n : null;
}

/** One Pagefind result as a design-system search result; null when the page carries no kind. */
export function toSearchResult(data: PagefindResultData): SearchResult | null {
  const kind = KINDS.find((k) => k === data.meta.kind);
  if (!kind) return null;
  const availability = AVAILABILITIES.find((a) => a === data.filters?.availability?.[0]);
  const price = amount(data.meta.price);
  const original = amount(data.meta.price_original);
  const lowest = amount(data.meta.price_lowest);
  return {
    url: sitePath(data.url),
    kind,
    title: data.meta.title ?? sitePath(data.url),
    excerpt: plainExcerpt(data.excerpt),
    ...(kind === 'product' && {
      image: data.meta.image,
      price,
      ...(price != null && original != null && lowest != null && { reduction: { original, lowest } }),
      availability,
    }),
  };
}

/** Pagefind's filter counts (`{ category: { Gitarren: 7 } }`) as options, sorted by label. */
export function filterOptions(
  counts: Record<string, number> | undefined,
  order?: readonly string[],
): SearchFilterOption[] {
  const entries = Object.entries(counts ?? {}).filter(([, count]) => count > 0);
  const rank = (value: string) => (order ? order.indexOf(value) : -1);
  return entries
    .sort(([a], [b]) => (order ? rank(a) - rank(b) : a.localeCompare(b)))
    .map(([value, count]) => ({ value, count }));
}

export const availabilityOptions = (counts: Record<string, number> | undefined) =>
  filterOptions(counts, AVAILABILITIES).filter((o) => AVAILABILITIES.includes(o.value as Availability));

/** The chosen filters as Pagefind's `filters` search option (empty choices left out). */
export function pagefindFilters(filters: SearchFilters): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));
}
