import { VAT_PERCENT } from '@tonewood/rules';
import { cn } from '../../lib/cn';
import { useDsStrings } from '../../i18n/useDsStrings';
import { formatPrice } from './formatPrice';

export interface PriceProps {
  /** Amount in EUR major units. */
  amount: number;
  /** Marks a start price: 'from 1.299 €'. */
  from?: boolean;
  /** Shows 'incl. 19% VAT' or the export note under the price. */
  taxNote?: 'included' | 'excluded';
  /** VAT rate in percent for the included note. */
  taxRate?: number;
  /** A former price, shown struck through before the current one. */
  compareAt?: number;
  /**
   * For a reduction: the lowest price of the 30 days before it began, named under the price
   * ('Lowest price in the last 30 days: 2.799 €'), as EU price indication law requires.
   */
  lowestPrice?: number;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const sizes = { sm: 'text-sm', md: 'text-lg', lg: 'text-2xl' } as const;

/**
 * A EUR price in German number format with optional 'from' prefix, a struck-through former price,
 * the 30-day lowest price of a reduction and the tax note.
 */
export function Price({
  amount,
  from = false,
  taxNote,
  taxRate = VAT_PERCENT,
  compareAt,
  lowestPrice,
  size = 'md',
  className,
}: PriceProps) {
  const t = useDsStrings();
  return (
    <span data-slot="price" className={cn('inline-flex flex-col', className)}>
      <span className={cn('inline-flex flex-wrap items-baseline gap-x-2 font-semibold text-walnut-900', sizes[size])}>
        {compareAt !== undefined && compareAt !== amount && (
          <s className="text-[0.8em] font-normal text-walnut-600" data-slot="price-compare">
            {formatPrice(compareAt)}
          </s>
        )}
        <span>
          {from && <span className="font-normal">{t('from')} </span>}
          <span data-slot="price-amount">{formatPrice(amount)}</span>
        </span>
      </span>
      {lowestPrice !== undefined && (
        <span data-slot="price-lowest" className="text-xs font-normal text-walnut-700">
          {t('lowestPrice', { price: formatPrice(lowestPrice) })}
        </span>
      )}
      {taxNote && (
        <span data-slot="price-tax" className="text-xs text-walnut-600">
          {taxNote === 'included' ? t('taxIncluded', { rate: taxRate }) : t('taxExcluded')}
        </span>
      )}
    </span>
  );
}
