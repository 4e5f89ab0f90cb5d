// The search state both the dialog and the search page use: Pagefind's results for a query and
// the chosen filters, debounced as the visitor types. The status is derived: 'loading' from the
// keystroke until the answer for exactly this query and these filters is there (older answers
// stay on screen meanwhile and are never taken for the new one).
import type { SearchFilterOption, SearchFilters, SearchResult, SearchStatus } from '@tonewood/design-system';
import { useEffect, useState } from 'react';
import { loadPagefind } from './pagefind';
import { availabilityOptions, filterOptions, pagefindFilters, RESULT_LIMIT, toSearchResult } from './rules';

const DEBOUNCE_MS = 120;

interface Answer {
  key: string;
  results: SearchResult[];
  status: 'ready' | 'error';
}

export function useSearch(query: string) {
  const [filters, setFilters] = useState<SearchFilters>({ category: '', availability: '' });
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const [options, setOptions] = useState<{ category: SearchFilterOption[]; availability: SearchFilterOption[] }>({
    category: [],
    availability: [],
  });
  const term = query.trim();
  const key = JSON.stringify([term, filters]);

  // The filter values the index knows, once Pagefind is there.
  useEffect(() => {
    loadPagefind()
      .then((pagefind) => pagefind.filters())
      .then((counts) =>
        setOptions({
          category: filterOptions(counts.category),
          availability: availabilityOptions(counts.availability),
        }),
      )
      .catch(() => setUnavailable(true));
  }, []);

  useEffect(() => {
    if (!term) return;
    let current = true;
    const timer = setTimeout(() => {
      loadPagefind()
        .then((pagefind) => pagefind.search(term, { filters: pagefindFilters(filters) }))
        .then((search) => Promise.all((search?.results ?? []).slice(0, RESULT_LIMIT).map((r) => r.data())))
        .then((data) => {
          const results = data.map(toSearchResult).filter((r): r is SearchResult => r !== null);
          if (current) setAnswer({ key, results, status: 'ready' });
        })
        .catch(() => {
          if (current) setAnswer({ key, results: [], status: 'error' });
        });
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [term, filters, key]);

  const fresh = answer?.key === key ? answer : null;
  const status: SearchStatus = unavailable ? 'error' : !term ? 'idle' : (fresh?.status ?? 'loading');
  const results = term ? (answer?.results ?? []) : [];
  return { filters, setFilters, results, status, options };
}
