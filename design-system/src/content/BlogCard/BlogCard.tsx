import { useMemo } from 'react';
import { formatLongDate, languageOfLocale } from '@tonewood/rules';
import { useLocale } from 'react-aria';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn';
import type { NavLinkComponent } from '../../navigation/types';
import { useContentStrings } from '../strings';

export interface BlogImage {
  src: string;
  alt: string;
  /** 'lazy' for a card below the fold: its picture loads as it nears the viewport. */
  loading?: 'lazy' | 'eager';
}

export interface BlogPostSummary {
  title: string;
  href: string;
  excerpt?: string;
  /** Publication date as an ISO string (YYYY-MM-DD or a full timestamp). */
  date: string;
  image?: BlogImage;
  /** e.g. 'Workshop', 'Tutorial'. */
  category?: string;
  readingMinutes?: number;
}

const blogCard = cva(
  'group relative flex overflow-hidden rounded-lg border border-maple-300 bg-white shadow-sm transition-shadow hover:shadow-md motion-reduce:transition-none',
  {
    variants: {
      layout: {
        vertical: 'flex-col',
        horizontal: 'flex-col sm:flex-row',
      },
    },
    defaultVariants: { layout: 'vertical' },
  },
);

export interface BlogCardProps extends BlogPostSummary, VariantProps<typeof blogCard> {
  linkComponent?: NavLinkComponent;
  /** Heading level of the title inside the page (h2 on a blog list, h3 under a section heading). */
  headingLevel?: 2 | 3;
  className?: string;
}

/** Parses a date-only ISO string as a calendar day (no timezone shift). */
export function parsePostDate(value: string): Date | null {
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = dateOnly ? new Date(Date.UTC(+dateOnly[1]!, +dateOnly[2]! - 1, +dateOnly[3]!)) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A blog teaser: picture, category, date, title and excerpt. The title link covers the whole card. */
export function BlogCard({
  title,
  href,
  excerpt,
  date,
  image,
  category,
  readingMinutes,
  layout,
  linkComponent: Link = 'a',
  headingLevel = 2,
  className,
}: BlogCardProps) {
  const t = useContentStrings();
  // The long date in UTC as Intl writes it (formatLongDate: written out, no Intl at hydration).
  const language = languageOfLocale(useLocale().locale);
  const parsed = useMemo(() => parsePostDate(date), [date]);
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <article data-slot="blog-card" className={cn(blogCard({ layout }), className)}>
      {image && (
        <img
          src={image.src}
          alt={image.alt}
          loading={image.loading}
          decoding={image.loading === 'lazy' ? 'async' : undefined}
          className={cn(
            'aspect-[16/9] w-full bg-maple-200 object-cover',
            layout === 'horizontal' && 'sm:aspect-auto sm:w-2/5',
          )}
        />
      )}
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="flex flex-wrap items-center gap-x-2 text-xs font-medium uppercase tracking-wider text-walnut-600">
          {category && <span className="text-amber-800">{category}</span>}
          {category && parsed && <span aria-hidden="true">·</span>}
          {parsed && <time dateTime={date}>{formatLongDate(parsed, language)}</time>}
          {readingMinutes !== undefined && (
            <>
              <span aria-hidden="true">·</span>
              <span>{t('minutesRead', { minutes: readingMinutes })}</span>
            </>
          )}
        </p>
        <Heading className="font-display text-xl font-semibold leading-tight text-walnut-900">
          <Link
            href={href}
            className="rounded-sm after:absolute after:inset-0 after:rounded-lg group-hover:underline group-hover:underline-offset-4 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-amber-700"
          >
            {title}
          </Link>
        </Heading>
        {excerpt && <p className="line-clamp-3 text-sm leading-relaxed text-walnut-700">{excerpt}</p>}
        <span aria-hidden="true" className="mt-auto pt-2 text-sm font-medium text-amber-800">
          {t('readMore')} →
        </span>
      </div>
    </article>
  );
}
