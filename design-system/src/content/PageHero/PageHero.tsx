import type { ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn';

const pageHero = cva('relative overflow-hidden', {
  variants: {
    tone: {
      light: 'bg-maple-100 text-walnut-900',
      dark: 'bg-walnut-900 text-maple-50',
    },
  },
  defaultVariants: { tone: 'light' },
});

export interface PageHeroProps extends VariantProps<typeof pageHero> {
  title: ReactNode;
  /** A short line above the title, e.g. 'Workshop journal'. */
  eyebrow?: ReactNode;
  lead?: ReactNode;
  /** A picture beside the text on desktop, above it on phones. */
  image?: { src: string; alt: string };
  /** Buttons or links under the lead. */
  actions?: ReactNode;
  className?: string;
}

/** The top of a content page: the page's h1 with an optional eyebrow, lead, picture and actions. */
export function PageHero({ title, eyebrow, lead, image, actions, tone, className }: PageHeroProps) {
  const dark = tone === 'dark';
  return (
    <section data-slot="page-hero" data-tone={tone ?? 'light'} className={cn(pageHero({ tone }), className)}>
      <div
        className={cn(
          'mx-auto flex max-w-7xl flex-col gap-8 px-4 py-12 lg:px-8 lg:py-20',
          image && 'lg:flex-row lg:items-center lg:gap-12',
        )}
      >
        <div className={cn('flex flex-col gap-4', image ? 'lg:w-1/2' : 'max-w-3xl')}>
          {eyebrow && (
            <p
              className={cn(
                'text-sm font-semibold uppercase tracking-wider',
                dark ? 'text-amber-300' : 'text-amber-800',
              )}
            >
              {eyebrow}
            </p>
          )}
          <h1 className="font-display text-3xl font-semibold leading-tight break-words sm:text-4xl lg:text-5xl">
            {title}
          </h1>
          {lead && <p className={cn('text-lg leading-relaxed', dark ? 'text-maple-200' : 'text-walnut-700')}>{lead}</p>}
          {actions && <div className="mt-2 flex flex-wrap gap-3">{actions}</div>}
        </div>
        {image && (
          <img
            src={image.src}
            alt={image.alt}
            className="order-first aspect-[16/9] w-full rounded-lg object-cover lg:order-last lg:w-1/2"
          />
        )}
      </div>
    </section>
  );
}
