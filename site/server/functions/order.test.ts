// @vitest-environment node
// The guest order page's functions over HTTP (fastify inject) with a recording stand-in for
// Medusa's admin client: the token checked before Medusa is asked, one neutral 404 for every bad
// link, 503 when Medusa is down, the order view's states from Medusa order fixtures, and the
// order-link signed only for the order's own cart, asked by the browser holding the cart's key.
// The live round trip is in e2e/order-page.mjs.
import { orderAnswerSchema, orderViewSchema } from '@tonewood/design-system/schemas';
import { BANK_TRANSFER_PROVIDER, STRIPE_PROVIDER } from '@tonewood/rules';
import { signCartKey, signOrderToken, verifyOrderToken } from '@tonewood/rules/order-token';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { functionsConfig, registerSiteFunctions } from './index.mjs';
import { ORDER_MESSAGES, orderPageAllowed, orderPageId } from './order.mjs';
import { CommerceUnavailable } from '../data/index.mjs';
import { orderView, webAddress } from '../data/orders.mjs';

const SECRET = 'test-secret-of-the-order-links-0123456789abcdef';
const NOW = Date.UTC(2026, 10, 23, 12);

type MedusaOrder = Record<string, unknown> & { id: string };

/** A bank-transfer order as Medusa's admin API answers it, placed in Germany in German. */
function medusaOrder(overrides: Record<string, unknown> = {}): MedusaOrder {
  return {
    id: 'order_01ABC',
    display_id: 42,
    status: 'pending',
    created_at: '2026-11-20T09:30:00.000Z',
    email: 'anna.berger@example.com',
    locale: 'de-DE',
    currency_code: 'eur',
    payment_status: 'authorized',
    fulfillment_status: 'not_fulfilled',
    item_total: 3390,
    subtotal: 2848.74,
    discount_total: 0,
    shipping_total: 0,
    tax_total: 541.26,
    total: 3390,
    cart: { id: 'cart_01XYZ' },
    items: [
      {
        id: 'ordli_1',
        title: 'Natural oil',
        product_title: 'Auric T Custom',
        variant_title: 'Natural oil',
        quantity: 1,
        unit_price: 3390,
        total: 3390,
        thumbnail: 'https://media.example/auric.jpg',
        tax_lines: [{ rate: 19 }],
        product: { metadata: { made_to_specification: false, secret_cost: 900 } },
      },
      {
        id: 'ordli_2',
        title: 'Default variant',
        product_title: 'Custom inlay',
        variant_title: 'Default variant',
        quantity: 2,
        unit_price: 0,
        total: 0,
        thumbnail: 'javascript:alert(1)',
        tax_lines: [{ rate: 19 }],
        product: { metadata: { made_to_specification: 'true' } },
      },
    ],
    shipping_address: {
      first_name: 'Anna',
      last_name: 'Berger',
      address_1: 'Markt 1',
      city: 'Leipzig',
      postal_code: '04109',
      country_code: 'de',
    },
    billing_address: {
      first_name: 'Anna',
      last_name: 'Berger',
      address_1: 'Markt 1',
      city: 'Leipzig',
      postal_code: '04109',
      country_code: 'de',
    },
    shipping_methods: [{ name: 'Standard shipping', data: { code: 'standard' } }],
    payment_collections: [{ payments: [{ provider_id: BANK_TRANSFER_PROVIDER, captured_at: null }] }],
    fulfillments: [],
    ...overrides,
  };
}

function fakeCommerce(orders: MedusaOrder[] = [medusaOrder()], { down = false } = {}) {
  const asked: { id: string; fields: string }[] = [];
  return {
    asked,
    async retrieveOrder(id: string, fields: string) {
      asked.push({ id, fields });
      if (down) throw new CommerceUnavailable('Medusa: fetch failed');
      return orders.find((o) => o.id === id) ?? null;
    },
  };
}

const apps: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
});

async function server(commerce = fakeCommerce(), env: Record<string, string> = { SITE_ORDER_SECRET: SECRET }) {
  const app = Fastify();
  apps.push(app);
  await registerSiteFunctions(app, {
    ...functionsConfig(env),
    store: {},
    mailer: { send: async () => {} },
    commerce,
    now: () => NOW,
  });
  const post = (url: string, payload: unknown) =>
    app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
  return { post, commerce };
}

describe('POST /api/order', () => {
  it("answers a genuine link with the order's view, not Medusa's object, uncached", async () => {
    const s = await server();
    const res = await s.post('/api/order', { id: 'order_01ABC', token: signOrderToken('order_01ABC', SECRET) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = orderAnswerSchema.parse(res.json());
    if (!body.success) throw new Error('expected the order');
    expect(body.order).toMatchObject({
      id: 'order_01ABC',
      displayId: 42,
      email: 'anna.berger@example.com',
      name: 'Anna Berger',
      language: 'de',
      canceled: false,
      billingAddress: null,
      shippingMethod: { code: 'standard', name: 'Standard shipping' },
      payment: { method: 'bank-transfer', state: 'awaiting' },
      fulfilment: { state: 'workshop', shippedAt: null, deliveredAt: null, trackingNumber: null, trackingUrl: null },
      totals: { subtotal: 3390, discount: 0, shipping: 0, tax: 541.26, total: 3390, taxRate: 19, taxIncluded: true },
      withdrawal: { countsFrom: 'order', lastDay: '2026-12-04', open: true },
    });
    expect(body.order.items).toEqual([
      {
        id: 'ordli_1',
        title: 'Auric T Custom',
        variant: 'Natural oil',
        quantity: 1,
        unitPrice: 3390,
        total: 3390,
        thumbnail: 'https://media.example/auric.jpg',
        madeToSpecification: false,
      },
      {
        id: 'ordli_2',
        title: 'Custom inlay',
        variant: null,
        quantity: 2,
        unitPrice: 0,
        total: 0,
        thumbnail: null,
        madeToSpecification: true,
      },
    ]);
    // Nothing of Medusa's own object leaks: no metadata, no cart, no payment records.
    expect(res.body).not.toMatch(new RegExp(`secret_cost|cart_01XYZ|${BANK_TRANSFER_PROVIDER}|payment_collections`));
    expect(s.commerce.asked).toHaveLength(1);
  });

  it('answers a tampered token, another order’s token, a missing token and an unknown order with one 404, asking Medusa for none of the bad links', async () => {
    const s = await server();
    const good = signOrderToken('order_01ABC', SECRET);
    const tampered = `${good.slice(0, -1)}${good.endsWith('A') ? 'B' : 'A'}`;
    const bodies = [];
    for (const payload of [
      { id: 'order_01ABC', token: tampered },
      { id: 'order_01ABC', token: signOrderToken('order_OTHER', SECRET) },
      { id: 'order_01ABC', token: signOrderToken('order_01ABC', 'another-secret-entirely-0123456789') },
      { id: 'order_01ABC' },
      { id: 'order_MADEUP', token: tampered },
      { id: 'order_MADEUP' },
      { id: '../admin', token: good },
      'order_01ABC',
    ]) {
      const res = await s.post('/api/order', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(404);
      bodies.push(res.body);
    }
    expect(new Set(bodies)).toEqual(new Set([JSON.stringify({ success: false, message: ORDER_MESSAGES.en.notFound })]));
    expect(s.commerce.asked).toEqual([]);
    // A genuine token of an order Medusa does not have: the same answer (only Medusa could tell).
    const unknown = await s.post('/api/order', { id: 'order_MADEUP', token: signOrderToken('order_MADEUP', SECRET) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe(bodies[0]);
  });

  it('words the 404 in German for a German page, the same for every bad link', async () => {
    const s = await server();
    const a = await s.post('/api/order', { id: 'order_01ABC', token: 'x'.repeat(43), language: 'de' });
    const b = await s.post('/api/order', { id: 'order_MADEUP', language: 'de' });
    expect(a.statusCode).toBe(404);
    expect(a.json()).toEqual({ success: false, message: ORDER_MESSAGES.de.notFound });
    expect(b.body).toBe(a.body);
  });

  it('answers 503 with the retry text when Medusa is down', async () => {
    const s = await server(fakeCommerce([], { down: true }));
    const res = await s.post('/api/order', {
      id: 'order_01ABC',
      token: signOrderToken('order_01ABC', SECRET),
      language: 'de',
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ success: false, message: ORDER_MESSAGES.de.unavailable });
  });

  it('answers 503 without a configured secret, never treating every link as genuine', async () => {
    const s = await server(fakeCommerce(), {});
    const res = await s.post('/api/order', { id: 'order_01ABC', token: signOrderToken('order_01ABC', SECRET) });
    expect(res.statusCode).toBe(503);
    expect(s.commerce.asked).toEqual([]);
  });
});

describe('the order view from Medusa orders', () => {
  it('is paid once the transfer is captured, and card payments say authorised before capture', () => {
    const captured = orderView(medusaOrder({ payment_status: 'captured' }), NOW);
    expect(captured.payment).toEqual({ method: 'bank-transfer', state: 'paid' });
    const card = orderView(
      medusaOrder({ payment_collections: [{ payments: [{ provider_id: STRIPE_PROVIDER }] }] }),
      NOW,
    );
    expect(card.payment).toEqual({ method: 'card', state: 'authorized' });
    expect(orderView(medusaOrder({ payment_status: 'refunded' }), NOW).payment.state).toBe('refunded');
    expect(orderView(medusaOrder({ payment_status: 'partially_refunded' }), NOW).payment.state).toBe(
      'partially-refunded',
    );
  });

  it('stays in the workshop while a fulfilment is only packed, then shipped with its tracking, then delivered', () => {
    const packed = orderView(medusaOrder({ fulfillments: [{ id: 'ful_1', created_at: '2026-11-21T10:00:00Z' }] }), NOW);
    expect(packed.fulfilment.state).toBe('workshop');
    const shippedFulfilment = {
      id: 'ful_1',
      shipped_at: '2026-11-21T10:00:00.000Z',
      labels: [{ tracking_number: ' 00340434161094000000 ', tracking_url: 'https://track.example/?n=0034' }],
    };
    const shipped = orderView(medusaOrder({ fulfillments: [shippedFulfilment] }), NOW);
    expect(shipped.fulfilment).toEqual({
      state: 'shipped',
      shippedAt: '2026-11-21T10:00:00.000Z',
      deliveredAt: null,
      trackingNumber: '00340434161094000000',
      trackingUrl: 'https://track.example/?n=0034',
    });
    expect(shipped.withdrawal.countsFrom).toBe('order');
    const delivered = orderView(
      medusaOrder({ fulfillments: [{ ...shippedFulfilment, delivered_at: '2026-11-22T15:00:00.000Z' }] }),
      NOW,
    );
    expect(delivered.fulfilment.state).toBe('delivered');
    expect(delivered.fulfilment.deliveredAt).toBe('2026-11-22T15:00:00.000Z');
    expect(delivered.withdrawal).toEqual({ countsFrom: 'delivery', lastDay: '2026-12-06', open: true });
    // A cancelled fulfilment counts for nothing.
    const cancelled = orderView(
      medusaOrder({ fulfillments: [{ ...shippedFulfilment, canceled_at: '2026-11-21T11:00:00Z' }] }),
      NOW,
    );
    expect(cancelled.fulfilment.state).toBe('workshop');
    expect(orderViewSchema.safeParse(delivered).success).toBe(true);
  });

  it('closes the withdrawal 14 days after delivery and never links a non-web tracking address', () => {
    const late = orderView(
      medusaOrder({
        fulfillments: [
          {
            id: 'ful_1',
            shipped_at: '2026-10-01T10:00:00Z',
            delivered_at: '2026-10-02T10:00:00Z',
            labels: [{ tracking_number: '123', tracking_url: 'javascript:alert(1)' }],
          },
        ],
      }),
      NOW,
    );
    expect(late.withdrawal).toEqual({ countsFrom: 'delivery', lastDay: '2026-10-16', open: false });
    expect(late.fulfilment.trackingNumber).toBe('123');
    expect(late.fulfilment.trackingUrl).toBeNull();
    expect(webAddress('http://carrier.example/t')).toBe('http://carrier.example/t');
    expect(webAddress('data:text/html,x')).toBeNull();
  });

  it('shows an export order without VAT, in English for an English locale, with a separate billing address', () => {
    const view = orderView(
      medusaOrder({
        locale: 'en-US',
        tax_total: 0,
        items: [{ id: 'ordli_1', product_title: 'Vesper', quantity: 1, unit_price: 2900, total: 2900, tax_lines: [] }],
        billing_address: {
          first_name: 'Chloé',
          last_name: 'Meier',
          address_1: 'Postfach 9',
          city: 'Bern',
          country_code: 'ch',
        },
      }),
      NOW,
    );
    expect(view.language).toBe('en');
    expect(view.totals).toMatchObject({ tax: 0, taxRate: 0, taxIncluded: false });
    expect(view.billingAddress).toMatchObject({ address: 'Postfach 9', country: 'CH' });
    expect(view.items[0]).toMatchObject({ variant: null, madeToSpecification: false });
  });
});

describe('the order view of an order with promotions', () => {
  it('lists lines and totals before the promotions, and each promotion named in both languages', () => {
    const view = orderView(
      medusaOrder({
        original_item_total: 3469,
        original_shipping_total: 19,
        item_total: 3461.1,
        shipping_total: 0,
        discount_total: 26.9,
        items: [
          {
            id: 'ordli_1',
            product_title: 'Auric T Custom',
            quantity: 1,
            unit_price: 3390,
            total: 3390,
            original_total: 3390,
            tax_lines: [{ rate: 19 }],
          },
          {
            id: 'ordli_2',
            product_title: 'Leather strap',
            quantity: 1,
            unit_price: 79,
            total: 71.1,
            original_total: 79,
            tax_lines: [{ rate: 19 }],
            adjustments: [{ code: 'MERCH10', amount: 7.9 }],
          },
        ],
        shipping_methods: [
          {
            name: 'Express',
            total: 0,
            original_total: 19,
            adjustments: [{ code: 'FREE-EXPRESS-3000', amount: 15.97 }],
          },
        ],
        promotions: [
          { code: 'MERCH10', is_automatic: false },
          {
            code: 'FREE-EXPRESS-3000',
            is_automatic: true,
            metadata: { name_en: 'Free express shipping above 3,000 €', name_de: 'Gratis-Expressversand ab 3.000 €' },
          },
        ],
      }),
      NOW,
    );
    expect(view.discounts).toEqual([
      { label: { en: 'Code MERCH10', de: 'Aktionscode MERCH10' }, amount: 7.9 },
      { label: { en: 'Free express shipping above 3,000 €', de: 'Gratis-Expressversand ab 3.000 €' }, amount: 19 },
    ]);
    expect(view.items[1]!.total).toBe(79);
    expect(view.totals).toMatchObject({ subtotal: 3469, shipping: 19, discount: 26.9 });
    expect(orderViewSchema.safeParse(view).success).toBe(true);
  });
});

describe('POST /api/order-link', () => {
  const cartKey = signCartKey('cart_01XYZ', SECRET);

  it("signs the order page's token for the cart the order was placed from, asked with the cart's key", async () => {
    const s = await server();
    const res = await s.post('/api/order-link', { orderId: 'order_01ABC', cartId: 'cart_01XYZ', cartKey });
    expect(res.statusCode).toBe(200);
    const { token } = res.json();
    expect(verifyOrderToken('order_01ABC', token, SECRET)).toBe(true);
    expect(s.commerce.asked).toEqual([{ id: 'order_01ABC', fields: 'id,cart.id' }]);
  });

  it("signs nothing for both ids alone (they stand in URLs) or another cart's key, and asks Medusa nothing", async () => {
    const s = await server();
    const bare = await s.post('/api/order-link', { orderId: 'order_01ABC', cartId: 'cart_01XYZ' });
    const foreign = await s.post('/api/order-link', {
      orderId: 'order_01ABC',
      cartId: 'cart_01XYZ',
      cartKey: signCartKey('cart_OTHER', SECRET),
    });
    const garbage = await s.post('/api/order-link', { orderId: 'order_01ABC', cartId: 'cart_01XYZ', cartKey: 'x' });
    for (const res of [bare, foreign, garbage]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: ORDER_MESSAGES.en.notFound });
    }
    expect(s.commerce.asked).toEqual([]);
  });

  it('signs nothing for another cart or an unknown order (the same 404), and answers 503 when Medusa is down', async () => {
    const s = await server();
    const other = await s.post('/api/order-link', {
      orderId: 'order_01ABC',
      cartId: 'cart_SOMEONE_ELSE',
      cartKey: signCartKey('cart_SOMEONE_ELSE', SECRET),
    });
    const unknown = await s.post('/api/order-link', { orderId: 'order_MADEUP', cartId: 'cart_01XYZ', cartKey });
    const malformed = await s.post('/api/order-link', { orderId: 'order_01ABC' });
    for (const res of [other, unknown, malformed]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: ORDER_MESSAGES.en.notFound });
      expect(res.body).not.toMatch(/token/);
    }
    const down = await server(fakeCommerce([], { down: true }));
    const answer = await down.post('/api/order-link', { orderId: 'order_01ABC', cartId: 'cart_01XYZ', cartKey });
    expect(answer.statusCode).toBe(503);
  });
});

describe('the order page address', () => {
  it('is /order/{id} or /de/order/{id}, never the confirmation page', () => {
    expect(orderPageId('/order/order_01ABC')).toBe('order_01ABC');
    expect(orderPageId('/de/order/order_01ABC')).toBe('order_01ABC');
    expect(orderPageId('/order/confirmation')).toBeNull();
    expect(orderPageId('/order/confirmation/order_01ABC')).toBeNull();
    expect(orderPageId('/order')).toBeNull();
  });

  it("lets through only a request with the order's token", () => {
    const token = signOrderToken('order_01ABC', SECRET);
    expect(orderPageAllowed('/order/order_01ABC', `token=${token}`, SECRET)).toBe(true);
    expect(orderPageAllowed('/de/order/order_01ABC', `utm=x&token=${token}`, SECRET)).toBe(true);
    expect(orderPageAllowed('/order/order_OTHER', `token=${token}`, SECRET)).toBe(false);
    expect(orderPageAllowed('/order/order_01ABC', '', SECRET)).toBe(false);
    expect(orderPageAllowed('/order/order_01ABC', `token=${token}`, '')).toBe(false);
  });
});
