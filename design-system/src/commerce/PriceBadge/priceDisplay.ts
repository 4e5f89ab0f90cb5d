import { priceReduction } from '@tonewood/rules';
import type { ReducedPrice } from '../types';
import { priceChangePercent } from './percent';

/**
 * What a price shows of a reduction or a surcharge. A reduction counts only as the rules'
 * priceReduction says (the price below its original and below its 30-day lowest price), with its
 * badge percent computed against that lowest price. A reference price gives a surcharge badge only
 * when the price is above it; a surcharge is never shown as a reduction.
 */
export function priceDisplay(
  price: number,
  { reduction, referencePrice }: { reduction?: ReducedPrice; referencePrice?: number },
): { reduced?: ReducedPrice; percent: number } {
  const reduced = reduction && priceReduction({ amount: price, ...reduction });
  if (reduced) return { reduced: { original: reduced.original, lowest: reduced.lowest }, percent: reduced.percent };
  const surcharge = referencePrice === undefined ? 0 : priceChangePercent(price, referencePrice);
  return { percent: surcharge > 0 ? surcharge : 0 };
}
