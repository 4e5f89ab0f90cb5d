import { describe, expect, it } from 'vitest';
import type { StoreCart } from '../../lib/data';
import { applyFailure, applyOutcome, appliedCodes, beforeDiscounts, cartDiscounts } from './promotion';

const cart = (fields: Record<string, unknown>) => ({ id: 'cart_1', ...fields }) as unknown as StoreCart;

const withMerchCode = cart({
  promotions: [
    { id: 'p1', code: 'MERCH10', is_automatic: false },
    {
      id: 'p2',
      code: 'FREE-EXPRESS-3000',
      is_automatic: true,
      metadata: { name_en: 'Free express shipping above 3,000 €', name_de: 'Gratis-Expressversand ab 3.000 €' },
    },
  ],
  original_item_total: 3369,
  original_shipping_total: 19,
  items: [{ id: 'i1', original_total: 79, total: 71.1, adjustments: [{ code: 'MERCH10', amount: 7.9 }] }],
  shipping_methods: [
    { id: 's1', original_total: 19, total: 0, adjustments: [{ code: 'FREE-EXPRESS-3000', amount: 15.97 }] },
  ],
});

describe('applying a code', () => {
  it('lists the codes the shopper applied, not the automatic promotions', () => {
    expect(appliedCodes(withMerchCode)).toEqual(['MERCH10']);
    expect(appliedCodes(null)).toEqual([]);
  });

  it('is applied when the cart carries it, and not applicable when Medusa answered without it', () => {
    expect(applyOutcome('MERCH10', withMerchCode)).toBeNull();
    expect(applyOutcome('MERCH10', cart({ promotions: [] }))).toEqual({ kind: 'not-applicable', code: 'MERCH10' });
  });

  it("maps Medusa's refusal of an unknown code, and any other failure", () => {
    const invalid = Object.assign(new Error('The promotion code NOPE is invalid'), { status: 400 });
    expect(applyFailure('NOPE', invalid)).toEqual({ kind: 'unknown', code: 'NOPE' });
    expect(applyFailure('NOPE', Object.assign(new Error('Bad Gateway'), { status: 502 }))).toEqual({
      kind: 'failed',
      code: 'NOPE',
    });
    expect(applyFailure('NOPE', new TypeError('Failed to fetch'))).toEqual({ kind: 'failed', code: 'NOPE' });
  });
});

describe('the summary lines', () => {
  it('names each promotion in the language with what it took off', () => {
    expect(cartDiscounts(withMerchCode, 'de')).toEqual([
      { label: 'Aktionscode MERCH10', amount: 7.9 },
      { label: 'Gratis-Expressversand ab 3.000 €', amount: 19 },
    ]);
    expect(cartDiscounts(withMerchCode, 'en').map((line) => line.label)).toEqual([
      'Code MERCH10',
      'Free express shipping above 3,000 €',
    ]);
  });

  it('shows subtotal and shipping before the discounts only when there are some', () => {
    expect(beforeDiscounts(withMerchCode)).toEqual({ subtotal: 3369, shipping: 19 });
    expect(beforeDiscounts(cart({ items: [], original_item_total: 10 }))).toEqual({});
  });
});
