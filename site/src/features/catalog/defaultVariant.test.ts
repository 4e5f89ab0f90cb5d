import { describe, expect, it } from 'vitest';
import { defaultVariant, isBuyable, withVariant, type VariantChoice } from './defaultVariant';

const v = (
  medusaId: string,
  amount: number | null,
  availability: VariantChoice['availability'],
  sku = '',
): VariantChoice => ({
  medusaId,
  sku,
  amount,
  availability,
});

// The Vesper Archtop's case: the first variant is neither the cheapest nor the one to open on.
const archtop = [
  v('variant_honey_left', 5090, 'available', 'VES-HB-L'),
  v('variant_sunburst_right', 4990, 'out-of-stock', 'VES-SB-R'),
  v('variant_natural_right', 4890, 'available', 'VES-NA-R'),
  v('variant_natural_left', 4890, 'built-to-order', 'VES-NA-L'),
];

describe('defaultVariant', () => {
  it('opens on the cheapest variant that can be bought now (the first of equals)', () => {
    expect(defaultVariant(archtop)?.medusaId).toBe('variant_natural_right');
  });

  it('passes over a cheaper variant that is out of stock', () => {
    const variants = [v('a', 100, 'out-of-stock'), v('b', 300, 'available'), v('c', 200, 'built-to-order')];
    expect(defaultVariant(variants)?.medusaId).toBe('c');
  });

  it('falls back to the cheapest when none can be bought, and to the first without prices', () => {
    expect(defaultVariant([v('a', 300, 'out-of-stock'), v('b', 200, 'out-of-stock')])?.medusaId).toBe('b');
    expect(defaultVariant([v('a', null, 'available'), v('b', null, 'available')])?.medusaId).toBe('a');
    expect(defaultVariant([])).toBeUndefined();
  });

  it('lets a requested variant win, by Medusa id or SKU (any case), even out of stock', () => {
    expect(defaultVariant(archtop, 'variant_honey_left')?.medusaId).toBe('variant_honey_left');
    expect(defaultVariant(archtop, 'ves-sb-r')?.medusaId).toBe('variant_sunburst_right');
  });

  it('ignores a request that names no variant of the product', () => {
    expect(defaultVariant(archtop, '  ')?.medusaId).toBe('variant_natural_right');
    expect(defaultVariant(archtop, null)?.medusaId).toBe('variant_natural_right');
    expect(defaultVariant(archtop, 'variant_other')?.medusaId).toBe('variant_natural_right');
  });
});

describe('isBuyable', () => {
  it('needs a price and stock (built to order counts)', () => {
    expect(isBuyable(v('a', 10, 'available'))).toBe(true);
    expect(isBuyable(v('a', 10, 'built-to-order'))).toBe(true);
    expect(isBuyable(v('a', 10, 'out-of-stock'))).toBe(false);
    expect(isBuyable(v('a', null, 'available'))).toBe(false);
  });
});

describe('withVariant', () => {
  it('names the variant by SKU (else id) and keeps the other parameters and the anchor', () => {
    expect(withVariant('https://shop.example/de/products/vesper?utm=x#reviews', archtop[0]!)).toBe(
      '/de/products/vesper?utm=x&variant=VES-HB-L#reviews',
    );
    expect(withVariant('https://shop.example/p?variant=old', v('variant_1', 1, 'available'))).toBe(
      '/p?variant=variant_1',
    );
  });
});
