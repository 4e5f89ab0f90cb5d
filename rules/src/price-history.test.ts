import { describe, expect, it } from 'vitest';
import {
  LOWEST_PRICE_DAYS,
  currentPriceSince,
  lowestPriceBefore,
  priceReduction,
  type PricePoint,
} from './price-history.js';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-26T12:00:00.000Z');
/** `n` days before now (negative: after). */
const ago = (n: number) => new Date(now.getTime() - n * DAY);
const point = (amount: number, daysAgo: number): PricePoint => ({ amount, effectiveAt: ago(daysAgo).toISOString() });

/** The whole rule, as the store route and the site apply it. */
function shown(history: PricePoint[], original: number | null, at: Date = now) {
  const since = currentPriceSince(history, at);
  const lowest = since ? lowestPriceBefore(history, since) : null;
  const current = [...history].reverse().find((p) => new Date(p.effectiveAt) <= at);
  return { since, lowest, reduction: priceReduction({ amount: current?.amount ?? null, original, lowest }) };
}

describe('LOWEST_PRICE_DAYS', () => {
  it('is the 30 days the law names', () => {
    expect(LOWEST_PRICE_DAYS).toBe(30);
  });
});

describe('currentPriceSince', () => {
  it('is null without history', () => {
    expect(currentPriceSince([], now)).toBeNull();
  });

  it('is null when every point lies in the future', () => {
    expect(currentPriceSince([point(100, -1)], now)).toBeNull();
  });

  it('is the time the current price took effect', () => {
    expect(currentPriceSince([point(100, 60), point(90, 10)], now)).toEqual(ago(10));
  });

  it('is the start of the last uninterrupted run of the same amount', () => {
    const history = [point(100, 60), point(80, 40), point(100, 20), point(100, 5)];
    expect(currentPriceSince(history, now)).toEqual(ago(20));
  });

  it('ignores points after `now` and reads unsorted history and Date values', () => {
    const history: PricePoint[] = [
      { amount: 90, effectiveAt: ago(-3) },
      { amount: 100, effectiveAt: ago(60) },
      { amount: 95, effectiveAt: ago(7) },
    ];
    expect(currentPriceSince(history, now)).toEqual(ago(7));
    expect(currentPriceSince(history, ago(-4))).toEqual(ago(-3));
  });

  it('lets the later of two points with the same time win', () => {
    expect(currentPriceSince([point(100, 60), point(100, 10), point(90, 10)], now)).toEqual(ago(10));
    expect(shown([point(100, 60), point(100, 10), point(90, 10)], 100).reduction?.amount).toBe(90);
  });

  it('counts a point that takes effect exactly at `now`', () => {
    expect(currentPriceSince([point(100, 60), point(90, 0)], now)).toEqual(now);
  });

  it('defaults `now` to the present', () => {
    const yesterday = new Date(Date.now() - DAY);
    expect(currentPriceSince([{ amount: 5, effectiveAt: yesterday }])).toEqual(yesterday);
    expect(currentPriceSince([{ amount: 5, effectiveAt: new Date(Date.now() + DAY) }])).toBeNull();
  });
});

describe('lowestPriceBefore', () => {
  it('is null without history', () => {
    expect(lowestPriceBefore([], now)).toBeNull();
  });

  it('is null when nothing was in force in the 30 days before', () => {
    // The first price took effect at `since` itself: the window before it is empty.
    expect(lowestPriceBefore([point(90, 0)], now)).toBeNull();
    expect(lowestPriceBefore([point(90, 0), point(80, -1)], now)).toBeNull();
  });

  it('counts the point in force when the window opens', () => {
    expect(lowestPriceBefore([point(100, 90), point(90, 0)], now)).toBe(100);
  });

  it('counts every change inside the window and takes the lowest', () => {
    const history = [point(100, 60), point(95, 25), point(85, 18), point(99, 12), point(100, 4), point(80, 0)];
    expect(lowestPriceBefore(history, now)).toBe(85);
  });

  it('does not count a price that ended before the window opened, nor one starting at `since` or later', () => {
    const history = [point(50, 70), point(100, 40), point(70, 0), point(60, -2)];
    expect(lowestPriceBefore(history, now)).toBe(100);
  });

  it('does not count a point overridden at the same moment', () => {
    expect(lowestPriceBefore([point(100, 60), point(10, 20), point(100, 20), point(90, 0)], now)).toBe(100);
  });
});

describe('a reduction starting some days after a lower price', () => {
  // Regular 100, a dip to 80 that ended `gap` days before the sale to 90 starts today.
  const history = (gap: number) => [point(100, 90), point(80, gap + 10), point(100, gap), point(90, 0)];

  it('starting today, right after the lower price: the lower price is the lowest, no reduction', () => {
    const result = shown([point(100, 90), point(80, 10), point(90, 0)], 100);
    expect(result.since).toEqual(now);
    expect(result.lowest).toBe(80);
    expect(result.reduction).toBeNull();
  });

  it('29 days after: the dip is still inside the window, so 90 is no reduction', () => {
    expect(shown(history(29), 100)).toMatchObject({ lowest: 80, reduction: null });
  });

  it('30 days after: the dip ended exactly as the window opened, so it no longer counts', () => {
    expect(shown(history(30), 100)).toMatchObject({
      lowest: 100,
      reduction: { amount: 90, original: 100, lowest: 100, percent: -10 },
    });
  });

  it('31 days after: the dip lies before the window', () => {
    expect(shown(history(31), 100).reduction).toEqual({ amount: 90, original: 100, lowest: 100, percent: -10 });
  });

  it('one millisecond inside the window still counts', () => {
    const h = [
      point(100, 90),
      point(80, 40),
      { amount: 100, effectiveAt: new Date(ago(30).getTime() + 1) },
      point(90, 0),
    ];
    expect(shown(h, 100).lowest).toBe(80);
  });
});

describe('the whole rule over a history', () => {
  it('several changes inside the window: the percent is against the lowest of them', () => {
    const result = shown([point(100, 60), point(95, 20), point(92, 14), point(100, 7), point(85, 0)], 100);
    expect(result.lowest).toBe(92);
    expect(result.reduction).toEqual({ amount: 85, original: 100, lowest: 92, percent: -8 });
  });

  it('a reduction begun 10 days ago is still measured from the 30 days before it began', () => {
    const result = shown([point(100, 60), point(90, 10)], 100);
    expect(result.since).toEqual(ago(10));
    expect(result.reduction).toEqual({ amount: 90, original: 100, lowest: 100, percent: -10 });
  });

  it('no history: no lowest price, no reduction even with a sale price in force', () => {
    expect(shown([], 100)).toEqual({ since: null, lowest: null, reduction: null });
    expect(priceReduction({ amount: 90, original: 100, lowest: null })).toBeNull();
  });

  it('a price list that ends: back at the regular price there is no original above it, no reduction', () => {
    const history = [point(100, 60), point(85, 20), point(100, 3)];
    const result = shown(history, 100);
    expect(result.since).toEqual(ago(3));
    expect(result.lowest).toBe(85);
    expect(result.reduction).toBeNull();
    // While the list was still in force (a week ago), it was a reduction.
    expect(shown(history, 100, ago(7)).reduction).toEqual({ amount: 85, original: 100, lowest: 100, percent: -15 });
  });

  it('an export region: net amounts follow the same rule', () => {
    // 2142.02 net is 2549 gross at 19 %; the sale is 1932.77 net.
    const result = shown([point(2142.02, 60), point(2100, 25), point(2142.02, 20), point(1932.77, 0)], 2142.02);
    expect(result.lowest).toBe(2100);
    expect(result.reduction).toEqual({ amount: 1932.77, original: 2142.02, lowest: 2100, percent: -8 });
  });

  it('a rise: no reduction', () => {
    expect(shown([point(100, 60), point(110, 2)], 110).reduction).toBeNull();
    expect(priceReduction({ amount: 110, original: 110, lowest: 100 })).toBeNull();
    // Even a "sale" price above the 30-day lowest is no reduction.
    expect(priceReduction({ amount: 95, original: 120, lowest: 90 })).toBeNull();
  });

  it('computes the percent against the lowest price, not the original', () => {
    // Original 2549, lowest 2399 (a short dip), sale 2299: -4 % against the lowest (-10 % against the original).
    expect(priceReduction({ amount: 2299, original: 2549, lowest: 2399 })).toEqual({
      amount: 2299,
      original: 2549,
      lowest: 2399,
      percent: -4,
    });
  });
});

describe('priceReduction', () => {
  it('needs an original above the amount', () => {
    expect(priceReduction({ amount: 90, lowest: 100 })).toBeNull();
    expect(priceReduction({ amount: 90, original: 90, lowest: 100 })).toBeNull();
    expect(priceReduction({ amount: 90, original: 80, lowest: 100 })).toBeNull();
  });

  it('needs the amount below the lowest price', () => {
    expect(priceReduction({ amount: 90, original: 100, lowest: 90 })).toBeNull();
  });

  it('needs an amount', () => {
    expect(priceReduction({ amount: null, original: 100, lowest: 100 })).toBeNull();
  });

  it('rounds the percent (Math.round) and never reads -0', () => {
    expect(priceReduction({ amount: 85, original: 100, lowest: 100 })?.percent).toBe(-15);
    expect(priceReduction({ amount: 2319, original: 2549, lowest: 2549 })?.percent).toBe(-9);
    expect(priceReduction({ amount: 87.5, original: 100, lowest: 100 })?.percent).toBe(-12);
    expect(Object.is(priceReduction({ amount: 999, original: 1000, lowest: 1000 })?.percent, 0)).toBe(true);
  });

  it('refuses amounts that are not numbers', () => {
    expect(priceReduction({ amount: Number.NaN, original: 100, lowest: 100 })).toBeNull();
    expect(priceReduction({ amount: -1, original: 100, lowest: 0 })).toBeNull();
  });
});
