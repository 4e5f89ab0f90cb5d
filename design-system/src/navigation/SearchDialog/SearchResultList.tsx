import type { MouseEvent } from 'react';
import { AvailabilityBadge, type Availability } from '../../commerce/AvailabilityBadge';
import { Price } from '../../commerce/Price';
import { PriceBadge, priceDisplay } from '../../commerce/PriceBadge';
import type { ReducedPrice } from '../../commerce/types';
import { cn } from '../../lib/cn';
import { useSearchStrings } from './strings';

export type SearchResultKind = 'product' | 'journal' | 'page';

export interface SearchResult {
  /** The result's address on the site; also its key. */
  url: string;
  kind: SearchResultKind;
  title: string;
  /** Plain text around the match. */
  excerpt?: string;
  /** Products: the picture, the 'from' price (major units) and the availability. */
  image?: string;
  price?: number | null;
  /** A reduction of that price: the struck-through original and the 30-day lowest price. */
  reduction?: ReducedPrice;
  availability?: Availability;
}

/** A product result's price: a reduction with its original, 30-day lowest price and badge. */
function ResultPrice({ price, reduction }: { price: number; reduction?: ReducedPrice }) {
  const { reduced, percent } = priceDisplay(price, { reduction });
  return (
    <>
      {reduced && <PriceBadge percent={percent} size="sm" />}
      <Price amount={price} from compareAt={reduced?.original} lowestPrice={reduced?.lowest} size="sm" />
    </>
  );
}

const GROUPS: { kind: SearchResultKind; label: 'products' | 'journal' | 'pages' }[] = [
  { kind: 'product', label: 'products' },
  { kind: 'journal', label: 'journal' },
  { kind: 'page', label: 'pages' },
];

/** The results in the order they are shown (products, journal, pages), for keyboard movement. */
export function orderResults(results: SearchResult[]): SearchResult[] {
  return GROUPS.flatMap((group) => results.filter((r) => r.kind === group.kind));
}

export const resultId = (baseId: string, index: number) => `${baseId}-option-${index}`;

/** The ids of the group listboxes the search field controls (one listbox per group, as DocSearch does). */
export const listboxIds = (baseId: string) => GROUPS.map(({ kind }) => `${baseId}-listbox-${kind}`).join(' ');

export interface SearchResultListProps {
  results: SearchResult[];
  /**
   * 'listbox': the dialog's lists (a listbox per group), driven from the search field (aria-activedescendant);
   * 'list': plain grouped links, as on the search page.
   */
  mode?: 'listbox' | 'list';
  /** The element id the options' ids are built from (listbox mode). */
  baseId?: string;
  activeIndex?: number;
  /** Called when a result is chosen by pointer; without it the link is followed. */
  onNavigate?: (url: string) => void;
  onHover?: (index: number) => void;
  className?: string;
}

/** Search results grouped as products (picture, price, availability), journal posts and pages. */
export function SearchResultList({
  results,
  mode = 'list',
  baseId = 'search',
  activeIndex = -1,
  onNavigate,
  onHover,
  className,
}: SearchResultListProps) {
  const t = useSearchStrings();
  const listbox = mode === 'listbox';
  const ordered = orderResults(results);
  return (
    <div data-slot="search-results" className={cn('flex flex-col gap-5', className)}>
      {GROUPS.map(({ kind, label }) => {
        const items = results.filter((r) => r.kind === kind);
        if (!items.length) return null;
        const headingId = `${baseId}-group-${kind}`;
        return (
          <section key={kind} aria-labelledby={headingId} data-slot="search-group" data-kind={kind}>
            <h3 id={headingId} className="mb-2 text-xs font-semibold uppercase tracking-wide text-walnut-600">
              {t(label)}
            </h3>
            <ul
              id={listbox ? `${baseId}-listbox-${kind}` : undefined}
              role={listbox ? 'listbox' : undefined}
              aria-labelledby={listbox ? headingId : undefined}
              className="flex flex-col gap-1"
            >
              {items.map((result) => {
                const i = ordered.indexOf(result);
                const active = listbox && i === activeIndex;
                return (
                  <li key={result.url} role={listbox ? 'presentation' : undefined}>
                    <a
                      href={result.url}
                      id={listbox ? resultId(baseId, i) : undefined}
                      role={listbox ? 'option' : undefined}
                      aria-selected={listbox ? active : undefined}
                      tabIndex={listbox ? -1 : undefined}
                      data-slot="search-result"
                      data-active={active || undefined}
                      onMouseMove={onHover ? () => onHover(i) : undefined}
                      onClick={
                        onNavigate
                          ? (event: MouseEvent) => {
                              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                              event.preventDefault();
                              onNavigate(result.url);
                            }
                          : undefined
                      }
                      className={cn(
                        'flex items-center gap-3 rounded-md p-2 text-walnut-900 hover:bg-maple-200',
                        'focus-visible:outline-2 focus-visible:outline-amber-700',
                        active && 'bg-maple-200 outline-2 outline-amber-700',
                      )}
                    >
                      {kind === 'product' && (
                        <span className="size-14 shrink-0 overflow-hidden rounded bg-maple-100">
                          {result.image && (
                            <img src={result.image} alt="" width={56} height={56} className="size-14 object-cover" />
                          )}
                        </span>
                      )}
                      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                        <span className="font-semibold" data-slot="search-result-title">
                          {result.title}
                        </span>
                        {result.excerpt && (
                          <span className="line-clamp-2 text-sm text-walnut-700">{result.excerpt}</span>
                        )}
                        {kind === 'product' && (result.price != null || result.availability) && (
                          <span className="mt-1 flex flex-wrap items-center gap-2">
                            {result.price != null && <ResultPrice price={result.price} reduction={result.reduction} />}
                            {result.availability && <AvailabilityBadge status={result.availability} size="sm" />}
                          </span>
                        )}
                      </span>
                    </a>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
