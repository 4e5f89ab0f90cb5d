// How the shop writes an amount of money (spec: the German format everywhere, '3.390 €'), in
// both languages and every runtime: the site and design system, the site's server and Medusa's
// mails; and a percent in the page's language ('-15%', '-15 %').
//
// Written out here rather than with Intl.NumberFormat: a browser's first Intl number or date
// format loads its ICU data, 50-100 ms of main thread on a desktop and four times that on a phone,
// inside the page's hydration. The two formats are fixed; money.test.ts holds them equal to
// Intl.NumberFormat's for every amount it tries, so Intl stays the reference.
import { type Language } from './language.js';

const NBSP = '\u00a0';

/** Digits of a whole, non-negative number in groups of three, joined by `separator`. */
function grouped(whole: number, separator: string): string {
  const digits = String(whole);
  let out = '';
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += separator;
    out += digits[i];
  }
  return out;
}

/**
 * Formats a EUR amount in major units (Medusa 2 returns 1999 for 1.999 €) in German number
 * format, whatever the page language: no decimals for whole amounts, two otherwise (rounded to
 * cents first, half away from zero as Math.round does for positive amounts).
 * The space before the euro sign is a non-breaking space, so the sign never wraps alone.
 * An amount that rounds to zero is '0 €', never '-0 €'.
 */
export function formatPrice(amount: number): string {
  const cents = Math.round(amount * 100);
  const size = Math.abs(cents);
  const whole = Math.floor(size / 100);
  const rest = size % 100;
  const sign = cents < 0 ? '-' : '';
  const decimals = rest === 0 ? '' : `,${String(rest).padStart(2, '0')}`;
  return `${sign}${grouped(whole, '.')}${decimals}${NBSP}€`;
}

/**
 * A whole percent (15 for 15 %) in the page's language: '15%' / '15 %' (a non-breaking space in
 * German); `signed` adds '+' before a rise ('+8%'), a fall always has its '-'.
 */
export function formatPercent(percent: number, language: Language, { signed = false } = {}): string {
  const value = Math.round(percent);
  const size = Math.abs(value);
  const sign = value < 0 ? '-' : signed && value > 0 ? '+' : '';
  return language === 'de' ? `${sign}${grouped(size, '.')}${NBSP}%` : `${sign}${grouped(size, ',')}%`;
}
