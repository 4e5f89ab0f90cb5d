import type { OrderView } from '@tonewood/design-system/schemas';
import { describe, expect, it } from 'vitest';
import { fetchOrder } from '../../lib/orderFunctions';
import { formatDay, formatOrderDate, orderIdFromPath, summaryOf, tokenFromSearch } from './rules';

const address = {
  firstName: 'Anna',
  lastName: 'Berger',
  company: '',
  address: 'Markt 1',
  apartment: '',
  city: 'Leipzig',
  postalCode: '04109',
  country: 'DE',
  phone: '',
};
const order: OrderView = {
  id: 'order_1',
  displayId: 42,
  createdAt: '2026-11-20T23:30:00.000Z',
  email: 'anna@example.com',
  name: 'Anna Berger',
  language: 'de',
  canceled: false,
  items: [
    {
      id: 'li_1',
      title: 'Auric',
      variant: 'Natural oil',
      quantity: 1,
      unitPrice: 3390,
      total: 3390,
      madeToSpecification: false,
    },
    { id: 'li_2', title: 'Inlay', variant: null, quantity: 1, unitPrice: 90, total: 90, madeToSpecification: true },
  ],
  shippingAddress: address,
  billingAddress: null,
  shippingMethod: { code: 'standard', name: 'Standard' },
  payment: { method: 'bank-transfer', state: 'awaiting' },
  fulfilment: { state: 'workshop', shippedAt: null, deliveredAt: null, trackingNumber: null, trackingUrl: null },
  totals: { subtotal: 3480, discount: 0, shipping: 0, tax: 555.63, total: 3480, taxRate: 19, taxIncluded: true },
  withdrawal: { countsFrom: 'order', lastDay: '2026-12-05', open: true },
};

describe('the order page address', () => {
  it('reads the id of /order/{id} and /de/order/{id}, never of the confirmation page', () => {
    expect(orderIdFromPath('/order/order_1')).toBe('order_1');
    expect(orderIdFromPath('/de/order/order_1/')).toBe('order_1');
    expect(orderIdFromPath('/order/confirmation')).toBeNull();
    expect(orderIdFromPath('/order')).toBeNull();
    expect(orderIdFromPath('/order/%3Cscript%3E')).toBeNull();
  });

  it('reads a well-formed token only', () => {
    expect(tokenFromSearch('?token=abc_-1')).toBe('abc_-1');
    expect(tokenFromSearch('?token=a%20b')).toBeNull();
    expect(tokenFromSearch('')).toBeNull();
  });
});

describe('summaryOf and the dates', () => {
  it('names the variant and the made-to-specification exclusion, and the shipping method by its code', () => {
    const summary = summaryOf(order, 'de', (code) => `Versand ${code}`);
    expect(summary.number).toBe('#42');
    expect(summary.items.map((i) => i.subtitle)).toEqual([
      'Natural oil',
      'Nach deinen Vorgaben gefertigt: kein Widerrufsrecht',
    ]);
    expect(summary).toMatchObject({ paymentMethod: 'bankTransfer', shippingMethod: 'Versand standard', taxRate: 19 });
  });

  it('dates the order in Europe/Berlin in the page language', () => {
    expect(formatOrderDate(order.createdAt, 'de')).toBe('21. November 2026');
    expect(formatOrderDate(order.createdAt, 'en')).toBe('November 21, 2026');
    expect(formatDay('2026-12-05', 'de')).toBe('5. Dezember 2026');
  });
});

describe('fetchOrder', () => {
  const answer = (status: number, body: unknown) => async () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  it('is ready with a valid order, missing on 404, failed on 503 or a malformed answer', async () => {
    const input = { id: 'order_1', token: 't', language: 'en' as const };
    expect(await fetchOrder(input, answer(200, { success: true, order }))).toEqual({ status: 'ready', order });
    expect(await fetchOrder(input, answer(404, { success: false, message: 'gone' }))).toEqual({
      status: 'missing',
      message: 'gone',
    });
    expect((await fetchOrder(input, answer(503, { success: false, message: 'later' }))).status).toBe('failed');
    expect((await fetchOrder(input, answer(200, { success: true, order: { id: 1 } }))).status).toBe('failed');
    expect(
      (
        await fetchOrder(input, async () => {
          throw new TypeError('offline');
        })
      ).status,
    ).toBe('failed');
  });
});
