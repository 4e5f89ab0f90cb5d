import { forwardRef, useEffect, useRef, useState, type ButtonHTMLAttributes, type MouseEvent } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { motion } from '@tonewood/tokens';
import { cn } from '../../lib/cn';

export const newsletterButtonVariants = cva(
  [
    'inline-flex items-center justify-center gap-2 rounded-full font-medium tracking-wide',
    'transition-colors duration-(--duration-fast) ease-standard cursor-pointer',
    'focus-visible:outline-2 focus-visible:outline-offset-2',
    'disabled:cursor-not-allowed disabled:opacity-60',
  ],
  {
    variants: {
      variant: {
        primary: 'bg-amber-700 text-white hover:bg-amber-800 focus-visible:outline-amber-700',
        secondary: 'bg-walnut-800 text-maple-50 hover:bg-walnut-900 focus-visible:outline-amber-700',
        outline: 'border-2 border-amber-700 text-amber-800 hover:bg-amber-100 focus-visible:outline-amber-700',
        ghost: 'text-walnut-900 underline-offset-4 hover:underline focus-visible:outline-amber-700',
        white: 'bg-white text-walnut-900 shadow-sm hover:bg-maple-100 focus-visible:outline-amber-700',
        footerWhite:
          'border border-maple-50 text-maple-50 hover:bg-maple-50 hover:text-walnut-900 focus-visible:outline-amber-300',
      },
      size: {
        small: 'h-9 px-4 text-sm',
        medium: 'h-11 px-6 text-base',
        large: 'h-14 px-8 text-lg',
      },
    },
    defaultVariants: { variant: 'primary', size: 'medium' },
  },
);

export interface NewsletterButtonProps
  extends ButtonHTMLAttributes<HTMLButtonElement>, VariantProps<typeof newsletterButtonVariants> {
  /** How long the button stays disabled after a click; the spec fixes 200 ms. */
  lockMs?: number;
}

/** Opens the newsletter panel. Disabled briefly after each click so a double click opens it once. */
export const NewsletterButton = forwardRef<HTMLButtonElement, NewsletterButtonProps>(function NewsletterButton(
  { className, variant, size, lockMs = motion.newsletterLockMs, disabled, onClick, ...props },
  ref,
) {
  const [locked, setLocked] = useState(false);
  // The ref also stops a second click that arrives before React has re-rendered the button.
  const lockedRef = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (lockedRef.current) return;
    lockedRef.current = true;
    setLocked(true);
    timer.current = setTimeout(() => {
      lockedRef.current = false;
      setLocked(false);
    }, lockMs);
    onClick?.(event);
  };

  return (
    <button
      ref={ref}
      type="button"
      data-slot="newsletter-button"
      disabled={disabled || locked}
      className={cn(newsletterButtonVariants({ variant, size }), className)}
      onClick={handleClick}
      {...props}
    />
  );
});
