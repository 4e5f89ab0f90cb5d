// The consumer's right of withdrawal (§ 355, § 356 BGB; Consumer Rights Directive Art. 9, 11a):
// 14 days, counted in the shop's time zone (Europe/Berlin) from the day after the goods arrived
// (§ 187 (1) BGB), ending with the 14th day (§ 188 (1) BGB). While nothing has been delivered, the
// period is counted from the order date, so the function stays open for a shopper waiting for an
// instrument. Goods made to the shopper's specification are excluded (§ 312g (2) no. 1 BGB): a
// product flag in Medusa (metadata.made_to_specification).
import type { Language } from './language.js';

export const WITHDRAWAL_DAYS = 14;
export const SHOP_TIME_ZONE = 'Europe/Berlin';

// Made on first use, not when a page loads this module: a browser's first Intl date format loads
// its ICU data (money.ts says what that costs a phone).
let berlinDay: Intl.DateTimeFormat | undefined;

/** The calendar day (YYYY-MM-DD) an instant falls on in Europe/Berlin. */
export function shopDay(instant: Date | string | number): string {
  const date = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(date.getTime())) throw new RangeError(`not a date: ${String(instant)}`);
  berlinDay ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return berlinDay.format(date);
}

/** A calendar day plus `days` days (calendar arithmetic, no time zone involved). */
function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export type WithdrawalPeriod = {
  /** Delivery when there is one, else the order date. */
  countsFrom: 'delivery' | 'order';
  /** The last day (YYYY-MM-DD, Europe/Berlin) on which a withdrawal is in time. */
  lastDay: string;
  /** Whether `now` is on or before the last day. */
  open: boolean;
};

/**
 * The withdrawal period of an order: open through the 14th day after delivery (or after the
 * order date while nothing is delivered), days counted in Europe/Berlin.
 */
export function withdrawalPeriod(
  { orderedAt, deliveredAt }: { orderedAt: Date | string | number; deliveredAt?: Date | string | number | null },
  now: Date | string | number = Date.now(),
): WithdrawalPeriod {
  const countsFrom = deliveredAt != null ? 'delivery' : 'order';
  const lastDay = addDays(shopDay(deliveredAt ?? orderedAt), WITHDRAWAL_DAYS);
  return { countsFrom, lastDay, open: shopDay(now) <= lastDay };
}

/** Whether a product (its Medusa metadata) is made to the shopper's specification. */
export function madeToSpecification(metadata: Record<string, unknown> | null | undefined): boolean {
  const flag = metadata?.made_to_specification;
  return flag === true || flag === 'true';
}

/** The notice shown wherever such a product is offered or named (product page, checkout, quote). */
export const MADE_TO_SPECIFICATION_NOTICE: Readonly<Record<Language, string>> = {
  en: 'Made to your specification: no right of withdrawal',
  de: 'Nach deinen Vorgaben gefertigt: kein Widerrufsrecht',
};

export type WithdrawalItems<T> = { withdrawable: T[]; excluded: T[] };

/** Splits the items a withdrawal names into those it may cover and those made to specification. */
export function splitWithdrawableItems<T extends { metadata?: Record<string, unknown> | null }>(
  items: readonly T[],
): WithdrawalItems<T> {
  const excluded = items.filter((item) => madeToSpecification(item.metadata));
  return { withdrawable: items.filter((item) => !excluded.includes(item)), excluded };
}

/**
 * The moment a withdrawal was received, as the shopper reads it: date and time in Europe/Berlin,
 * in the language of the form (e.g. '3 June 2026', '14:05 CEST' / '3. Juni 2026', '14:05 MESZ').
 */
export function formatReceipt(instant: Date | string | number, language: Language): { date: string; time: string } {
  const at = instant instanceof Date ? instant : new Date(instant);
  const locale = language === 'de' ? 'de-DE' : 'en-GB';
  return {
    date: new Intl.DateTimeFormat(locale, { timeZone: SHOP_TIME_ZONE, dateStyle: 'long' }).format(at),
    time: new Intl.DateTimeFormat(locale, {
      timeZone: SHOP_TIME_ZONE,
      hour: '2-digit',
      minute: '2-digit',
      timeZoneName: 'short',
    }).format(at),
  };
}

/** A period's last day (YYYY-MM-DD) as a date in the shopper's language ('17 June 2026' / '17. Juni 2026'). */
export function formatShopDay(day: string, language: Language): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', { timeZone: 'UTC', dateStyle: 'long' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}
