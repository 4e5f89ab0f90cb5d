import { describe, expect, it } from 'vitest';
import { productPrice } from './price.mjs';

const variant = (id: string, amount: number | null) => ({ id, calculated_price: { calculated_amount: amount } });

describe('productPrice', () => {
  it('starts from the start_price metadata when there is one', () => {
    const price = productPrice({ metadata: { start_price: '2490', list_price: 2790 }, variants: [variant('a', 2600)] });
    expect(price).toEqual({ startPrice: 2490, listPrice: 2790, taxIncluded: true, variantAmounts: { a: 2600 } });
  });

  it('starts from the cheapest priced variant otherwise', () => {
    const price = productPrice({ variants: [variant('a', 3100), variant('b', null), variant('c', 2900)] });
    expect(price.startPrice).toBe(2900);
    expect(price.listPrice).toBeNull();
    expect(price.variantAmounts).toEqual({ a: 3100, b: null, c: 2900 });
  });

  it('has no start price (null, never Infinity) for a product without prices', () => {
    expect(productPrice({ variants: [variant('a', null)] }).startPrice).toBeNull();
    expect(productPrice({ variants: [] }).startPrice).toBeNull();
    expect(productPrice({}).startPrice).toBeNull();
  });

  it('uses the export prices, net of VAT, in the export region', () => {
    const product = {
      metadata: { start_price: 2490, list_price: 2790, start_price_export: 2092, list_price_export: 2344 },
      variants: [variant('a', 2092)],
    };
    expect(productPrice(product, { exportRegion: true })).toEqual({
      startPrice: 2092,
      listPrice: 2344,
      taxIncluded: false,
      variantAmounts: { a: 2092 },
    });
  });

  it('falls back to the cheapest variant in the export region without export metadata', () => {
    const price = productPrice(
      { metadata: { start_price: 2490 }, variants: [variant('a', 2092)] },
      { exportRegion: true },
    );
    expect(price.startPrice).toBe(2092);
    expect(price.listPrice).toBeNull();
  });
});

describe('variant amounts', () => {
  it('reads a variant without a calculated price as null', () => {
    expect(productPrice({ variants: [{ id: 'a' }, { id: 'b', calculated_price: null }] }).variantAmounts).toEqual({
      a: null,
      b: null,
    });
  });
});
