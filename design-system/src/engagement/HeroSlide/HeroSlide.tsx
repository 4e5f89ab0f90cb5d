import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface HeroSlideProps {
  /** The slide's headline, e.g. 'Built by hand in our workshop' or a product name. */
  title: ReactNode;
  /** The element of the title: a paragraph unless the slide's title heads a part of the page. */
  titleAs?: 'p' | 'h2' | 'h3';
  /** A short line above the title. */
  eyebrow?: ReactNode;
  /** A sentence under the title. */
  description?: ReactNode;
  /** Buttons or links under the text. */
  action?: ReactNode;
  /** The picture, an <img> or <svg>: shown whole (contain) in its own box. */
  media: ReactNode;
  className?: string;
}

/**
 * One slide of the home Carousel (variant `home`): the caption beside the picture when the slide
 * is wide, above it when narrow. It is a container query, so a carousel in a half-width column
 * stacks too. The caption never covers the picture, and the bottom keeps room for the carousel's
 * controls, so they cover neither.
 */
export function HeroSlide({
  title,
  titleAs: Title = 'p',
  eyebrow,
  description,
  action,
  media,
  className,
}: HeroSlideProps) {
  return (
    <div data-slot="hero-slide" className={cn('@container', className)}>
      <div className="mx-auto grid max-w-7xl gap-6 px-4 pt-8 pb-20 @xl:px-6 @2xl:grid-cols-[2fr_3fr] @2xl:items-center @2xl:gap-10 @2xl:pt-12 @5xl:px-8">
        <div data-slot="hero-slide-caption" className="flex min-w-0 flex-col gap-3">
          {eyebrow && <p className="text-sm font-semibold uppercase tracking-wider text-amber-300">{eyebrow}</p>}
          <Title className="font-display text-3xl leading-tight font-semibold text-balance @2xl:text-5xl">
            {title}
          </Title>
          {description && <p className="text-lg text-maple-200">{description}</p>}
          {action && <div className="mt-2 flex flex-wrap gap-3">{action}</div>}
        </div>
        <div
          data-slot="hero-slide-media"
          className="min-w-0 *:block *:h-auto *:max-h-[28rem] *:w-full *:rounded-lg *:object-contain"
        >
          {media}
        </div>
      </div>
    </div>
  );
}
