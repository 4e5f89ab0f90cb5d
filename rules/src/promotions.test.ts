import { describe, expect, it } from 'vitest';
import {
  discountLines,
  freeExpressApplies,
  itemTotalAfterDiscounts,
  normalizePromotionCode,
  PROMOTION_CODE_PATTERN,
} from './promotions.js';

const automatic = {
  code: 'FREE-EXPRESS-3000',
  is_automatic: true,
  metadata: { name_en: 'Free express shipping above 3,000 €', name_de: 'Gratis-Expressversand ab 3.000 €' },
};

describe('discountLines', () => {
  it('adds up one promotion over several lines and names a code promotion by its code', () => {
    const cart = {
      items: [
        { adjustments: [{ code: 'MERCH10', amount: 1.9 }] },
        { adjustments: [{ code: 'MERCH10', amount: '7.9' }] },
        { adjustments: [] },
      ],
      promotions: [{ code: 'MERCH10', is_automatic: false }],
    };
    expect(discountLines(cart, 'en')).toEqual([
      { code: 'MERCH10', label: 'Code MERCH10', amount: 9.8, automatic: false },
    ]);
    expect(discountLines(cart, 'de')[0]!.label).toBe('Aktionscode MERCH10');
  });

  it('names an automatic promotion by its name in the language, the shipping adjustment included', () => {
    const cart = {
      shipping_methods: [{ adjustments: [{ code: automatic.code, amount: 19 }] }],
      promotions: [automatic],
    };
    expect(discountLines(cart, 'de')).toEqual([
      { code: automatic.code, label: 'Gratis-Expressversand ab 3.000 €', amount: 19, automatic: true },
    ]);
    expect(discountLines(cart, 'en')[0]!.label).toBe('Free express shipping above 3,000 €');
  });

  it('takes the saving from the row totals where Medusa keeps the adjustment net (shipping)', () => {
    const cart = {
      shipping_methods: [{ original_total: 19, total: 0, adjustments: [{ code: automatic.code, amount: 15.966386 }] }],
      items: [{ original_total: 79, total: 71.1, adjustments: [{ code: 'MERCH10', amount: 7.9 }] }],
      promotions: [automatic, { code: 'MERCH10' }],
    };
    expect(discountLines(cart, 'en').map((line) => [line.code, line.amount])).toEqual([
      ['MERCH10', 7.9],
      [automatic.code, 19],
    ]);
  });

  it('falls back to the code for an automatic promotion without a name, and when the promotion is not read', () => {
    const lines = discountLines(
      {
        items: [
          {
            adjustments: [
              { code: 'SPRING', amount: 5 },
              { code: 'OTHER', amount: 2 },
            ],
          },
        ],
        promotions: [{ code: 'SPRING', is_automatic: true, metadata: null }],
      },
      'en',
    );
    expect(lines.map((line) => line.label)).toEqual(['Code SPRING', 'Code OTHER']);
  });

  it('leaves out zero amounts and adjustments without a code', () => {
    expect(
      discountLines(
        {
          items: [
            {
              adjustments: [
                { code: 'X', amount: 0 },
                { code: null, amount: 3 },
              ],
            },
          ],
        },
        'en',
      ),
    ).toEqual([]);
    expect(discountLines({}, 'en')).toEqual([]);
  });
});

describe('normalizePromotionCode', () => {
  it('trims and upper-cases what the shopper typed', () => {
    expect(normalizePromotionCode('  merch10 ')).toBe('MERCH10');
    expect(PROMOTION_CODE_PATTERN.test('FREE-EXPRESS_3000')).toBe(true);
    expect(PROMOTION_CODE_PATTERN.test('NO SPACE')).toBe(false);
  });
});

describe('free express shipping reads the items after their discounts', () => {
  it('does not apply to a MERCH10 cart of 3,036 € (2,732.40 € after the code)', () => {
    const hoodies = [{ unit_price: 69, quantity: 44 }];
    expect(itemTotalAfterDiscounts(hoodies, [])).toBe(3036);
    expect(freeExpressApplies(itemTotalAfterDiscounts(hoodies, []))).toBe(true);
    const after = itemTotalAfterDiscounts(hoodies, [303.6]);
    expect(after).toBe(2732.4);
    expect(freeExpressApplies(after)).toBe(false);
  });

  it('applies above 3,000 € after discounts, not at 3,000 €, and reads Medusa amounts (strings, BigNumbers)', () => {
    const cart = [{ unit_price: '2999', quantity: 1 }, { unit_price: 19, quantity: '2' }, null];
    expect(itemTotalAfterDiscounts(cart, ['3.8'])).toBe(3033.2);
    expect(freeExpressApplies(3000)).toBe(false);
    expect(freeExpressApplies(3000.01)).toBe(true);
    expect(itemTotalAfterDiscounts(cart, [{ toString: () => '37' }])).toBe(3000);
  });
});
