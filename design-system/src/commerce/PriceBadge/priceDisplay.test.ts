import { describe, expect, it } from 'vitest';
import { priceDisplay } from './priceDisplay';

describe('priceDisplay', () => {
  it('shows a reduction with its percent against the 30-day lowest price, not the original', () => {
    expect(priceDisplay(2549, { reduction: { original: 2999, lowest: 2799 } })).toEqual({
      reduced: { original: 2999, lowest: 2799 },
      percent: -9,
    });
  });

  it('shows no reduction when the price is not below its 30-day lowest price', () => {
    expect(priceDisplay(2549, { reduction: { original: 2999, lowest: 2549 } })).toEqual({ percent: 0 });
    expect(priceDisplay(2549, { reduction: { original: 2999, lowest: 2400 } })).toEqual({ percent: 0 });
  });

  it('shows no reduction when the price is not below the original', () => {
    expect(priceDisplay(2999, { reduction: { original: 2999, lowest: 3100 } })).toEqual({ percent: 0 });
  });

  it('gives a surcharge badge only above the reference price', () => {
    expect(priceDisplay(3240, { referencePrice: 2990 })).toEqual({ percent: 8 });
    expect(priceDisplay(2890, { referencePrice: 2990 })).toEqual({ percent: 0 });
    expect(priceDisplay(2890, {})).toEqual({ percent: 0 });
  });
});
