// The guest order page's signed link (/order/{id}?token=..., /de/order/...): an HMAC-SHA256 over
// the order id with the order-link secret (SITE_ORDER_SECRET in .secrets.env, generated on the
// first start; production supplies its own). Medusa signs the links it mails; the site's server
// checks them before it reads the order. Server-only (node:crypto): import it as
// `@tonewood/rules/order-token`; the package index does not re-export it.
import { createHmac, timingSafeEqual } from 'node:crypto';

const PURPOSE = 'tonewood:order-page:v1:';

/** The token for an order id: 43 URL-safe characters. */
export function signOrderToken(orderId: string, secret: string): string {
  if (!secret) throw new Error('the order-link secret (SITE_ORDER_SECRET) is not set');
  if (!orderId) throw new Error('signOrderToken: no order id');
  return createHmac('sha256', secret)
    .update(PURPOSE + orderId)
    .digest('base64url');
}

/** Whether `token` is the token of `orderId`; false for anything else (never throws on input). */
export function verifyOrderToken(orderId: unknown, token: unknown, secret: string): boolean {
  if (typeof orderId !== 'string' || typeof token !== 'string' || !orderId || !token || !secret) return false;
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return false;
  const expected = Buffer.from(signOrderToken(orderId, secret));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const CART_KEY_PURPOSE = 'tonewood:cart-key:v1:';

/**
 * The key of a cart: the HMAC of its id that Medusa hands the browser that created the cart
 * (`cart_key` beside it, commerce/src/api/personal-data-middlewares.ts, with the same secret).
 * Holding it proves a request comes from that browser; the cart id alone is in URLs.
 */
export function signCartKey(cartId: string, secret: string): string {
  if (!secret) throw new Error('the order-link secret (SITE_ORDER_SECRET) is not set');
  if (!cartId) throw new Error('signCartKey: no cart id');
  return createHmac('sha256', secret)
    .update(CART_KEY_PURPOSE + cartId)
    .digest('base64url');
}

/** Whether `key` is the key of `cartId`; false for anything else (never throws on input). */
export function verifyCartKey(cartId: unknown, key: unknown, secret: string): boolean {
  if (typeof cartId !== 'string' || typeof key !== 'string' || !cartId || !secret) return false;
  if (!/^[A-Za-z0-9_-]{43}$/.test(key)) return false;
  const expected = Buffer.from(signCartKey(cartId, secret));
  const given = Buffer.from(key);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
