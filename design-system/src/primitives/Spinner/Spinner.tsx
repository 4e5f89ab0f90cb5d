import { cva } from 'class-variance-authority';
import { cn } from '../../lib/cn';

const spinner = cva('animate-spin motion-reduce:animate-none', {
  variants: { size: { sm: 'size-4', md: 'size-5', lg: 'size-12' } },
  defaultVariants: { size: 'sm' },
});

export interface SpinnerProps {
  /** sm (16 px, in buttons and lines), md (20 px), lg (48 px, a page's busy state). */
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/**
 * The library's one busy indicator: a ring in the text colour with a turning arc, still when
 * the visitor prefers reduced motion. Decorative: the control or status around it carries the
 * name (aria-busy, a status text). The large one draws a finer, fainter ring.
 */
export function Spinner({ size = 'sm', className }: SpinnerProps) {
  const large = size === 'lg';
  return (
    <svg
      className={cn(spinner({ size }), className)}
      viewBox={large ? '0 0 48 48' : '0 0 24 24'}
      fill="none"
      aria-hidden="true"
    >
      {large ? (
        <>
          <circle cx="24" cy="24" r="20" stroke="currentColor" strokeOpacity="0.2" strokeWidth="4" />
          <path d="M44 24A20 20 0 0 0 24 4" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
        </>
      ) : (
        <>
          <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
          <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
        </>
      )}
    </svg>
  );
}
