// The search page (/search?q=, /de/search?q=): a plain GET form that works without JavaScript,
// a message (noscript) saying results need JavaScript, and with JavaScript the results for the
// query below it, starting with ?q= of the address.
import { SearchResultList } from '@tonewood/design-system';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localizePath, type Language } from '../i18n';
import { useBrowserValue } from '../resilience';
import { useSearch } from './useSearch';

const addressQuery = () => new URLSearchParams(window.location.search).get('q') ?? '';

export function SearchPage({ language }: { language: Language }) {
  const { t } = useTranslation();
  // The address's ?q= until the visitor types (the server renders the empty form).
  const fromAddress = useBrowserValue(addressQuery, '');
  const [typed, setTyped] = useState<string | null>(null);
  const query = typed ?? fromAddress;
  const search = useSearch(query);
  const term = query.trim();
  return (
    <div className="space-y-6">
      <form
        role="search"
        action={localizePath(language, '/search')}
        method="get"
        className="flex flex-wrap gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          window.history.replaceState(null, '', `?q=${encodeURIComponent(query)}`);
        }}
      >
        <label htmlFor="search-page-q" className="sr-only">
          {t('search_label')}
        </label>
        <input
          id="search-page-q"
          type="search"
          name="q"
          value={query}
          onChange={(event) => setTyped(event.target.value)}
          className="h-11 min-w-0 flex-1 rounded-md border border-maple-400 bg-white px-3 text-lg focus-visible:outline-2 focus-visible:outline-amber-700"
        />
        <button
          type="submit"
          className="h-11 rounded-md bg-walnut-900 px-5 font-semibold text-maple-50 hover:bg-walnut-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
        >
          {t('search_submit')}
        </button>
      </form>
      <noscript>
        <p data-testid="search-no-js" className="rounded-md border border-amber-300 bg-amber-50 p-4 text-walnut-800">
          {t('search_needs_js')}
        </p>
      </noscript>
      <p role="status" className="text-walnut-700" data-testid="search-page-status">
        {search.status === 'error'
          ? t('search_error')
          : search.status === 'ready' && term
            ? search.results.length
              ? t('search_count', { count: search.results.length, query: term })
              : t('search_none', { query: term })
            : ''}
      </p>
      {search.status === 'ready' && search.results.length > 0 && <SearchResultList results={search.results} />}
    </div>
  );
}
