import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { connectBackoffice } from '../scripts/lib/backoffice.mjs';
import { TEST_CARD, placeOrder } from './checkout';
import { medusaUrl } from './context';
import type { HttpTypes } from '@medusajs/framework/types';

type Backoffice = Awaited<ReturnType<typeof connectBackoffice>>;

describe("back office: the workshop's flow through the CLI's commands", () => {
  const printed: string[] = [];
  let backoffice: Backoffice;
  beforeAll(async () => {
    backoffice = await connectBackoffice({
      baseUrl: medusaUrl,
      email: inject('adminEmail'),
      password: inject('adminPassword'),
      log: (line: string) => printed.push(line),
    });
  });

  it('refuses a wrong password', async () => {
    await expect(
      connectBackoffice({
        baseUrl: medusaUrl,
        email: inject('adminEmail'),
        password: 'not-the-password',
        log: () => {},
      }),
    ).rejects.toMatchObject({
      status: 401,
    });
  });

  it('captures, fulfils, ships and delivers a bank-transfer order found by its number', async () => {
    const placed = await placeOrder('DE', [{ handle: 'tote-bag' }, { handle: 'workshop-t-shirt' }]);
    printed.length = 0;
    const listed = await backoffice.orders();
    expect(listed.map((order: { id: string }) => order.id)).toContain(placed.id);
    expect(printed.some((line) => line.startsWith(`#${placed.display_id} `))).toBe(true);

    const ref = `#${placed.display_id}`;
    expect((await backoffice.order(ref)).id).toBe(placed.id);
    expect((await backoffice.capture(ref)).payment_status).toBe('captured');
    expect((await backoffice.fulfil(ref)).fulfillment_status).toBe('fulfilled');
    expect((await backoffice.ship(ref)).fulfillment_status).toBe('shipped');
    expect((await backoffice.deliver(ref)).fulfillment_status).toBe('delivered');
    expect(printed.join('\n')).toMatch(/captured .*of order #\d+/);
    expect(printed.join('\n')).toMatch(/shipped fulfilment ful_\w+/);
    await expect(backoffice.capture(ref)).rejects.toThrow(/no payment left to capture/);
  });

  it('takes a card order through to a return and a refund', async () => {
    const placed = await placeOrder('DE', [{ handle: 'pick-tin' }], TEST_CARD);
    for (const step of ['capture', 'fulfil', 'ship', 'deliver'] as const) await backoffice[step](placed.id);
    printed.length = 0;
    const returned = await backoffice.return(placed.id);
    console.log(`[backoffice] ${printed.join('\n[backoffice] ')}`);
    expect(printed.join('\n')).toMatch(/created return \w+ of 1 item/);
    expect(returned.return.status).toBe('received');
    expect(printed.join('\n')).toMatch(/received return \w+ at Tonewood Workshop \(return received\)/);
    expect(printed.join('\n')).toMatch(new RegExp(`refunded .* \\(payment pay_\\w+, ${TEST_CARD}\\)`));
    expect(['refunded', 'partially_refunded']).toContain(returned.payment_status);
    const refunds = returned
      .payment_collections!.flatMap((c: HttpTypes.AdminPaymentCollection) => c.payments ?? [])
      .flatMap((p: HttpTypes.AdminPayment) => p.refunds ?? []);
    expect(
      refunds.reduce((sum: number, refund: HttpTypes.AdminRefund) => sum + Number(refund.amount), 0),
    ).toBeGreaterThan(0);
    const item: HttpTypes.AdminOrderLineItem = returned.items![0];
    expect(Number(item.detail.return_received_quantity)).toBe(1);
  });
});
