import {
  Children,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { motion } from '@tonewood/tokens';
import { cn } from '../../lib/cn';
import { useDsStrings } from '../../i18n/useDsStrings';
import { useReducedMotion } from '../../lib/useReducedMotion';
import { ChevronIcon, PauseIcon, PlayIcon } from '../../icons';

// Each variant styles the frame and places the controls: home slides leave room at their bottom
// for the controls (see HeroSlide); product pictures get the controls in a row under them, so no
// button ever covers the product.
const VARIANTS = {
  home: { frame: 'rounded-none bg-walnut-900 text-maple-50', controls: 'absolute inset-x-0 bottom-3' },
  product: { frame: 'rounded-lg bg-maple-100', controls: 'relative py-3' },
} as const;

const controlButton = [
  'inline-flex size-11 cursor-pointer items-center justify-center rounded-full bg-maple-50/90 text-walnut-900 shadow-sm',
  'hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700',
].join(' ');

export interface CarouselProps {
  /** Accessible name of the carousel, e.g. the product name or "Featured instruments". */
  label: string;
  children: ReactNode;
  variant?: 'home' | 'product';
  /** Advances by itself; pauses on hover and focus, and never runs under reduced motion. */
  autoplay?: boolean;
  /** Autoplay interval in ms (spec: 5000). */
  interval?: number;
  /** Slide transition in ms (spec: 400). */
  speed?: number;
  initialIndex?: number;
  onIndexChange?: (index: number) => void;
  className?: string;
}

/** One slide per page, with previous/next, slide dots, keyboard arrows, swipe and an autoplay toggle. */
export function Carousel({
  label,
  children,
  variant = 'product',
  autoplay = false,
  interval = motion.carouselAutoplayMs,
  speed = motion.carouselSpeedMs,
  initialIndex = 0,
  onIndexChange,
  className,
}: CarouselProps) {
  const t = useDsStrings();
  const slides = Children.toArray(children);
  const count = slides.length;
  const [index, setIndex] = useState(() => Math.min(Math.max(initialIndex, 0), Math.max(count - 1, 0)));
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useReducedMotion();
  const playing = autoplay && !stopped && !hovered && !focused && !reducedMotion && count > 1;
  const trackId = useId();
  const pointerStart = useRef<number | null>(null);

  const goTo = useCallback(
    (next: number) => {
      const wrapped = ((next % count) + count) % count;
      setIndex(wrapped);
      onIndexChange?.(wrapped);
    },
    [count, onIndexChange],
  );

  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(() => goTo(index + 1), interval);
    return () => clearTimeout(timer);
  }, [playing, index, interval, goTo]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowRight') goTo(index + 1);
    else if (event.key === 'ArrowLeft') goTo(index - 1);
    else return;
    event.preventDefault();
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    pointerStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (pointerStart.current === null) return;
    const delta = event.clientX - pointerStart.current;
    pointerStart.current = null;
    if (Math.abs(delta) > 40) goTo(index + (delta < 0 ? 1 : -1));
  };

  return (
    <section
      aria-roledescription={t('carousel')}
      aria-label={label}
      data-slot="carousel"
      data-playing={playing || undefined}
      className={cn('relative overflow-hidden', VARIANTS[variant].frame, className)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={onKeyDown}
    >
      <div
        id={trackId}
        aria-live={playing ? 'off' : 'polite'}
        className="flex touch-pan-y ease-standard"
        style={{
          transform: `translateX(-${index * 100}%)`,
          transitionProperty: 'transform',
          transitionDuration: `${reducedMotion ? 0 : speed}ms`,
        }}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
      >
        {slides.map((slide, i) => (
          <div
            key={i}
            role="group"
            aria-roledescription={t('slide')}
            aria-label={t('slideOf', { index: i + 1, total: count })}
            aria-hidden={i !== index || undefined}
            data-slot="carousel-slide"
            data-active={i === index || undefined}
            className="w-full shrink-0"
            {...(i !== index ? { inert: '' } : {})}
          >
            {slide}
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className={cn('flex items-center justify-center gap-3 px-3', VARIANTS[variant].controls)}>
          <button
            type="button"
            className={controlButton}
            aria-controls={trackId}
            aria-label={t('previousSlide')}
            onClick={() => goTo(index - 1)}
          >
            <ChevronIcon direction="left" />
          </button>
          <div className="flex items-center gap-1 rounded-full bg-maple-50/90 px-2 py-1 shadow-sm">
            {slides.map((_, i) => (
              <button
                key={i}
                type="button"
                aria-controls={trackId}
                aria-label={t('goToSlide', { index: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => goTo(i)}
                className="group inline-flex size-6 cursor-pointer items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-amber-700"
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'block size-2.5 rounded-full border border-walnut-700 transition-colors',
                    i === index ? 'bg-walnut-800' : 'bg-transparent group-hover:bg-walnut-500',
                  )}
                />
              </button>
            ))}
          </div>
          <button
            type="button"
            className={controlButton}
            aria-controls={trackId}
            aria-label={t('nextSlide')}
            onClick={() => goTo(index + 1)}
          >
            <ChevronIcon direction="right" />
          </button>
          {autoplay && !reducedMotion && (
            <button
              type="button"
              className={cn(controlButton, 'absolute right-3')}
              aria-label={stopped ? t('startAutoplay') : t('pauseAutoplay')}
              data-slot="carousel-autoplay"
              onClick={() => setStopped((s) => !s)}
            >
              {stopped ? <PlayIcon /> : <PauseIcon />}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
