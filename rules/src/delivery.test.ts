import { describe, expect, it } from 'vitest';
import {
  BUILT_TO_ORDER_DELIVERY,
  builtToOrderDelivery,
  deliveryLine,
  deliveryTime,
  deliveryTimeText,
  deliveryTimeWith,
  longestDeliveryTime,
  READY_DELIVERY,
  sameDeliveryTime,
} from './delivery.js';

const weeks = (min: number, max: number) => ({ unit: 'weeks' as const, min, max });

describe('the delivery time of an item', () => {
  it('is about 4-5 working days for goods that are ready, whatever the metadata says', () => {
    expect(deliveryTime('available')).toEqual(READY_DELIVERY);
    expect(deliveryTime('available', { delivery_weeks_min: 13, delivery_weeks_max: 13 })).toEqual({
      unit: 'working-days',
      min: 4,
      max: 5,
    });
  });

  it('is about 6-10 weeks for a build whose product names no time of its own', () => {
    expect(deliveryTime('built-to-order')).toEqual(weeks(6, 10));
    expect(deliveryTime('built-to-order', null)).toEqual(BUILT_TO_ORDER_DELIVERY);
    expect(deliveryTime('built-to-order', { made_to_specification: true })).toEqual(weeks(6, 10));
  });

  it("is the product's own weeks for a build (numbers, or digits as Medusa Admin saves them)", () => {
    expect(deliveryTime('built-to-order', { delivery_weeks_min: 13, delivery_weeks_max: 13 })).toEqual(weeks(13, 13));
    expect(deliveryTime('built-to-order', { delivery_weeks_min: '8', delivery_weeks_max: ' 12 ' })).toEqual(
      weeks(8, 12),
    );
  });

  it('takes one end alone as both, puts swapped ends in order and ignores what is no whole number of weeks', () => {
    expect(builtToOrderDelivery({ delivery_weeks_max: 9 })).toEqual(weeks(9, 9));
    expect(builtToOrderDelivery({ delivery_weeks_min: 12, delivery_weeks_max: 8 })).toEqual(weeks(8, 12));
    expect(builtToOrderDelivery({ delivery_weeks_min: 'soon', delivery_weeks_max: 7 })).toEqual(weeks(7, 7));
    for (const bad of [0, -3, 2.5, 105, '', 'ten', '6-10', true, null, {}])
      expect(builtToOrderDelivery({ delivery_weeks_min: bad, delivery_weeks_max: bad })).toEqual(weeks(6, 10));
  });

  it('makes no promise for an item that is out of stock', () => {
    expect(deliveryTime('out-of-stock')).toBeNull();
    expect(deliveryTime('out-of-stock', { delivery_weeks_min: 6 })).toBeNull();
  });

  it("takes a build's time read before (a product page's) as the metadata's", () => {
    const build = builtToOrderDelivery({ delivery_weeks_min: 13, delivery_weeks_max: 13 });
    expect(deliveryTimeWith('built-to-order', build)).toEqual(weeks(13, 13));
    expect(deliveryTimeWith('available', build)).toEqual(READY_DELIVERY);
    expect(deliveryTimeWith('out-of-stock', build)).toBeNull();
  });

  it('hands out copies: changing one never changes the shop-wide defaults', () => {
    const time = deliveryTime('available')!;
    time.max = 99;
    expect(READY_DELIVERY.max).toBe(5);
  });
});

describe("an order's longest delivery time", () => {
  it('is the one that may take longest: a build outlasts goods that are ready', () => {
    expect(longestDeliveryTime([READY_DELIVERY, weeks(6, 10), READY_DELIVERY])).toEqual(weeks(6, 10));
    expect(longestDeliveryTime([weeks(6, 10), weeks(13, 13)])).toEqual(weeks(13, 13));
    expect(longestDeliveryTime([READY_DELIVERY, weeks(1, 1)])).toEqual(weeks(1, 1));
  });

  it('takes the surer of two equally long, and skips items without a promise', () => {
    expect(longestDeliveryTime([weeks(6, 10), weeks(8, 10)])).toEqual(weeks(8, 10));
    expect(longestDeliveryTime([null, READY_DELIVERY, undefined])).toEqual(READY_DELIVERY);
  });

  it('is none for an order without any promise', () => {
    expect(longestDeliveryTime([])).toBeNull();
    expect(longestDeliveryTime([null, null])).toBeNull();
  });

  it('tells whether two items say the same', () => {
    expect(sameDeliveryTime(deliveryTime('available'), READY_DELIVERY)).toBe(true);
    expect(sameDeliveryTime(weeks(6, 10), weeks(6, 10))).toBe(true);
    expect(sameDeliveryTime(weeks(6, 10), READY_DELIVERY)).toBe(false);
    expect(sameDeliveryTime(null, READY_DELIVERY)).toBe(false);
    expect(sameDeliveryTime(null, null)).toBe(true);
  });
});

describe('the delivery time in words', () => {
  it("says the spec's 'about 4-5 working days' for goods that are ready, in both languages", () => {
    expect(deliveryTimeText(READY_DELIVERY, 'en')).toBe('about 4-5 working days');
    expect(deliveryTimeText(READY_DELIVERY, 'de')).toBe('ca. 4-5 Werktage');
    expect(deliveryLine(READY_DELIVERY, 'en')).toBe('Delivery in about 4-5 working days');
    expect(deliveryLine(READY_DELIVERY, 'de')).toBe('Lieferzeit ca. 4-5 Werktage');
  });

  it('says weeks for a build, in both languages', () => {
    expect(deliveryTimeText(weeks(6, 10), 'en')).toBe('about 6-10 weeks');
    expect(deliveryTimeText(weeks(6, 10), 'de')).toBe('ca. 6-10 Wochen');
    expect(deliveryLine(weeks(13, 13), 'en')).toBe('Delivery in about 13 weeks');
    expect(deliveryLine(weeks(13, 13), 'de')).toBe('Lieferzeit ca. 13 Wochen');
  });

  it('says one week in the singular', () => {
    expect(deliveryTimeText(weeks(1, 1), 'en')).toBe('about 1 week');
    expect(deliveryTimeText(weeks(1, 1), 'de')).toBe('ca. 1 Woche');
    expect(deliveryTimeText(weeks(1, 2), 'de')).toBe('ca. 1-2 Wochen');
  });
});
