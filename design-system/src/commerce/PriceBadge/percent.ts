// The badge percent is the rules' (rules/src/price-history.ts): one formula for the badge, the
// reductions the law allows and the surcharges.
export { priceChangePercent } from '@tonewood/rules';

export type PriceChangeKind = 'discount' | 'surcharge';

export function priceChangeKind(percent: number): PriceChangeKind | undefined {
  if (percent < 0) return 'discount';
  if (percent > 0) return 'surcharge';
  return undefined;
}
