// What every page knows of the cart without its code: whether this browser holds one.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PENDING_KEY } from './pending';
import { CART_ID_KEY, hasStoredCart } from './signal';

describe('hasStoredCart', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    window.localStorage.clear();
  });

  it('is false for a browser with neither a cart id nor an add pending', () => {
    expect(hasStoredCart()).toBe(false);
  });

  it('is true with a cart id, and with an add still pending', () => {
    window.localStorage.setItem(CART_ID_KEY, 'cart_01');
    expect(hasStoredCart()).toBe(true);
    window.localStorage.removeItem(CART_ID_KEY);
    const record = { id: 'r1', variantId: 'variant_01', quantity: 1, at: Date.now(), page: 'other' };
    window.localStorage.setItem(PENDING_KEY, JSON.stringify([record]));
    expect(hasStoredCart()).toBe(true);
  });

  it('is false, not an error, where the browser blocks local storage (reading it throws)', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    expect(() => hasStoredCart()).not.toThrow();
    expect(hasStoredCart()).toBe(false);
  });
});
