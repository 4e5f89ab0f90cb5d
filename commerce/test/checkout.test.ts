import { describe, expect, inject, it } from 'vitest';
import { connectBackoffice } from '../scripts/lib/backoffice.mjs';
import { medusaUrl, sdk } from './context';
import { BANK_TRANSFER, TEST_CARD, cartWith, placeOrder, priceOption, readyToPay } from './checkout';

/** Medusa's refusals when the stock is gone (reservation, or the check before it). */
// The completion's own stock check names the lines (src/workflows/stock); Medusa's reservation
// and inventory check name the inventory item or nothing.
const OUT_OF_STOCK =
  /^(Not enough stock available for (?!item )\S.*|Not enough stock available for item iitem_\w+ at location sloc_\w+|Some variant does not have the required inventory)$/;

/** The error a rejected js-sdk call carries: status and the server's message. */
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error) => error as { status: number; message: string },
  );

describe('payment providers', () => {
  it('offers bank transfer and the test card in every region', async () => {
    const { regions } = await sdk.store.region.list({ fields: 'id' });
    expect(regions).toHaveLength(3);
    for (const region of regions) {
      const { payment_providers } = await sdk.store.payment.listPaymentProviders({ region_id: region.id });
      expect(payment_providers.map((provider) => provider.id).sort()).toEqual([BANK_TRANSFER, TEST_CARD]);
    }
  });

  it('places a bank-transfer order awaiting payment', async () => {
    const placed = await placeOrder('DE', [{ handle: 'tote-bag' }]);
    const { order } = await sdk.store.order.retrieve(placed.id, {
      fields: '+payment_status,*payment_collections.payment_sessions',
    });
    expect(order.payment_status).toBe('authorized');
    expect(order.payment_collections![0].payment_sessions!.map((session) => session.provider_id)).toEqual([
      BANK_TRANSFER,
    ]);
    expect(order.total).toBeCloseTo(19 + 4.9, 2);
  });

  it('declines tok_chargeDeclined, keeps the cart, and completes with tok_visa', async () => {
    const cart = await cartWith('DE', [{ handle: 'pick-tin' }]);
    await readyToPay(cart.id, TEST_CARD, { token: 'tok_chargeDeclined', cardholder_name: 'Ada Lovelace' });
    // Medusa's payment module refuses the session (not_allowed): the completion answers 400.
    const declined = await failure(sdk.store.cart.complete(cart.id));
    console.log(`[checkout] declined card: ${declined?.status} ${JSON.stringify(declined?.message)}`);
    expect(declined?.status).toBe(400);
    expect(declined?.message).toMatch(/^Session: payses_\w+ was not authorized with the provider\.$/);
    const { cart: intact } = await sdk.store.cart.retrieve(cart.id);
    expect(intact.completed_at).toBeFalsy();
    expect(intact.items).toHaveLength(1);
    expect(intact.shipping_methods).toHaveLength(1);

    await sdk.store.payment.initiatePaymentSession(intact, {
      provider_id: TEST_CARD,
      data: { token: 'tok_visa', cardholder_name: 'Ada Lovelace' },
    });
    const completed = await sdk.store.cart.complete(cart.id);
    expect(completed.type).toBe('order');
    if (completed.type !== 'order') return;
    expect(completed.order.items![0].product_handle).toBe('pick-tin');
    const { order } = await sdk.store.order.retrieve(completed.order.id, {
      fields: '+payment_status,*payment_collections.payments',
    });
    expect(order.payment_status).toBe('authorized');
    expect(order.payment_collections![0].payments!.map((payment) => payment.provider_id)).toEqual([TEST_CARD]);
  });

  it('refuses a card session without a name or with an unknown token, saying why', async () => {
    const cart = await cartWith('DE', [{ handle: 'pick-tin' }]);
    const noName = await failure(
      sdk.store.payment.initiatePaymentSession(cart, {
        provider_id: TEST_CARD,
        data: { token: 'tok_visa', cardholder_name: '  ' },
      }),
    );
    expect(noName?.status).toBe(400);
    expect(noName?.message).toMatch(/name on the card/);
    const unknown = await failure(
      sdk.store.payment.initiatePaymentSession(cart, {
        provider_id: TEST_CARD,
        data: { token: 'tok_amex', cardholder_name: 'Ada' },
      }),
    );
    expect(unknown?.status).toBe(400);
    expect(unknown?.message).toMatch(/unknown test card token "tok_amex"/);
    console.log(`[checkout] card refused: ${noName?.message} | ${unknown?.message}`);
  });
});

describe('shipping priced by the shipping matrix', () => {
  it('lists calculated standard and express options and prices them like the matrix', async () => {
    // Germany: guitar 0, merch 4.90, amplification 29; a cart adds each product type once.
    const cart = await cartWith('DE', [
      { handle: 'tote-bag', quantity: 2 },
      { handle: 'pick-tin' },
      { handle: 'heartwood-overdrive' },
    ]);
    const { shipping_options } = await sdk.store.fulfillment.listCartOptions({ cart_id: cart.id });
    expect(shipping_options.map((option) => option.type?.code).sort()).toEqual(['express', 'standard']);
    expect(shipping_options.every((option) => option.price_type === 'calculated')).toBe(true);
    expect((await priceOption(cart.id, 'standard')).amount).toBeCloseTo(4.9 + 29, 2);
    expect((await priceOption(cart.id, 'express')).amount).toBeCloseTo(4.9 + 29 + 19, 2);

    const { cart: withMethod } = await sdk.store.cart.addShippingMethod(cart.id, {
      option_id: (await priceOption(cart.id, 'standard')).id,
    });
    expect(withMethod.shipping_total).toBeCloseTo(33.9, 2);
  });

  it('prices the EU and export zones, export without VAT and without express', async () => {
    const eu = await cartWith('FR', [{ handle: 'atlas-p-bass' }, { handle: 'tote-bag' }]);
    expect((await priceOption(eu.id, 'standard')).amount).toBeCloseTo(49 + 9.9, 2);
    expect((await priceOption(eu.id, 'express')).amount).toBeCloseTo(49 + 9.9 + 40, 2);

    const ch = await cartWith('CH', [{ handle: 'atlas-p-bass' }]);
    const { shipping_options } = await sdk.store.fulfillment.listCartOptions({ cart_id: ch.id });
    expect(shipping_options.map((option) => option.type?.code)).toEqual(['standard']);
    const standard = await priceOption(ch.id, 'standard');
    expect(standard.amount).toBe(149);
    expect(standard.is_tax_inclusive).toBe(false);
  });

  it("answers 'no shipping options' and 'mixed methods' as errors with a code", async () => {
    const ampOnly = await cartWith('CH', [{ handle: 'heartwood-overdrive' }]);
    const none = await failure(priceOption(ampOnly.id, 'standard'));
    expect(none?.status).toBe(400);
    expect(none?.message).toMatch(/^No shipping options available for CH/);

    const mixed = await cartWith('CH', [{ handle: 'heartwood-overdrive' }, { handle: 'tote-bag' }]);
    const mixedError = await failure(priceOption(mixed.id, 'standard'));
    expect(mixedError?.status).toBe(400);
    expect(mixedError?.message).toMatch(/^The cart's items require different shipping methods/);
    const raw = await fetch(
      `${sdk.client.config.baseUrl}/store/shipping-options/${(await sdk.store.fulfillment.listCartOptions({ cart_id: mixed.id })).shipping_options[0].id}/calculate`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-publishable-api-key': sdk.client.config.publishableKey! },
        body: JSON.stringify({ cart_id: mixed.id }),
      },
    );
    const body = await raw.json();
    console.log(
      `[checkout] no options: ${JSON.stringify(none?.message)}; mixed: ${raw.status} ${JSON.stringify(body)}`,
    );
    expect(body).toMatchObject({ type: 'not_allowed', code: 'mixed_shipping_methods' });
  });
});

describe('stock: the last piece sells once', () => {
  it('two carts racing for the one-off guitar give exactly one order', async () => {
    const carts = await Promise.all([0, 1].map(() => cartWith('DE', [{ handle: 'auric-s-one-off-seafoam' }])));
    await Promise.all(carts.map((cart) => readyToPay(cart.id, BANK_TRANSFER)));
    const results = await Promise.allSettled(carts.map((cart) => sdk.store.cart.complete(cart.id)));
    const orders = results.filter((result) => result.status === 'fulfilled' && result.value.type === 'order');
    try {
      const refused = results.filter((result) => result.status === 'rejected') as PromiseRejectedResult[];
      expect(orders).toHaveLength(1);
      expect(refused).toHaveLength(1);
      const error = refused[0].reason as { status: number; message: string };
      console.log(`[checkout] race loser: ${error.status} ${JSON.stringify(error.message)}`);
      expect(error.status).toBe(400);
      // One completion after the other (the completion lock): the second reads the reserved stock and
      // the completion's stock check refuses it before an order is made.
      expect(error.message).toMatch(OUT_OF_STOCK);
      const { products } = await sdk.store.product.list({
        handle: 'auric-s-one-off-seafoam',
        fields: '+variants.inventory_quantity',
      });
      expect(products[0].variants![0].inventory_quantity).toBe(0);

      // The losing cart is intact; trying again gets the same answer (the body the site maps).
      const loser = carts[results.findIndex((result) => result.status === 'rejected')];
      const again = await fetch(`${medusaUrl}/store/carts/${loser.id}/complete`, {
        method: 'POST',
        headers: { 'x-publishable-api-key': sdk.client.config.publishableKey! },
      });
      const body = await again.json();
      console.log(`[checkout] race loser again: ${again.status} ${JSON.stringify(body)}`);
      expect(again.status).toBe(400);
      expect(body.message).toMatch(OUT_OF_STOCK);
      expect((await sdk.store.cart.retrieve(loser.id)).cart.completed_at).toBeFalsy();
    } finally {
      // The other test files expect the one-off in stock: cancelling the order releases it.
      const admin = await connectBackoffice({
        baseUrl: medusaUrl,
        email: inject('adminEmail'),
        password: inject('adminPassword'),
        log: () => {},
      });
      for (const result of orders)
        await admin.cancel((result as PromiseFulfilledResult<{ type: 'order'; order: { id: string } }>).value.order.id);
    }
    const { products: after } = await sdk.store.product.list({
      handle: 'auric-s-one-off-seafoam',
      fields: '+variants.inventory_quantity',
    });
    expect(after[0].variants![0].inventory_quantity).toBe(1);
  });
});
