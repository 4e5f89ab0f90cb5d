import { describe, expect, it } from 'vitest';
import {
  STORE_CHANGE_TIMEOUT_MS,
  STORE_COMPLETE_TIMEOUT_MS,
  STORE_READ_TIMEOUT_MS,
  storeCallTimeout,
} from './store-deadlines.js';

describe('the deadline of a store call', () => {
  it('gives reads ten seconds, changes twenty and placing an order thirty', () => {
    expect([STORE_READ_TIMEOUT_MS, STORE_CHANGE_TIMEOUT_MS, STORE_COMPLETE_TIMEOUT_MS]).toEqual([
      10_000, 20_000, 30_000,
    ]);
    expect(storeCallTimeout('/store/carts/cart_1')).toBe(STORE_READ_TIMEOUT_MS);
    expect(storeCallTimeout('/store/carts/cart_1', 'get')).toBe(STORE_READ_TIMEOUT_MS);
    expect(storeCallTimeout('/store/carts/cart_1', 'HEAD')).toBe(STORE_READ_TIMEOUT_MS);
    expect(storeCallTimeout('/store/carts/cart_1/line-items', 'POST')).toBe(STORE_CHANGE_TIMEOUT_MS);
    expect(storeCallTimeout('/store/carts/cart_1/line-items/li_1', 'DELETE')).toBe(STORE_CHANGE_TIMEOUT_MS);
    expect(storeCallTimeout('/store/carts/cart_1/complete', 'POST')).toBe(STORE_COMPLETE_TIMEOUT_MS);
    expect(storeCallTimeout('/store/carts/cart_1/complete?fields=id', 'POST')).toBe(STORE_COMPLETE_TIMEOUT_MS);
    expect(storeCallTimeout(new URL('http://x/store/carts/cart_1/complete'), 'POST')).toBe(STORE_COMPLETE_TIMEOUT_MS);
    expect(storeCallTimeout(undefined, 'POST')).toBe(STORE_CHANGE_TIMEOUT_MS);
  });
});
