// Launch-day stock (issue 28): a one-off instrument that 20 shoppers buy at the same moment sells
// exactly once; the 19 others are refused as out of stock and no order is left half made.
import Medusa from '@medusajs/js-sdk';
import { describe, expect, inject, it } from 'vitest';
import { connectBackoffice } from '../scripts/lib/backoffice.mjs';
import { ADDRESS as CHECKOUT_ADDRESS, BANK_TRANSFER, priceOption } from './checkout';
import { regionFor, sdk, sql, variantOf } from './context';

const SHOPPERS = 20;
const ONE_OFF = 'atlas-p-bass-aged';
const ADDRESS = { ...CHECKOUT_ADDRESS, country_code: 'de' };

/** The last display number Medusa gave an order (a serial: every order made takes one, deleted or not). */
async function lastDisplayId() {
  const [{ last }] = await sql<{ last: string }>(
    `select last_value::text as last from pg_sequences where sequencename = 'order_display_id_seq'`,
  );
  return Number(last ?? 0);
}

async function stockOf(handle: string) {
  const { products } = await sdk.store.product.list({ handle, fields: '+variants.inventory_quantity' });
  return products[0].variants![0].inventory_quantity;
}

describe('stock under a rush', () => {
  it(`${SHOPPERS} shoppers buying the one-off at once make exactly one order`, async () => {
    expect(await stockOf(ONE_OFF)).toBe(1);
    // Each cart in as few calls as the store API allows: made with its line, email and addresses,
    // then the standard shipping option (priced once) and a bank-transfer session.
    const region = await regionFor('DE');
    const { id: variantId } = await variantOf(ONE_OFF);
    const carts = await Promise.all(
      Array.from({ length: SHOPPERS }, async (_, shopper) => {
        const { cart } = await sdk.store.cart.create({
          region_id: region.id,
          items: [{ variant_id: variantId, quantity: 1 }],
          // Twenty shoppers, twenty addresses (carts made at once with one guest email race on
          // Medusa's guest customer: 'Customer with email ... already exists').
          email: `rush-${shopper}@example.com`,
          shipping_address: ADDRESS,
          billing_address: ADDRESS,
        });
        return cart;
      }),
    );
    const option = await priceOption(carts[0].id, 'standard');
    await Promise.all(
      carts.map(async ({ id }) => {
        const { cart } = await sdk.store.cart.addShippingMethod(id, { option_id: option.id });
        await sdk.store.payment.initiatePaymentSession(cart, { provider_id: BANK_TRANSFER });
      }),
    );
    const numberedBefore = await lastDisplayId();
    const started = new Date(Date.now() - 1000);
    const results = await Promise.allSettled(carts.map((cart) => sdk.store.cart.complete(cart.id)));
    console.log(`[oversell] ${SHOPPERS} completions settled in ${Date.now() - started.getTime() - 1000} ms`);
    const orders = results.flatMap((result) =>
      result.status === 'fulfilled' && result.value.type === 'order' ? [result.value.order] : [],
    );
    // Every live order made since the rush that holds the one-off, answered or not.
    const admin = new Medusa({ baseUrl: inject('medusaUrl'), auth: { type: 'jwt', jwtTokenStorageMethod: 'memory' } });
    await admin.auth.login('user', 'emailpass', { email: inject('adminEmail'), password: inject('adminPassword') });
    const holdingOrders = async () =>
      (
        await admin.admin.order.list({
          fields: 'id,display_id,status,created_at,*items',
          order: '-created_at',
          limit: 100,
        })
      ).orders.filter(
        (order) =>
          new Date(order.created_at!) >= started &&
          order.status !== 'canceled' &&
          order.items?.some((item) => item.variant_id === variantId),
      );
    const holding = await holdingOrders();
    try {
      expect(orders).toHaveLength(1);
      const refused = results.filter((result) => result.status === 'rejected') as PromiseRejectedResult[];
      expect(refused).toHaveLength(SHOPPERS - 1);
      for (const { reason } of refused) expect((reason as { status: number }).status).toBe(400);
      expect(await stockOf(ONE_OFF)).toBe(0);
      // The database agrees: one order holds the one-off, not one answered and others made behind
      // refusals. (On Medusa 2.21.2 this fails: 20 completions at once left 4 to 10 live orders
      // behind the refusals on the shared machine of issue 28; docs/running.md, "What breaks first".)
      console.log(`[oversell] live orders holding the one-off: ${holding.map((order) => order.display_id).join(', ')}`);
      expect(holding).toHaveLength(1);
      // No refused cart got an order, not even one that Medusa's compensation deleted again (each
      // order made takes the next display number): the stock check before the order
      // (src/workflows/stock) refuses those carts first.
      const numbered = (await lastDisplayId()) - numberedBefore;
      console.log(`[oversell] orders made during the rush: ${numbered}`);
      expect(numbered).toBe(1);
      const completed = await Promise.all(carts.map(async (cart) => (await sdk.store.cart.retrieve(cart.id)).cart));
      console.log(`[oversell] carts marked completed: ${completed.filter((cart) => cart.completed_at).length}`);
    } finally {
      // The other test files (and a rerun on kept data) expect the one-off in stock.
      const backoffice = await connectBackoffice({
        baseUrl: inject('medusaUrl'),
        email: inject('adminEmail'),
        password: inject('adminPassword'),
        log: () => {},
      });
      for (const order of holding) await backoffice.cancel(order.id);
    }
    expect(await stockOf(ONE_OFF)).toBe(1);
    // Twenty checkouts side by side on a shared 2-core machine take longer than one.
  }, 300_000);
});
