import * as Dialog from '@radix-ui/react-dialog';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { Availability } from '../../commerce/AvailabilityBadge';
import { useDsStrings } from '../../i18n/useDsStrings';
import { cn } from '../../lib/cn';
import { DialogCloseButton, DialogShell } from '../../primitives/Drawer/Drawer';
import { listboxIds, orderResults, resultId, SearchResultList, type SearchResult } from './SearchResultList';
import { useSearchStrings } from './strings';
import { ChevronIcon, SearchIcon } from '../../icons';

export interface SearchFilterOption {
  value: string;
  /** Shown in the list; defaults to the value (availability values get the library's labels). */
  label?: string;
  count?: number;
}

export interface SearchFilters {
  category: string;
  availability: string;
}

export type SearchStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface SearchDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  query: string;
  onQueryChange: (query: string) => void;
  results: SearchResult[];
  status: SearchStatus;
  /** The category and availability values the index knows; a filter is shown when it has any. */
  categoryOptions?: SearchFilterOption[];
  availabilityOptions?: SearchFilterOption[];
  filters?: SearchFilters;
  onFiltersChange?: (filters: SearchFilters) => void;
  /** Opens a result (Enter on the active one, or a click). */
  onNavigate: (url: string) => void;
  className?: string;
}

const AVAILABILITY_LABELS: Record<Availability, 'available' | 'builtToOrder' | 'outOfStock'> = {
  available: 'available',
  'built-to-order': 'builtToOrder',
  'out-of-stock': 'outOfStock',
};

// appearance-none and a chevron of our own, as the Select primitive: the browser's arrow differs
// between Chromium versions (and browsers).
const selectClasses =
  'h-10 cursor-pointer appearance-none rounded-md border border-maple-400 bg-white pl-2 pr-8 text-sm text-walnut-900 focus-visible:outline-2 focus-visible:outline-amber-700';

/**
 * The shop's search: a dialog with a search field that drives a grouped result list (products
 * with picture, price and availability; journal posts; pages) as a combobox. Arrow keys move
 * through the results, Enter opens the active one (the first when none is chosen), Escape closes
 * and Radix returns focus to where it was. It holds no data: the query, results and filters come
 * through props, so it works with any search back end.
 */
export function SearchDialog({
  open,
  onOpenChange,
  query,
  onQueryChange,
  results,
  status,
  categoryOptions = [],
  availabilityOptions = [],
  filters = { category: '', availability: '' },
  onFiltersChange,
  onNavigate,
  className,
}: SearchDialogProps) {
  const t = useSearchStrings();
  const ds = useDsStrings();
  const baseId = useId().replace(/:/g, '');
  const ordered = useMemo(() => orderResults(results), [results]);
  // The chosen result, for the list it was chosen in: a new list starts with nothing chosen
  // (Enter then opens the first result).
  const [choice, setChoice] = useState<{ list: SearchResult[]; index: number }>({ list: ordered, index: -1 });
  const active = choice.list === ordered ? choice.index : -1;
  const setActive = (index: number) => setChoice({ list: ordered, index });
  // Focus goes back where it was when the dialog opened (the header entry, the phone menu's
  // entry, or the page for `/`): Radix returns it to a Dialog.Trigger only, and this dialog has
  // several openers.
  const returnFocusTo = useRef<HTMLElement | null>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!ordered.length) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = active < 0 && step < 0 ? ordered.length - 1 : (active + step + ordered.length) % ordered.length;
      setActive(next);
      document.getElementById(resultId(baseId, next))?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = ordered[Math.max(active, 0)];
      if (chosen) onNavigate(chosen.url);
    }
  };

  const trimmed = query.trim();
  const message =
    status === 'error'
      ? t('error')
      : status === 'loading'
        ? t('loading')
        : status === 'ready' && trimmed && !ordered.length
          ? t('noResults', { query: trimmed })
          : '';
  const setFilter = (key: keyof SearchFilters, value: string) => onFiltersChange?.({ ...filters, [key]: value });
  const optionLabel = (key: keyof SearchFilters, option: SearchFilterOption) =>
    option.label ??
    (key === 'availability' && option.value in AVAILABILITY_LABELS
      ? ds(AVAILABILITY_LABELS[option.value as Availability])
      : option.value);
  const filterSelect = (key: keyof SearchFilters, label: 'category' | 'availability', options: SearchFilterOption[]) =>
    options.length > 0 && (
      <label className="flex items-center gap-2 text-sm text-walnut-700">
        {t(label)}
        <span className="relative">
          <select
            className={selectClasses}
            value={filters[key]}
            data-slot={`search-filter-${key}`}
            onChange={(event) => setFilter(key, event.target.value)}
          >
            <option value="">{t('all')}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {optionLabel(key, option)}
                {option.count != null ? ` (${option.count})` : ''}
              </option>
            ))}
          </select>
          <ChevronIcon
            direction="down"
            className="pointer-events-none absolute right-2.5 top-1/2 size-4 -translate-y-1/2 text-walnut-700"
          />
        </span>
      </label>
    );

  return (
    <DialogShell open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        data-slot="search-dialog"
        data-status={status}
        aria-describedby={`${baseId}-hint`}
        onOpenAutoFocus={() => {
          returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
        className={cn(
          'fixed left-1/2 top-0 z-50 flex max-h-dvh w-full -translate-x-1/2 flex-col bg-maple-50 text-walnut-900 shadow-lg',
          'sm:top-[8dvh] sm:max-h-[84dvh] sm:w-[calc(100%-2rem)] sm:max-w-2xl sm:rounded-lg',
          'focus:outline-none data-[state=open]:animate-fade-in motion-reduce:animate-none',
          className,
        )}
      >
        <header className="flex items-center gap-3 border-b border-maple-300 px-4 py-3 sm:px-6">
          <Dialog.Title className="sr-only">{t('title')}</Dialog.Title>
          <SearchIcon className="size-5 shrink-0 text-walnut-600" />
          <input
            type="search"
            role="combobox"
            aria-label={t('label')}
            aria-expanded={ordered.length > 0}
            aria-controls={listboxIds(baseId)}
            aria-autocomplete="list"
            aria-activedescendant={active >= 0 ? resultId(baseId, active) : undefined}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="go"
            placeholder={t('placeholder')}
            value={query}
            onChange={(event) => onQueryChange(event.target.value)}
            onKeyDown={onKeyDown}
            data-slot="search-input"
            className="h-11 min-w-0 flex-1 rounded-md bg-transparent px-2 text-lg placeholder:text-walnut-500 focus-visible:outline-2 focus-visible:outline-amber-700"
          />
          <DialogCloseButton slot="search-close" />
        </header>
        {(categoryOptions.length > 0 || availabilityOptions.length > 0) && (
          <div className="flex flex-wrap gap-x-4 gap-y-2 border-b border-maple-300 px-4 py-2 sm:px-6">
            {filterSelect('category', 'category', categoryOptions)}
            {filterSelect('availability', 'availability', availabilityOptions)}
          </div>
        )}
        <div className="flex-1 overflow-y-auto px-4 py-4 sm:px-6">
          <p id={`${baseId}-hint`} className="sr-only">
            {t('hint')}
          </p>
          <p role="status" data-slot="search-status" className={cn('text-sm text-walnut-700', message && 'mb-3')}>
            {message ||
              (status === 'ready' && ordered.length ? (
                <span className="sr-only">{t('resultCount', { count: ordered.length })}</span>
              ) : null)}
          </p>
          {ordered.length > 0 && (
            <SearchResultList
              results={ordered}
              mode="listbox"
              baseId={baseId}
              activeIndex={active}
              onHover={setActive}
              onNavigate={onNavigate}
            />
          )}
        </div>
      </Dialog.Content>
    </DialogShell>
  );
}
