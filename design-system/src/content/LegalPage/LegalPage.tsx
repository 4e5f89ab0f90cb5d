import { useMemo, type ReactNode } from 'react';
import { formatLongDate, languageOfLocale } from '@tonewood/rules';
import { useLocale } from 'react-aria';
import { cn } from '../../lib/cn';
import type { NavLinkComponent } from '../../navigation/types';
import { parsePostDate } from '../BlogCard';
import { RichText, extractHeadings } from '../RichText';
import { useContentStrings } from '../strings';

export interface LegalPageProps {
  title: ReactNode;
  /** ISO date of the last change, shown as 'Last updated: 1 March 2026'. */
  lastUpdated?: string;
  /** The page body as markdown from the content service. */
  markdown: string;
  /** Lists the body's level-2 and level-3 headings as a table of contents. */
  showTableOfContents?: boolean;
  linkComponent?: NavLinkComponent;
  className?: string;
}

/** Layout of the legal pages (imprint, privacy, terms, revocation, shipping, cookies). */
export function LegalPage({
  title,
  lastUpdated,
  markdown,
  showTableOfContents = false,
  linkComponent,
  className,
}: LegalPageProps) {
  const t = useContentStrings();
  // The long date in UTC as Intl writes it (formatLongDate: written out, no Intl at hydration).
  const language = languageOfLocale(useLocale().locale);
  const headings = useMemo(
    () => (showTableOfContents ? extractHeadings(markdown) : []),
    [markdown, showTableOfContents],
  );
  const updated = lastUpdated ? parsePostDate(lastUpdated) : null;
  const withToc = headings.length > 0;
  return (
    <article
      data-slot="legal-page"
      className={cn(
        'mx-auto max-w-6xl px-4 py-10 lg:px-8 lg:py-16',
        withToc && 'lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-12',
        className,
      )}
    >
      <header className={cn('mb-8', withToc && 'lg:col-span-2')}>
        <h1 className="font-display text-3xl font-semibold leading-tight break-words text-walnut-900 sm:text-4xl">
          {title}
        </h1>
        {updated && lastUpdated && (
          <p className="mt-2 text-sm text-walnut-600">
            {t('lastUpdated', { date: formatLongDate(updated, language) })}
          </p>
        )}
      </header>
      {withToc && (
        <nav aria-labelledby="legal-toc-heading" className="mb-8 lg:sticky lg:top-8 lg:mb-0 lg:self-start">
          <h2
            id="legal-toc-heading"
            className="font-sans text-sm font-semibold uppercase tracking-wider text-walnut-600"
          >
            {t('contents')}
          </h2>
          <ol className="mt-3 flex flex-col gap-1 border-l-2 border-maple-300">
            {headings.map((heading) => (
              <li key={heading.id} className={heading.level === 3 ? 'pl-7' : 'pl-4'}>
                <a
                  href={`#${heading.id}`}
                  className="block rounded-sm py-1 text-sm text-walnut-700 hover:text-amber-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
                >
                  {heading.text}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <RichText markdown={markdown} linkComponent={linkComponent} className="max-w-prose" />
    </article>
  );
}
