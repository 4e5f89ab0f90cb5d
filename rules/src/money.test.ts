import { describe, expect, it } from 'vitest';
import { formatPercent, formatPrice } from './money.js';

const nbsp = '\u00a0';

// The reference: what Intl.NumberFormat writes (formatPrice and formatPercent write it out
// themselves, money.ts says why).
const whole = new Intl.NumberFormat('de-DE', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const cents = new Intl.NumberFormat('de-DE', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const intlPrice = (amount: number) => {
  const rounded = Math.round(amount * 100) / 100;
  return Number.isInteger(rounded) ? whole.format(rounded) : cents.format(rounded);
};

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
    expect(formatPrice(1234567.8)).toBe(`1.234.567,80${nbsp}€`);
  });

  it('never writes a negative zero', () => {
    expect(formatPrice(-0)).toBe(`0${nbsp}€`);
    expect(formatPrice(-0.004)).toBe(`0${nbsp}€`);
  });

  it('writes what Intl.NumberFormat writes, for every cent up to 2.000 € and a spread of amounts to 10 million', () => {
    const amounts: number[] = [];
    for (let c = -20_000; c <= 200_000; c++) amounts.push(c / 100);
    // Amounts as they come from sums and tax (float noise, thirds, half cents), and large ones.
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    for (let i = 0; i < 20_000; i++) amounts.push(random() * 10 ** (1 + Math.floor(random() * 7)));
    for (let i = 0; i < 2_000; i++) amounts.push(Math.floor(random() * 1_000_000) / 3, i + 0.005, i + 0.015);
    const differing = amounts.filter((amount) => formatPrice(amount) !== intlPrice(amount));
    expect(differing).toEqual([]);
  });
});

describe('formatPercent', () => {
  it('writes a percent in the page language, signed on request', () => {
    expect(formatPercent(-15, 'en', { signed: true })).toBe('-15%');
    expect(formatPercent(8, 'en', { signed: true })).toBe('+8%');
    expect(formatPercent(8, 'en')).toBe('8%');
    expect(formatPercent(-15, 'de', { signed: true })).toBe(`-15${nbsp}%`);
    expect(formatPercent(1250, 'de')).toBe(`1.250${nbsp}%`);
  });

  it('writes what Intl.NumberFormat writes in en-US and de-DE, from -10,000 % to 10,000 %', () => {
    for (const [language, locale] of [
      ['en', 'en-US'],
      ['de', 'de-DE'],
    ] as const) {
      const signed = new Intl.NumberFormat(locale, {
        style: 'percent',
        signDisplay: 'exceptZero',
        maximumFractionDigits: 0,
      });
      const plain = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
      for (let value = -10_000; value <= 10_000; value++) {
        expect(formatPercent(value, language, { signed: true })).toBe(signed.format(value / 100));
        expect(formatPercent(Math.abs(value), language)).toBe(plain.format(Math.abs(value) / 100));
      }
    }
  });
});
