/**
 * The badge percent between a list price and the selling price, rounded to a whole number:
 * negative for a discount, positive for a surcharge, 0 when they match or the list price is unusable.
 */
export function priceChangePercent(price: number, listPrice: number): number {
  if (!Number.isFinite(price) || !Number.isFinite(listPrice) || listPrice <= 0) return 0;
  const percent = Math.round(((price - listPrice) / listPrice) * 100);
  return Object.is(percent, -0) ? 0 : percent;
}

export type PriceChangeKind = 'discount' | 'surcharge';

export function priceChangeKind(percent: number): PriceChangeKind | undefined {
  if (percent < 0) return 'discount';
  if (percent > 0) return 'surcharge';
  return undefined;
}
