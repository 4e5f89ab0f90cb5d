import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { buttonVariants } from '../../primitives/Button';
import type { NavLinkComponent } from '../../navigation/types';
import { useContentStrings } from '../strings';
import { CompassIcon } from '../../icons';

export interface NotFoundProps {
  /** '/' in English, '/de' in German. */
  homeHref?: string;
  linkComponent?: NavLinkComponent;
  /** Override the spec's texts (the site may take them from its translation keys). */
  headline?: ReactNode;
  text?: ReactNode;
  homeLabel?: ReactNode;
  className?: string;
}

/** The 404 page body: 'Uh oh! I think you're lost.', a line that the page does not exist, a way home. */
export function NotFound({
  homeHref = '/',
  linkComponent: Link = 'a',
  headline,
  text,
  homeLabel,
  className,
}: NotFoundProps) {
  const t = useContentStrings();
  return (
    <section
      data-slot="not-found"
      className={cn('mx-auto flex max-w-2xl flex-col items-center gap-5 px-4 py-16 text-center lg:py-24', className)}
    >
      <CompassIcon />
      <p className="font-display text-7xl font-semibold text-amber-700" aria-hidden="true">
        404
      </p>
      <h1 className="font-display text-3xl font-semibold leading-tight text-walnut-900 lg:text-4xl">
        {headline ?? t('notFoundHeadline')}
      </h1>
      <p className="text-lg text-walnut-700">{text ?? t('notFoundText')}</p>
      <Link
        href={homeHref}
        data-slot="not-found-home"
        className={cn(buttonVariants({ variant: 'primary', size: 'lg' }), 'mt-2')}
      >
        {homeLabel ?? t('backHome')}
      </Link>
    </section>
  );
}
