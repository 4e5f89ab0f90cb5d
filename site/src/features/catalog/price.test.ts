import { describe, expect, it } from 'vitest';
import { lowestByVariant, productPrice } from './price.mjs';

const variant = (id: string, amount: number | null, original: number | null = amount) => ({
  id,
  calculated_price: { calculated_amount: amount, original_amount: original },
});

describe('productPrice', () => {
  it('starts from the cheapest priced variant', () => {
    const price = productPrice({ variants: [variant('a', 3100), variant('b', null), variant('c', 2900)] });
    expect(price.startPrice).toBe(2900);
    expect(price.reduction).toBeNull();
    expect(price.variantAmounts).toEqual({ a: 3100, b: null, c: 2900 });
  });

  it('ignores the retired start_price and list_price metadata', () => {
    const price = productPrice({ metadata: { start_price: 2490, list_price: 2790 }, variants: [variant('a', 2600)] });
    expect(price).toMatchObject({ startPrice: 2600, reduction: null, referencePrice: null });
  });

  it('has no start price (null, never Infinity) for a product without prices', () => {
    expect(productPrice({ variants: [variant('a', null)] }).startPrice).toBeNull();
    expect(productPrice({ variants: [] }).startPrice).toBeNull();
    expect(productPrice({}).startPrice).toBeNull();
  });

  it('names a sale with its original and its 30-day lowest price', () => {
    const price = productPrice(
      { variants: [variant('a', 2549, 2999), variant('b', 2749, 3199)] },
      { lowest: { a: 2799, b: 3199 } },
    );
    expect(price.startPrice).toBe(2549);
    expect(price.reduction).toEqual({ original: 2999, lowest: 2799 });
    expect(price.variantReductions).toEqual({
      a: { original: 2999, lowest: 2799 },
      b: { original: 3199, lowest: 3199 },
    });
  });

  it('shows no reduction without a known 30-day lowest price or when the sale is not below it', () => {
    const product = { variants: [variant('a', 2549, 2999)] };
    expect(productPrice(product).reduction).toBeNull();
    expect(productPrice(product, { lowest: { a: null } }).reduction).toBeNull();
    expect(productPrice(product, { lowest: { a: 2500 } }).reduction).toBeNull();
  });

  it('keeps a reference price for the surcharge badge, never a reduction', () => {
    const price = productPrice({ metadata: { reference_price: '2990' }, variants: [variant('a', 3240)] });
    expect(price).toMatchObject({ startPrice: 3240, reduction: null, referencePrice: 2990 });
  });

  it('uses the export prices and export reference price, net of VAT, in the export region', () => {
    const product = {
      metadata: { reference_price: 2990, reference_price_export: 2512.61 },
      variants: [variant('a', 2142.02, 2520.17)],
    };
    expect(productPrice(product, { exportRegion: true, lowest: { a: 2352.1 } })).toEqual({
      startPrice: 2142.02,
      reduction: { original: 2520.17, lowest: 2352.1 },
      referencePrice: 2512.61,
      taxIncluded: false,
      variantAmounts: { a: 2142.02 },
      variantReductions: { a: { original: 2520.17, lowest: 2352.1 } },
    });
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

describe('lowestByVariant', () => {
  it('maps the store route answer by variant id', () => {
    expect(
      lowestByVariant({
        prices: [
          { variant_id: 'a', lowest_amount: 2799 },
          { variant_id: 'b', lowest_amount: null },
        ],
      }),
    ).toEqual({ a: 2799, b: null });
    expect(lowestByVariant(undefined)).toEqual({});
  });
});
