import { formatPercent, languageOfLocale } from '@tonewood/rules';
import { useLocale } from 'react-aria';
import { cva } from 'class-variance-authority';
import { cn } from '../../lib/cn';
import { useDsStrings } from '../../i18n/useDsStrings';
import { priceChangeKind, priceChangePercent } from './percent';

export const priceBadgeVariants = cva(
  'inline-flex items-center rounded-sm px-2 py-0.5 font-semibold tabular-nums leading-5',
  {
    variants: {
      kind: {
        discount: 'bg-oxblood-600 text-white',
        surcharge: 'bg-walnut-800 text-maple-50',
      },
      size: { sm: 'text-xs', md: 'text-sm' },
    },
    defaultVariants: { kind: 'discount', size: 'md' },
  },
);

export interface PriceBadgeProps {
  /** The selling price. */
  price?: number;
  /**
   * The price it is compared with: for a reduction the lowest price of the 30 days before it
   * began (never the struck-through original), for a surcharge the reference price.
   */
  referencePrice?: number;
  /** A percent given directly instead of two prices (negative: discount). */
  percent?: number;
  size?: 'sm' | 'md';
  className?: string;
}

/** A rounded percent badge: '-15%' for a discount, '+8%' for a surcharge; nothing when equal. */
export function PriceBadge({ price, referencePrice, percent, size, className }: PriceBadgeProps) {
  const t = useDsStrings();
  const value = Math.round(percent ?? priceChangePercent(price ?? 0, referencePrice ?? 0));
  // The page's language from react-aria's locale (formatPercent: Intl's percent format, written out).
  const language = languageOfLocale(useLocale().locale);
  const kind = priceChangeKind(value);
  if (!kind) return null;
  return (
    <span data-slot="price-badge" data-kind={kind} className={cn(priceBadgeVariants({ kind, size }), className)}>
      <span aria-hidden="true">{formatPercent(value, language, { signed: true })}</span>
      <span className="sr-only">{t(kind, { percent: formatPercent(Math.abs(value), language) })}</span>
    </span>
  );
}
