// Personal data by id and the admin's CORS, against the real Medusa (issue 27, the security
// review's findings): an order's or a completed cart's id alone answers no email, address or
// phone; the order's signed link token does; an open cart's email is changed only with the key its
// creator was handed; every such answer is `Cache-Control: no-store`. The admin and auth routes
// answer real preflight requests with credentials only for the admin's own origin.
import { signOrderToken } from '@tonewood/rules/order-token';
import type { HttpTypes } from '@medusajs/framework/types';
import { describe, expect, it } from 'vitest';
import { commerceSecrets } from '../scripts/lib/stack.mjs';
import { BANK_TRANSFER, cartKeyHeaders, cartWith, readyToPay } from './checkout';
import { medusaUrl, publishableKey } from './context';

const secret = commerceSecrets().SITE_ORDER_SECRET as string;
// The answers are read loosely: the tests look at whatever Medusa put in them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Record<string, any>;

const storeHeaders = { 'x-publishable-api-key': publishableKey, 'content-type': 'application/json' };

async function ask(path: string, init: RequestInit = {}) {
  const response = await fetch(`${medusaUrl}${path}`, {
    ...init,
    headers: { ...storeHeaders, ...(init.headers as Record<string, string>) },
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Loose };
}

const PHONE = '+49 341 5550199';

/** A placed bank-transfer order with email, both addresses and a phone number, and its cart id. */
async function placed() {
  const email = `privacy-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;
  const cart = await cartWith('DE', [{ handle: 'tote-bag' }]);
  const address = {
    first_name: 'Greta',
    last_name: 'Privat',
    address_1: 'Geheimweg 3',
    city: 'Leipzig',
    postal_code: '04109',
    country_code: 'de',
    phone: PHONE,
  };
  const updated = await ask(`/store/carts/${cart.id}`, {
    method: 'POST',
    headers: cartKeyHeaders(cart.id),
    body: JSON.stringify({ email, shipping_address: address, billing_address: address }),
  });
  expect(updated.status).toBe(200);
  await readyToPay(cart.id, BANK_TRANSFER);
  const completed = await ask(`/store/carts/${cart.id}/complete`, { method: 'POST' });
  expect(completed.body.type).toBe('order');
  return { email, cartId: cart.id, order: completed.body.order as HttpTypes.StoreOrder };
}

const ORDER_FIELDS = '*shipping_address,*billing_address,+email';
const personal = (record: Loose) =>
  JSON.stringify({ email: record.email, shipping: record.shipping_address, billing: record.billing_address });

describe('personal data by id', () => {
  it("GET /store/orders/{id} leaves out email, addresses and phone without the order's token; no-store always", async () => {
    const { email, order } = await placed();
    const byId = await ask(`/store/orders/${order.id}?fields=${ORDER_FIELDS}`);
    expect(byId.status).toBe(200);
    expect(byId.headers.get('cache-control')).toBe('no-store');
    expect(byId.body.order.id).toBe(order.id);
    expect(byId.body.order.items.length).toBe(1);
    expect(personal(byId.body.order)).not.toContain(email);
    expect(personal(byId.body.order)).not.toContain(PHONE);
    expect(personal(byId.body.order)).not.toContain('Geheimweg');
    expect(JSON.stringify(byId.body)).not.toContain(email);

    const wrong = await ask(`/store/orders/${order.id}?fields=${ORDER_FIELDS}`, {
      headers: { 'x-order-token': signOrderToken('order_01SOMEOTHERORDER', secret) },
    });
    expect(JSON.stringify(wrong.body)).not.toContain(email);

    const withToken = await ask(`/store/orders/${order.id}?fields=${ORDER_FIELDS}`, {
      headers: { 'x-order-token': signOrderToken(order.id, secret) },
    });
    expect(withToken.headers.get('cache-control')).toBe('no-store');
    expect(withToken.body.order.email).toBe(email);
    expect(withToken.body.order.shipping_address.phone).toBe(PHONE);
    expect(withToken.body.order.billing_address.address_1).toBe('Geheimweg 3');
  });

  it("a completed cart's id answers no email or address, and its email cannot be changed", async () => {
    const { email, cartId } = await placed();
    const read = await ask(`/store/carts/${cartId}?fields=*shipping_address,*billing_address,+email`);
    expect(read.headers.get('cache-control')).toBe('no-store');
    expect(JSON.stringify(read.body)).not.toContain(email);
    expect(JSON.stringify(read.body)).not.toContain(PHONE);
    expect(JSON.stringify(read.body)).not.toContain('Geheimweg');

    const change = await ask(`/store/carts/${cartId}`, {
      method: 'POST',
      body: JSON.stringify({ email: 'attacker@example.org' }),
    });
    expect(change.status).toBeGreaterThanOrEqual(400);
    expect(change.status).toBeLessThan(500);
    expect(JSON.stringify(change.body)).not.toContain(email);
  });

  it("an open cart's email is changed only with the key its creator was handed", async () => {
    const cart = await cartWith('DE', [{ handle: 'tote-bag' }]);
    // checkout.ts gives every cart an address of its own (the per-address order limit).
    const email = cart.email!;
    expect(email).toMatch(/^shopper-[a-z0-9-]+@example\.com$/);
    expect(cartKeyHeaders(cart.id)['x-cart-key']).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const byId = await ask(`/store/carts/${cart.id}`, {
      method: 'POST',
      body: JSON.stringify({ email: 'attacker@example.org' }),
    });
    expect(byId.status).toBe(403);
    expect(byId.body.message).toMatch(/browser that created the cart/);
    const forged = await ask(`/store/carts/${cart.id}`, {
      method: 'POST',
      headers: { 'x-cart-key': 'A'.repeat(43) },
      body: JSON.stringify({ email: 'attacker@example.org' }),
    });
    expect(forged.status).toBe(403);
    expect((await ask(`/store/carts/${cart.id}?fields=+email`)).body.cart.email).toBe(email);

    // The same address again (the checkout saves the whole step) needs no key.
    const same = await ask(`/store/carts/${cart.id}`, {
      method: 'POST',
      body: JSON.stringify({ email }),
    });
    expect(same.status).toBe(200);

    const withKey = await ask(`/store/carts/${cart.id}?fields=+email`, {
      method: 'POST',
      headers: cartKeyHeaders(cart.id),
      body: JSON.stringify({ email: 'new-address@example.org' }),
    });
    expect(withKey.status).toBe(200);
    expect(withKey.headers.get('cache-control')).toBe('no-store');
    expect(withKey.body.cart.email).toBe('new-address@example.org');
  });

  it('a new cart takes its first email without a key (the checkout of a cart made before keys)', async () => {
    const created = await ask('/store/carts', { method: 'POST', body: JSON.stringify({}) });
    expect(created.body.cart_key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const first = await ask(`/store/carts/${created.body.cart.id}?fields=+email`, {
      method: 'POST',
      body: JSON.stringify({ email: 'first@example.org' }),
    });
    expect(first.status).toBe(200);
    expect(first.body.cart.email).toBe('first@example.org');
  });
});

/** The spellings of a cart's path Medusa routes alike: express matches in any letter case, a trailing slash too. */
const spellings = (cartId: string, action = '') => [
  `/store/carts/${cartId}${action}`,
  `/STORE/CARTS/${cartId}${action.toUpperCase()}`,
  `/Store/cArts/${cartId}${action.replace('c', 'C')}`,
  `/store/carts/${cartId}${action}/`,
];

describe('the guards hold in any spelling of the path (upper, mixed, lower case, trailing slash)', () => {
  it("an open cart's email is not changed without its key, however the path is written", async () => {
    const cart = await cartWith('DE', [{ handle: 'tote-bag' }]);
    const answers: [string, number, string][] = [];
    for (const path of spellings(cart.id)) {
      const { status, body } = await ask(path, {
        method: 'POST',
        body: JSON.stringify({ email: 'attacker@example.org' }),
      });
      answers.push([path, status, String(body.message)]);
    }
    const refused = "This cart's email address can only be changed from the browser that created the cart";
    expect(answers).toEqual(answers.map(([path]) => [path, 403, refused]));
    expect((await ask(`/store/carts/${cart.id}?fields=+email`)).body.cart.email).toBe(cart.email);
  });

  it('a completed cart answers no email, address or phone, however the path is written', async () => {
    const { email, cartId } = await placed();
    for (const path of spellings(cartId)) {
      const read = await ask(`${path}?fields=*shipping_address,*billing_address,+email`);
      expect([path, read.status]).toEqual([path, 200]);
      expect(read.body.cart.id).toBe(cartId);
      for (const secret of [email, PHONE, 'Geheimweg']) expect(JSON.stringify(read.body), path).not.toContain(secret);
    }
  });

  it("completing a completed cart again answers its order's id alone, however the path is written", async () => {
    const { email, cartId, order } = await placed();
    for (const path of spellings(cartId, '/complete')) {
      const again = await ask(path, { method: 'POST' });
      expect([path, again.status, again.body]).toEqual([path, 200, { type: 'order', order: { id: order.id } }]);
      for (const secret of [email, PHONE, 'Geheimweg']) expect(JSON.stringify(again.body), path).not.toContain(secret);
    }
  });
});

/** A real CORS preflight, as a browser sends it before a credentialed call. */
async function preflight(path: string, origin: string, method = 'POST') {
  const response = await fetch(`${medusaUrl}${path}`, {
    method: 'OPTIONS',
    headers: {
      origin,
      // Medusa answers CORS only for a route that exists with this method.
      'access-control-request-method': method,
      'access-control-request-headers': 'content-type,authorization',
    },
  });
  return {
    allowOrigin: response.headers.get('access-control-allow-origin'),
    credentials: response.headers.get('access-control-allow-credentials'),
  };
}

describe("the admin's CORS", () => {
  const adminOrigin = new URL(medusaUrl).origin;
  const others = [
    'http://127.0.0.1:8000',
    'http://localhost:8000',
    'http://127.0.0.1:6006',
    'http://localhost:6006',
    'https://evil.example',
  ];

  it.each([
    ['GET', '/admin/orders'],
    ['POST', '/admin/products'],
    ['POST', '/auth/user/emailpass'],
  ])('%s %s answers credentialed preflights only for the admin origin', async (method, path) => {
    const own = await preflight(path, adminOrigin, method);
    expect(own.allowOrigin).toBe(adminOrigin);
    expect(own.credentials).toBe('true');
    for (const origin of others) {
      const answer = await preflight(path, origin, method);
      expect({ origin, allowOrigin: answer.allowOrigin }).toEqual({ origin, allowOrigin: null });
    }
  });

  it("keeps the store API open to the shop's origin", async () => {
    const answer = await preflight('/store/carts', 'http://127.0.0.1:8000');
    expect(answer.allowOrigin).toBe('http://127.0.0.1:8000');
  });
});
