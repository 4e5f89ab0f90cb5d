import { describe, expect, it } from 'vitest';
import { formatPriceDelta } from './formatPriceDelta';

const nbsp = '\u00a0';

describe('formatPriceDelta', () => {
  it('signs a surcharge with a plus and a space', () => {
    expect(formatPriceDelta(120)).toBe(`+ 120${nbsp}€`);
    expect(formatPriceDelta(1450)).toBe(`+ 1.450${nbsp}€`);
  });

  it('signs a reduction with a real minus sign', () => {
    expect(formatPriceDelta(-45.5)).toBe(`− 45,50${nbsp}€`);
  });

  it('gives nothing for zero, cent noise and non-numbers', () => {
    expect(formatPriceDelta(0)).toBeUndefined();
    expect(formatPriceDelta(0.001)).toBeUndefined();
    expect(formatPriceDelta(Number.NaN)).toBeUndefined();
  });
});
