import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import type { NavLinkComponent } from '../../navigation/types';

export interface SectionHeadingProps {
  title: ReactNode;
  /** The heading's id, for the section's `aria-labelledby`. */
  id?: string;
  as?: 'h2' | 'h3';
  /** A link to everything the section samples, e.g. 'All posts'. */
  action?: { href: string; label: ReactNode };
  linkComponent?: NavLinkComponent;
  className?: string;
}

/**
 * A section's heading with an optional link beside it. The link never breaks inside its text:
 * when both do not fit on one line (a German heading on a phone), it moves under the heading.
 */
export function SectionHeading({
  title,
  id,
  as: Heading = 'h2',
  action,
  linkComponent: Link = 'a',
  className,
}: SectionHeadingProps) {
  return (
    <div
      data-slot="section-heading"
      className={cn('flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2', className)}
    >
      <Heading id={id} className="min-w-0 font-display text-3xl leading-tight font-semibold">
        {title}
      </Heading>
      {action && (
        <Link
          href={action.href}
          data-slot="section-heading-action"
          className={cn(
            'shrink-0 rounded-sm font-medium whitespace-nowrap text-amber-800 underline underline-offset-4',
            'hover:text-walnut-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700',
          )}
        >
          {action.label}
        </Link>
      )}
    </div>
  );
}
