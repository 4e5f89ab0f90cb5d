import { describe, expect, it } from 'vitest';
import { formatPrice } from './money.js';

const nbsp = '\u00a0';

describe('formatPrice', () => {
  it('shows whole euro amounts without decimals and with a thousands dot', () => {
    expect(formatPrice(1299)).toBe(`1.299${nbsp}€`);
    expect(formatPrice(24)).toBe(`24${nbsp}€`);
    expect(formatPrice(0)).toBe(`0${nbsp}€`);
  });

  it('shows two decimals with a comma when there are cents', () => {
    expect(formatPrice(1299.5)).toBe(`1.299,50${nbsp}€`);
    expect(formatPrice(4.9)).toBe(`4,90${nbsp}€`);
  });

  it('rounds to cents first, so float noise does not add decimals', () => {
    expect(formatPrice(0.1 + 0.2)).toBe(`0,30${nbsp}€`);
    expect(formatPrice(1299.999)).toBe(`1.300${nbsp}€`);
  });

  it('formats large and negative amounts', () => {
    expect(formatPrice(12500)).toBe(`12.500${nbsp}€`);
    expect(formatPrice(-15.25)).toBe(`-15,25${nbsp}€`);
  });
});
