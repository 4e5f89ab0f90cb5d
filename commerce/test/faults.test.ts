import { FetchError } from '@medusajs/js-sdk';
import { BANK_TRANSFER_PROVIDER } from '@tonewood/rules';
import { signOrderToken } from '@tonewood/rules/order-token';
import { describe, expect, it } from 'vitest';
import { commerceSecrets } from '../scripts/lib/stack.mjs';
import { CART_FIELDS, control, medusaUrl, publishableKey, regionFor, sdk, variantOf } from './context';

async function newCartWithTote() {
  const germany = await regionFor('DE');
  const tote = await variantOf('tote-bag');
  const { cart } = await sdk.store.cart.create({ region_id: germany.id, metadata: { language: 'de' } });
  const { cart: withItem } = await sdk.store.cart.createLineItem(
    cart.id,
    { variant_id: tote.id, quantity: 2 },
    { fields: CART_FIELDS },
  );
  return withItem;
}

describe('bad input', () => {
  it("answers an unknown cart id with 404 and the server's message", async () => {
    const error = await sdk.store.cart.retrieve('cart_does_not_exist').catch((e) => e);
    expect(error).toBeInstanceOf(FetchError);
    expect(error.status).toBe(404);
    expect(error.message).toMatch(/cart_does_not_exist/);
  });

  it('rejects a quantity below 1 and leaves the cart as it was', async () => {
    const cart = await newCartWithTote();
    const line = cart.items![0];
    for (const quantity of [0, -3]) {
      const error = await sdk.store.cart
        .createLineItem(cart.id, { variant_id: line.variant_id!, quantity })
        .catch((e) => e);
      expect(error.status).toBeGreaterThanOrEqual(400);
      expect(error.status).toBeLessThan(500);
      expect(error.message).toMatch(/quantity/i);
    }
    const updateError = await sdk.store.cart.updateLineItem(cart.id, line.id, { quantity: -1 }).catch((e) => e);
    expect(updateError.status).toBe(400);
    const { cart: after } = await sdk.store.cart.retrieve(cart.id, { fields: CART_FIELDS });
    expect(after.items).toHaveLength(1);
    expect(after.items![0].quantity).toBe(2);
  });

  it('rejects an unknown variant with a reason', async () => {
    const cart = await newCartWithTote();
    const error = await sdk.store.cart
      .createLineItem(cart.id, { variant_id: 'variant_unknown', quantity: 1 })
      .catch((e) => e);
    expect(error.status).toBeGreaterThanOrEqual(400);
    expect(error.status).toBeLessThan(500);
    expect(error.message).toMatch(/variant_unknown/);
    const { cart: after } = await sdk.store.cart.retrieve(cart.id, { fields: CART_FIELDS });
    expect(after.items).toHaveLength(1);
  });

  it('rejects a country that no region covers', async () => {
    const cart = await newCartWithTote();
    const error = await sdk.store.cart
      .update(cart.id, {
        shipping_address: {
          country_code: 'jp',
          city: 'Tokyo',
          address_1: '1-1',
          first_name: 'A',
          last_name: 'B',
          postal_code: '100',
        },
      })
      .catch((e) => e);
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/jp/i);
    const unknownRegion = await sdk.store.cart.update(cart.id, { region_id: 'reg_unknown' }).catch((e) => e);
    expect(unknownRegion.status).toBeGreaterThanOrEqual(400);
    expect(unknownRegion.status).toBeLessThan(500);
    const { regions } = await sdk.store.region.list({ fields: 'id,*countries' });
    expect(regions.some((region) => region.countries?.some((country) => country.iso_2 === 'jp'))).toBe(false);
    const { cart: after } = await sdk.store.cart.retrieve(cart.id, { fields: CART_FIELDS });
    expect(after.region_id).toBe(cart.region_id);
    expect(after.items![0].quantity).toBe(2);
  });
});

describe('faults', () => {
  it('queues concurrent cart writes without losing one, also when clients hang up while queued', async () => {
    const shirt = await variantOf('workshop-t-shirt');
    const carts = await Promise.all(Array.from({ length: 4 }, () => newCartWithTote()));
    const addShirt = (cartId: string, signal?: AbortSignal) =>
      fetch(`${medusaUrl}/store/carts/${cartId}/line-items`, {
        method: 'POST',
        signal,
        headers: { 'content-type': 'application/json', 'x-publishable-api-key': publishableKey },
        body: JSON.stringify({ variant_id: shirt.id, quantity: 1 }),
      });
    // More writes than run at once (COMMERCE_WRITE_CONCURRENCY): half of the clients hang up
    // while their writes wait in the queue, which must not keep their places.
    const hangUp = new AbortController();
    const abandoned = carts.map((cart) => addShirt(cart.id, hangUp.signal).catch(() => null));
    const kept = carts.map((cart) => addShirt(cart.id));
    setTimeout(() => hangUp.abort(), 50);
    await Promise.all(abandoned);
    expect((await Promise.all(kept)).map((response) => response.status)).toEqual([200, 200, 200, 200]);
    for (const cart of carts) {
      const { cart: read } = await sdk.store.cart.retrieve(cart.id, { fields: CART_FIELDS });
      expect(read.items!.find((item) => item.variant_id === shirt.id)?.quantity).toBeGreaterThanOrEqual(1);
    }
    // Later writes still get through.
    const more = await Promise.all(carts.map((cart) => addShirt(cart.id)));
    expect(more.map((response) => response.status)).toEqual([200, 200, 200, 200]);
  });

  // Its own bound: the test kills Medusa and starts it again, which took over 40 s on a loaded
  // two-core CI machine (ci25: the 60 s default ran out while Medusa restarted, and the next file
  // found no Medusa). The restart returns once Medusa answers; the bound only stops a hang.
  it('keeps carts and orders when Medusa is killed mid-request', { timeout: 180_000 }, async () => {
    const germany = await regionFor('DE');
    const cart = await newCartWithTote();
    await sdk.store.cart.update(cart.id, {
      email: 'crash@example.com',
      shipping_address: {
        first_name: 'Kai',
        last_name: 'Test',
        address_1: 'Ring 2',
        city: 'Köln',
        postal_code: '50667',
        country_code: 'de',
      },
    });
    const { shipping_options } = await sdk.store.fulfillment.listCartOptions({ cart_id: cart.id });
    const { cart: shipped } = await sdk.store.cart.addShippingMethod(cart.id, { option_id: shipping_options[0].id });
    await sdk.store.payment.initiatePaymentSession(shipped, { provider_id: BANK_TRANSFER_PROVIDER });
    const completed = await sdk.store.cart.complete(cart.id);
    if (completed.type !== 'order') throw new Error(`cart did not complete: ${JSON.stringify(completed.error)}`);

    const openCart = await newCartWithTote();
    const shirt = await variantOf('workshop-t-shirt');
    const inFlight = Array.from({ length: 5 }, () =>
      sdk.store.cart.createLineItem(openCart.id, { variant_id: shirt.id, quantity: 1 }).then(
        () => 'ok',
        (error) => error,
      ),
    );
    await control('kill');
    const outcomes = await Promise.all(inFlight);
    for (const outcome of outcomes) if (outcome !== 'ok') expect(outcome).toBeInstanceOf(Error);

    const downError = await sdk.store.cart.retrieve(openCart.id).catch((e) => e);
    expect(downError).toBeInstanceOf(TypeError);

    await control('restart');
    const { cart: survived } = await sdk.store.cart.retrieve(openCart.id, { fields: CART_FIELDS });
    expect(survived.region_id).toBe(germany.id);
    const tote = survived.items!.find((item) => item.variant?.product?.type?.value === 'merch' && item.quantity === 2);
    expect(tote).toBeDefined();
    const shirts = survived.items!.filter((item) => item.variant_id === shirt.id);
    expect(shirts.length).toBeLessThanOrEqual(1);

    // The email only with the order's link token (personal data by id: issue 27).
    const token = signOrderToken(completed.order.id, commerceSecrets().SITE_ORDER_SECRET as string);
    const { order } = await sdk.store.order.retrieve(completed.order.id, {}, { 'x-order-token': token });
    expect(order.id).toBe(completed.order.id);
    expect(order.email).toBe('crash@example.com');
    expect(order.items![0].quantity).toBe(2);

    // The restarted server takes new work.
    const { cart: more } = await sdk.store.cart.createLineItem(openCart.id, { variant_id: shirt.id, quantity: 1 });
    expect(more.items!.length).toBeGreaterThanOrEqual(2);
  });
});
