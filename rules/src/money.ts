// How the shop writes an amount of money (spec: the German format everywhere, '3.390 €'), in
// both languages and every runtime: the site and design system, the site's server and Medusa's
// mails. No imports.

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

/**
 * Formats a EUR amount in major units (Medusa 2 returns 1999 for 1.999 €) in German number
 * format, whatever the page language: no decimals for whole amounts, two otherwise.
 * The space before the euro sign is a non-breaking space, so the sign never wraps alone.
 */
export function formatPrice(amount: number): string {
  const rounded = Math.round(amount * 100) / 100;
  return Number.isInteger(rounded) ? whole.format(rounded) : cents.format(rounded);
}
