// The delivery time the shop states (Art. 246a § 1 (1) no. 7 EGBGB: when it will deliver), from
// an item's availability (site/src/features/catalog/availability.mjs) and its product's Medusa
// metadata:
// - available (in stock, ready to ship): the spec's 'about 4-5 working days';
// - built to order: the build time plus delivery in whole weeks, the product's metadata
//   `delivery_weeks_min` / `delivery_weeks_max` (order to the shopper's door, the build included,
//   so what the workshop writes in Medusa Admin is what the page says), else about 6-10 weeks;
//   one of the two alone is both ends; a value that is no whole number of weeks from 1 to 104
//   counts as missing;
// - out of stock: no promise at all.
// An order's delivery time is its longest item's (longestDeliveryTime).
import type { Language } from './language.js';

export type DeliveryAvailability = 'available' | 'built-to-order' | 'out-of-stock';

/** A delivery time as a range: working days for goods that are ready, weeks for a build. */
export type DeliveryTime = { unit: 'working-days' | 'weeks'; min: number; max: number };

/** Goods that are ready leave within about 4-5 working days (spec section 1). */
export const READY_DELIVERY: Readonly<DeliveryTime> = { unit: 'working-days', min: 4, max: 5 };
/** A built-to-order instrument whose product names no time of its own: about 6-10 weeks. */
export const BUILT_TO_ORDER_DELIVERY: Readonly<DeliveryTime> = { unit: 'weeks', min: 6, max: 10 };
/** The product metadata keys the workshop sets in Medusa Admin (whole weeks, build included). */
export const DELIVERY_WEEKS_KEYS = { min: 'delivery_weeks_min', max: 'delivery_weeks_max' } as const;
const MAX_WEEKS = 104;
const WORKING_DAYS_PER_WEEK = 5;

type Metadata = Record<string, unknown> | null | undefined;

/** A metadata value as whole weeks (a number, or digits as Medusa Admin saves them), else null. */
function weeksOf(value: unknown): number | null {
  const weeks = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return typeof weeks === 'number' && Number.isInteger(weeks) && weeks >= 1 && weeks <= MAX_WEEKS ? weeks : null;
}

/** The delivery time a built-to-order product's metadata names, else about 6-10 weeks. */
export function builtToOrderDelivery(metadata: Metadata): DeliveryTime {
  const min = weeksOf(metadata?.[DELIVERY_WEEKS_KEYS.min]);
  const max = weeksOf(metadata?.[DELIVERY_WEEKS_KEYS.max]);
  if (min == null && max == null) return { ...BUILT_TO_ORDER_DELIVERY };
  const low = min ?? max!;
  const high = max ?? min!;
  return { unit: 'weeks', min: Math.min(low, high), max: Math.max(low, high) };
}

/** The delivery time of an item: by its availability, a build's from its product's metadata. */
export function deliveryTime(availability: DeliveryAvailability, metadata?: Metadata): DeliveryTime | null {
  return deliveryTimeWith(availability, builtToOrderDelivery(metadata));
}

/**
 * The delivery time of an item whose product's build was read before (builtToOrderDelivery): the
 * site's product pages carry it from the build, their availability comes from the browser.
 */
export function deliveryTimeWith(availability: DeliveryAvailability, builtToOrder: DeliveryTime): DeliveryTime | null {
  if (availability === 'available') return { ...READY_DELIVERY };
  if (availability === 'built-to-order') return { ...builtToOrder };
  return null;
}

const inWorkingDays = (time: DeliveryTime, end: 'min' | 'max') =>
  time.unit === 'weeks' ? time[end] * WORKING_DAYS_PER_WEEK : time[end];

/**
 * The longest of several items' delivery times (an order arrives when its last item does): the
 * one that may take longest, the surer of two equally long. Null when no item has one.
 */
export function longestDeliveryTime(times: readonly (DeliveryTime | null | undefined)[]): DeliveryTime | null {
  let longest: DeliveryTime | null = null;
  for (const time of times) {
    if (!time) continue;
    const longer =
      !longest ||
      inWorkingDays(time, 'max') > inWorkingDays(longest, 'max') ||
      (inWorkingDays(time, 'max') === inWorkingDays(longest, 'max') &&
        inWorkingDays(time, 'min') > inWorkingDays(longest, 'min'));
    if (longer) longest = time;
  }
  return longest ? { ...longest } : null;
}

/** Whether two delivery times say the same (a cart line names its own only where it differs). */
export function sameDeliveryTime(a: DeliveryTime | null, b: DeliveryTime | null): boolean {
  return a === b || (a != null && b != null && a.unit === b.unit && a.min === b.min && a.max === b.max);
}

const UNIT_WORDS: Readonly<Record<Language, Record<DeliveryTime['unit'], [one: string, many: string]>>> = {
  en: { 'working-days': ['working day', 'working days'], weeks: ['week', 'weeks'] },
  de: { 'working-days': ['Werktag', 'Werktage'], weeks: ['Woche', 'Wochen'] },
};
const ABOUT: Readonly<Record<Language, string>> = { en: 'about', de: 'ca.' };
const LINE: Readonly<Record<Language, (value: string) => string>> = {
  en: (value) => `Delivery in ${value}`,
  de: (value) => `Lieferzeit ${value}`,
};

/** A delivery time as a value ('about 4-5 working days', 'ca. 6-10 Wochen'): the shipping modal's. */
export function deliveryTimeText(time: DeliveryTime, language: Language): string {
  const [one, many] = UNIT_WORDS[language][time.unit];
  const amount = time.min === time.max ? String(time.min) : `${time.min}-${time.max}`;
  return `${ABOUT[language]} ${amount} ${time.min === time.max && time.min === 1 ? one : many}`;
}

/** A delivery time as a sentence ('Delivery in about 4-5 working days', 'Lieferzeit ca. 6-10 Wochen'). */
export function deliveryLine(time: DeliveryTime, language: Language): string {
  return LINE[language](deliveryTimeText(time, language));
}
