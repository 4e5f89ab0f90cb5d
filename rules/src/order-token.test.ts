import { describe, expect, it } from 'vitest';
import { signCartKey, signOrderToken, verifyCartKey, verifyOrderToken } from './order-token';
import { orderPagePath } from './orders';

const SECRET = 'a-test-secret-that-is-long-enough-for-hmac-use';

describe('order token', () => {
  it('accepts the token of its order', () => {
    const token = signOrderToken('order_01ABC', SECRET);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(verifyOrderToken('order_01ABC', token, SECRET)).toBe(true);
  });

  it('refuses a tampered token, another order, another secret and junk', () => {
    const token = signOrderToken('order_01ABC', SECRET);
    const tampered = (token[0] === 'A' ? 'B' : 'A') + token.slice(1);
    expect(verifyOrderToken('order_01ABC', tampered, SECRET)).toBe(false);
    expect(verifyOrderToken('order_01ABD', token, SECRET)).toBe(false);
    expect(verifyOrderToken('order_01ABC', token, `${SECRET}x`)).toBe(false);
    expect(verifyOrderToken('order_01ABC', undefined, SECRET)).toBe(false);
    expect(verifyOrderToken('order_01ABC', `${token}x`, SECRET)).toBe(false);
    expect(verifyOrderToken(42, token, SECRET)).toBe(false);
  });

  it('needs a secret to sign', () => {
    expect(() => signOrderToken('order_01ABC', '')).toThrow(/SITE_ORDER_SECRET/);
  });

  it('builds the page path in both languages', () => {
    expect(orderPagePath('en', 'order_1', 'a-b_c')).toBe('/order/order_1?token=a-b_c');
    expect(orderPagePath('de', 'order_1', 'a-b_c')).toBe('/de/order/order_1?token=a-b_c');
  });
});

describe('cart key', () => {
  it('is the key of its cart alone, and a different thing from an order token', () => {
    const key = signCartKey('cart_01ABC', SECRET);
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(verifyCartKey('cart_01ABC', key, SECRET)).toBe(true);
    expect(verifyCartKey('cart_01ABD', key, SECRET)).toBe(false);
    expect(verifyCartKey('cart_01ABC', key, `${SECRET}x`)).toBe(false);
    expect(key).not.toBe(signOrderToken('cart_01ABC', SECRET));
  });

  it('refuses junk and a missing secret without throwing', () => {
    expect(verifyCartKey('cart_01ABC', undefined, SECRET)).toBe(false);
    expect(verifyCartKey('cart_01ABC', 'short', SECRET)).toBe(false);
    expect(verifyCartKey(42, signCartKey('cart_01ABC', SECRET), SECRET)).toBe(false);
    expect(verifyCartKey('cart_01ABC', signCartKey('cart_01ABC', SECRET), '')).toBe(false);
    expect(() => signCartKey('cart_01ABC', '')).toThrow(/secret/);
  });
});
