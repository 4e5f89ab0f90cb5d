import { paginationItems } from '@tonewood/rules';
import { cn } from '../../lib/cn';
import { ChevronIcon } from '../../icons';
import { useNavigationStrings } from '../strings';
import type { NavLinkComponent } from '../types';

export interface PaginationProps {
  /** The page shown, 1-based. */
  current: number;
  /** How many pages the listing has; with one page nothing is rendered. */
  total: number;
  /** The address of page `page` (1-based). */
  hrefFor: (page: number) => string;
  linkComponent?: NavLinkComponent;
  className?: string;
}

const item =
  'inline-flex min-h-11 min-w-9 items-center justify-center gap-1 rounded-md px-2 text-sm sm:min-w-11 sm:px-3 font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700';

/**
 * The pages of a long listing: previous, the page numbers (first, last, the current one and its
 * neighbours, gaps shown as an ellipsis) and next, as links. The current page is marked with
 * aria-current; previous and next are left out on the first and last page. On phones previous and
 * next show their chevrons only (their names stay for screen readers), so the row fits 320 px.
 */
export function Pagination({ current, total, hrefFor, linkComponent: Link = 'a', className }: PaginationProps) {
  const t = useNavigationStrings();
  if (total <= 1) return null;
  return (
    <nav data-slot="pagination" aria-label={t('pagination')} className={cn('flex justify-center', className)}>
      <ul className="flex flex-wrap items-center justify-center gap-0.5 sm:gap-1">
        {current > 1 && (
          <li>
            <Link href={hrefFor(current - 1)} rel="prev" className={cn(item, 'hover:bg-maple-200')}>
              <ChevronIcon direction="left" />
              <span className="max-sm:sr-only">{t('previousPage')}</span>
            </Link>
          </li>
        )}
        {paginationItems(current, total).map((page, i) =>
          page === null ? (
            <li key={`gap-${i}`} aria-hidden className="px-2 text-walnut-600">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                href={hrefFor(page)}
                aria-label={t('pageNumber', { page })}
                aria-current={page === current ? 'page' : undefined}
                className={cn(
                  item,
                  page === current ? 'bg-walnut-900 text-maple-50' : 'text-walnut-800 hover:bg-maple-200',
                )}
              >
                {page}
              </Link>
            </li>
          ),
        )}
        {current < total && (
          <li>
            <Link href={hrefFor(current + 1)} rel="next" className={cn(item, 'hover:bg-maple-200')}>
              <span className="max-sm:sr-only">{t('nextPage')}</span>
              <ChevronIcon direction="right" />
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
