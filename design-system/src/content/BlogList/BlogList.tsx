import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import type { NavLinkComponent } from '../../navigation/types';
import { BlogCard, type BlogPostSummary } from '../BlogCard';
import { useContentStrings } from '../strings';
import { DocumentIcon } from '../../icons';

export interface BlogListProps {
  posts: BlogPostSummary[];
  linkComponent?: NavLinkComponent;
  /** Shown when there are no posts; defaults to the library's text. */
  emptyText?: ReactNode;
  /** Card heading level: 2 when the list sits under the page's h1, 3 under a section heading. */
  headingLevel?: 2 | 3;
  className?: string;
}

/** A responsive grid of blog cards (one column on phones, up to three on desktop), or an empty state. */
export function BlogList({ posts, linkComponent, emptyText, headingLevel = 2, className }: BlogListProps) {
  const t = useContentStrings();
  if (posts.length === 0) {
    return (
      <div
        data-slot="blog-list-empty"
        className={cn(
          'flex flex-col items-center gap-3 rounded-lg border border-dashed border-walnut-500 bg-maple-100 px-6 py-12 text-center',
          className,
        )}
      >
        <DocumentIcon />
        <p className="max-w-sm text-walnut-700">{emptyText ?? t('noPosts')}</p>
      </div>
    );
  }
  return (
    <ul data-slot="blog-list" className={cn('grid gap-6 sm:grid-cols-2 lg:grid-cols-3', className)}>
      {posts.map((post) => (
        <li key={post.href} className="flex">
          <BlogCard {...post} linkComponent={linkComponent} headingLevel={headingLevel} className="w-full" />
        </li>
      ))}
    </ul>
  );
}
