// Honest prices (issue 26; Price Indication Directive Art. 6a, § 11 PAngV, CJEU C-330/23): a
// reduction may be announced only against the lowest price of the 30 days before it began, and its
// percent is computed against that lowest price. Medusa keeps each variant's price history per
// region and currency (commerce/src/modules/price-history); these functions read it. No imports.

/** How many days before a reduction began its lowest price is looked up in. */
export const LOWEST_PRICE_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A price in force from `effectiveAt` until the next point's `effectiveAt` (the last one: until now). */
export interface PricePoint {
  amount: number;
  effectiveAt: string | Date;
}

interface Timed {
  amount: number;
  at: number;
}

/**
 * The points in time order with their times in milliseconds. Points with an unreadable time or
 * amount are left out; of points with the same time, the one listed last wins (the others were
 * never in force).
 */
function timeline(history: readonly PricePoint[]): Timed[] {
  const points = history
    .map((point, index) => ({ amount: point.amount, at: new Date(point.effectiveAt).getTime(), index }))
    .filter((point) => Number.isFinite(point.at) && Number.isFinite(point.amount))
    .sort((a, b) => a.at - b.at || a.index - b.index);
  const result: Timed[] = [];
  for (const { amount, at } of points) {
    if (result.at(-1)?.at === at) result.pop();
    result.push({ amount, at });
  }
  return result;
}

/**
 * When the price in force at `now` took effect: the start of the last uninterrupted run of points
 * with that amount (a price recorded again unchanged does not restart it). Null without history, or
 * when no point is in force yet at `now`.
 */
export function currentPriceSince(history: readonly PricePoint[], now: Date = new Date()): Date | null {
  const points = timeline(history).filter((point) => point.at <= now.getTime());
  let run = points.pop();
  if (!run) return null;
  for (let before = points.pop(); before?.amount === run.amount; before = points.pop()) run = before;
  return new Date(run.at);
}

/**
 * The lowest amount in force at any moment of [since − 30 days, since): the point in force when
 * that window opens counts, and so does every point that takes effect inside it. Null when no point
 * was in force in the window.
 */
export function lowestPriceBefore(history: readonly PricePoint[], since: Date): number | null {
  const end = since.getTime();
  if (!Number.isFinite(end)) return null;
  const start = end - LOWEST_PRICE_DAYS * DAY_MS;
  const points = timeline(history);
  let lowest: number | null = null;
  points.forEach((point, index) => {
    const until = points[index + 1]?.at ?? Infinity;
    // In force over [point.at, until); counted when that meets [start, end).
    if (point.at < end && until > start && (lowest === null || point.amount < lowest)) lowest = point.amount;
  });
  return lowest;
}

/**
 * The badge percent between a price and the price it is compared with (a reduction's 30-day
 * lowest price, a surcharge's reference price), rounded to a whole number: negative below it,
 * positive above it, 0 when they match or the reference is unusable (never -0).
 */
export function priceChangePercent(price: number, reference: number): number {
  if (!Number.isFinite(price) || !Number.isFinite(reference) || reference <= 0) return 0;
  return Math.round(((price - reference) / reference) * 100) || 0;
}

/** A reduction the shop may announce: the price, the struck-through original, the 30-day lowest. */
export interface PriceReduction {
  amount: number;
  original: number;
  lowest: number;
  /** Against the lowest price, rounded: −15 for 15 % below it. */
  percent: number;
}

/**
 * The reduction to show, or null for none at all (no strike-through, no badge, no 30-day line).
 * Shown only when there is an original above the amount (a sale price list is in force), the 30-day
 * lowest price is known, and the amount is below that lowest price; a sale that only returns to an
 * earlier lower price is not a reduction. The percent is computed against the lowest price.
 */
export function priceReduction(input: {
  amount: number | null;
  original?: number | null;
  lowest?: number | null;
}): PriceReduction | null {
  const { amount, original, lowest } = input;
  if (amount == null || original == null || lowest == null) return null;
  if (![amount, original, lowest].every(Number.isFinite)) return null;
  if (!(original > amount) || !(lowest > 0) || !(amount < lowest)) return null;
  return { amount, original, lowest, percent: priceChangePercent(amount, lowest) };
}
