import { describe, expect, it } from 'vitest';
import { usesSimplifiedHeader } from './headerVariant';

describe('usesSimplifiedHeader', () => {
  it('is true for the checkout and order shells only', () => {
    expect(usesSimplifiedHeader({ shell: 'checkout' })).toBe(true);
    expect(usesSimplifiedHeader({ shell: 'checkout-success' })).toBe(true);
    expect(usesSimplifiedHeader({ shell: 'order-confirmation' })).toBe(true);
    expect(usesSimplifiedHeader({ shell: 'cart' })).toBe(false);
    expect(usesSimplifiedHeader({})).toBe(false);
    expect(usesSimplifiedHeader(undefined)).toBe(false);
  });
});
