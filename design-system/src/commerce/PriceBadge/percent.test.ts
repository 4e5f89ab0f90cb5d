import { describe, expect, it } from 'vitest';
import { priceChangeKind, priceChangePercent } from './percent';

describe('priceChangePercent', () => {
  it('rounds a discount to a whole negative percent', () => {
    expect(priceChangePercent(850, 1000)).toBe(-15);
    expect(priceChangePercent(2549, 2999)).toBe(-15); // -15.005...
    expect(priceChangePercent(1, 3)).toBe(-67);
  });

  it('rounds a surcharge to a whole positive percent', () => {
    expect(priceChangePercent(1080, 1000)).toBe(8);
    expect(priceChangePercent(1124.5, 1000)).toBe(12); // 12.45 rounds down
    expect(priceChangePercent(1125, 1000)).toBe(13); // 12.5 rounds up
  });

  it('gives 0 for equal prices, tiny changes and unusable list prices', () => {
    expect(priceChangePercent(1000, 1000)).toBe(0);
    expect(priceChangePercent(999, 1000)).toBe(0);
    expect(priceChangePercent(500, 0)).toBe(0);
    expect(priceChangePercent(Number.NaN, 100)).toBe(0);
  });

  it('names the kind of change', () => {
    expect(priceChangeKind(-15)).toBe('discount');
    expect(priceChangeKind(8)).toBe('surcharge');
    expect(priceChangeKind(0)).toBeUndefined();
  });
});
