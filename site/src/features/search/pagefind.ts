// Pagefind's browser API, loaded on first use from the index the build writes to /pagefind/
// (site/build/search-index.mjs). It picks the index of the page's <html lang>: German pages
// search the German index only, English pages the English one. Not bundled by webpack: the
// file is part of the build output, not of the app.
import type { PagefindResultData } from './rules';

interface PagefindSearch {
  results: { id: string; data: () => Promise<PagefindResultData> }[];
}

export interface Pagefind {
  options: (options: { excerptLength?: number }) => Promise<void>;
  init: () => Promise<void>;
  search: (query: string | null, options?: { filters?: Record<string, string> }) => Promise<PagefindSearch | null>;
  filters: () => Promise<Record<string, Record<string, number>>>;
}

/** Written by the build next to the pages; a variable, so no bundler (webpack, Storybook's Vite) resolves it. */
const PAGEFIND_URL = '/pagefind/pagefind.js';

let loading: Promise<Pagefind> | undefined;

/** The Pagefind module, initialised once per page load; a failed load is tried again next time. */
export function loadPagefind(): Promise<Pagefind> {
  loading ??= (import(/* webpackIgnore: true */ /* @vite-ignore */ PAGEFIND_URL) as Promise<Pagefind>)
    .then(async (pagefind) => {
      await pagefind.options({ excerptLength: 18 });
      await pagefind.init();
      return pagefind;
    })
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}
