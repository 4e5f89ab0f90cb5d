// Launch-day stock (issue 28): a one-off instrument that 20 shoppers buy at the same moment sells
// exactly once; the 19 others are refused as out of stock and no order is left half made.
import { describe, expect, inject, it } from 'vitest';
import { connectBackoffice } from '../scripts/lib/backoffice.mjs';
import { BANK_TRANSFER, cartWith, readyToPay } from './checkout';
import { sdk } from './context';

const SHOPPERS = 20;
const ONE_OFF = 'atlas-p-bass-aged';

async function stockOf(handle: string) {
  const { products } = await sdk.store.product.list({ handle, fields: '+variants.inventory_quantity' });
  return products[0].variants![0].inventory_quantity;
}

describe('stock under a rush', () => {
  it(`${SHOPPERS} shoppers buying the one-off at once make exactly one order`, async () => {
    expect(await stockOf(ONE_OFF)).toBe(1);
    const carts = await Promise.all(Array.from({ length: SHOPPERS }, () => cartWith('DE', [{ handle: ONE_OFF }])));
    await Promise.all(carts.map((cart) => readyToPay(cart.id, BANK_TRANSFER)));
    const started = performance.now();
    const results = await Promise.allSettled(carts.map((cart) => sdk.store.cart.complete(cart.id)));
    console.log(`[oversell] ${SHOPPERS} completions settled in ${Math.round(performance.now() - started)} ms`);
    const orders = results.flatMap((result) =>
      result.status === 'fulfilled' && result.value.type === 'order' ? [result.value.order] : [],
    );
    try {
      expect(orders).toHaveLength(1);
      const refused = results.filter((result) => result.status === 'rejected') as PromiseRejectedResult[];
      expect(refused).toHaveLength(SHOPPERS - 1);
      for (const { reason } of refused) expect((reason as { status: number }).status).toBe(400);
      expect(await stockOf(ONE_OFF)).toBe(0);
      // Only the winner's cart is completed.
      const completed = await Promise.all(carts.map(async (cart) => (await sdk.store.cart.retrieve(cart.id)).cart));
      expect(completed.filter((cart) => cart.completed_at)).toHaveLength(1);
    } finally {
      // The other test files (and a rerun on kept data) expect the one-off in stock.
      const admin = await connectBackoffice({
        baseUrl: inject('medusaUrl'),
        email: inject('adminEmail'),
        password: inject('adminPassword'),
        log: () => {},
      });
      for (const order of orders) await admin.cancel(order.id);
    }
    expect(await stockOf(ONE_OFF)).toBe(1);
    // Twenty checkouts side by side on a shared 2-core machine take longer than one.
  }, 300_000);
});
