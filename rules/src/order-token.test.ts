import { describe, expect, it } from 'vitest';
import { signOrderToken, verifyOrderToken } from './order-token';
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
