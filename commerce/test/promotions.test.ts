// The seeded promotions through the store API, as the storefront applies them: the code MERCH10
// (10 % on merch only) and the automatic free express shipping above 3,000 € (Promotion Module).
import type { HttpTypes } from '@medusajs/framework/types';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { control, sdk, variantOf } from './context';
import { BANK_TRANSFER, cartKeyHeaders, cartWith, priceOption } from './checkout';

const CODE = 'MERCH10';
const FIELDS = '*items,*items.adjustments,*shipping_methods,*shipping_methods.adjustments,*promotions,+discount_total';

/** The error a rejected js-sdk call carries: status and the server's message. */
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error) => error as { status: number; message: string },
  );

const lineOf = (cart: HttpTypes.StoreCart, handle: string) => {
  const line = cart.items?.find((item) => item.product_handle === handle);
  if (!line) throw new Error(`no ${handle} line in cart ${cart.id}`);
  return line;
};
const discountOf = (line: { adjustments?: { amount: number }[] | null }) =>
  (line.adjustments ?? []).reduce((sum, adjustment) => sum + Number(adjustment.amount), 0);

type CaughtMail = { subject: string; text: string; html: string; to: { address: string }[] };

/** Waits for the mail to `address` in the mail catcher. */
async function mailTo(address: string): Promise<CaughtMail> {
  for (let i = 0; i < 150; i++) {
    const inbox = (await (await fetch(`${inject('mailUrl')}/api/email`)).json()) as CaughtMail[];
    const found = inbox.find((mail) => mail.to.some((to) => to.address === address));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${address}`);
}

/** Adds the express method (matrix price) and reads the cart with its adjustments. */
async function withExpress(cartId: string) {
  const option = await priceOption(cartId, 'express');
  await sdk.store.cart.addShippingMethod(cartId, { option_id: option.id, data: { code: 'express' } });
  return { price: Number(option.amount), cart: (await sdk.store.cart.retrieve(cartId, { fields: FIELDS })).cart };
}

describe('the merch code', () => {
  it('takes 10 % off the merch lines only, VAT included, and into the order', async () => {
    const email = `promo-${Date.now()}@example.org`;
    const cart = await cartWith('DE', [
      { handle: 'tote-bag' },
      { handle: 'leather-strap' },
      { handle: 'nomad-travel-guitar' },
    ]);
    const { cart: applied } = await sdk.store.cart.addPromotions(cart.id, { promo_codes: [CODE] }, { fields: FIELDS });
    expect(applied.promotions?.map((promotion) => promotion.code)).toEqual([CODE]);
    expect(discountOf(lineOf(applied, 'tote-bag'))).toBeCloseTo(1.9, 2);
    expect(discountOf(lineOf(applied, 'leather-strap'))).toBeCloseTo(7.9, 2);
    expect(discountOf(lineOf(applied, 'nomad-travel-guitar'))).toBe(0);
    // Gross prices: the discount comes off the price the shopper sees, VAT stays inside it.
    expect(applied.discount_total).toBeCloseTo(9.8, 2);
    expect(applied.item_total).toBeCloseTo(19 + 79 + 1290 - 9.8, 2);

    const option = await priceOption(cart.id, 'standard');
    await sdk.store.cart.update(cart.id, { email }, {}, cartKeyHeaders(cart.id));
    await sdk.store.cart.addShippingMethod(cart.id, { option_id: option.id });
    const { cart: ready } = await sdk.store.cart.retrieve(cart.id);
    await sdk.store.payment.initiatePaymentSession(ready, { provider_id: BANK_TRANSFER });
    const completed = await sdk.store.cart.complete(cart.id);
    expect(completed.type).toBe('order');
    if (completed.type !== 'order') return;
    const { order } = await sdk.store.order.retrieve(completed.order.id, {
      fields: '+discount_total,*items,*items.adjustments',
    });
    expect(order.discount_total).toBeCloseTo(9.8, 2);
    expect(order.items?.find((item) => item.product_handle === 'tote-bag')?.adjustments?.[0]?.code).toBe(CODE);

    // The confirmation names the code with what it took off, under the subtotal before it.
    const mail = await mailTo(email);
    const text = mail.text.replace(/\u00a0/g, ' ');
    expect(text).toMatch(/Tote Bag – \w+: 19 €/);
    expect(text).toMatch(/Subtotal: 1\.388 €\nCode MERCH10: −9,80 €\n/);
    expect(mail.html).toContain('Code MERCH10');
  });

  it('is taken off again on removal', async () => {
    const cart = await cartWith('DE', [{ handle: 'pick-tin' }]);
    await sdk.store.cart.addPromotions(cart.id, { promo_codes: [CODE] });
    const { cart: removed } = await sdk.store.cart.removePromotions(
      cart.id,
      { promo_codes: [CODE] },
      { fields: FIELDS },
    );
    expect(removed.promotions ?? []).toEqual([]);
    expect(discountOf(lineOf(removed, 'pick-tin'))).toBe(0);
    expect(removed.discount_total).toBe(0);
  });

  it('does not apply to a cart without merch: refused like an unknown code, the cart without it', async () => {
    const cart = await cartWith('DE', [{ handle: 'nomad-travel-guitar' }]);
    const refused = await failure(sdk.store.cart.addPromotions(cart.id, { promo_codes: [CODE] }, { fields: FIELDS }));
    expect(refused?.status).toBe(400);
    expect(refused?.message).toBe(`The promotion code ${CODE} is invalid or does not apply to this cart`);
    const { cart: answered } = await sdk.store.cart.retrieve(cart.id, { fields: FIELDS });
    expect((answered.promotions ?? []).map((promotion) => promotion.code)).not.toContain(CODE);
    expect(answered.discount_total).toBe(0);
  });

  it('refuses an unknown code and keeps the cart as it was', async () => {
    const cart = await cartWith('DE', [{ handle: 'tote-bag' }]);
    const refused = await failure(sdk.store.cart.addPromotions(cart.id, { promo_codes: ['NOSUCHCODE'] }));
    expect(refused?.status).toBe(400);
    expect(refused?.message).toBe('The promotion code NOSUCHCODE is invalid or does not apply to this cart');
    const { cart: intact } = await sdk.store.cart.retrieve(cart.id, { fields: FIELDS });
    expect(intact.items).toHaveLength(1);
    expect(intact.promotions ?? []).toEqual([]);
  });
});

describe('free express shipping above 3,000 €', () => {
  it('makes the express method cost 0 when the items are above 3,000 €', async () => {
    const cart = await cartWith('DE', [{ handle: 'auric-t-custom' }]);
    const { price, cart: priced } = await withExpress(cart.id);
    expect(price).toBeGreaterThan(0);
    const [method] = priced.shipping_methods ?? [];
    // Medusa 2.21 computes a shipping adjustment on the method's net amount (the promotion's
    // is_tax_inclusive applies to items only): 100 % of it leaves nothing, VAT included.
    expect(method.adjustments?.map((adjustment) => adjustment.code)).toEqual(['FREE-EXPRESS-3000']);
    expect(method.original_total).toBeCloseTo(price, 2);
    expect(method.total).toBe(0);
    expect(priced.shipping_total).toBe(0);
    expect(priced.promotions?.map((promotion) => promotion.is_automatic)).toEqual([true]);
    // The site names it by the metadata's name in the page's language.
    const { cart: named } = await sdk.store.cart.retrieve(cart.id, { fields: '*promotions,+promotions.metadata' });
    expect((named.promotions?.[0] as { metadata?: Record<string, unknown> }).metadata).toMatchObject({
      name_en: 'Free express shipping above 3,000 € after discounts',
      name_de: 'Gratis-Expressversand ab 3.000 € nach Rabatten',
    });
  });

  it('leaves the express price as it is at or below 3,000 €', async () => {
    const cart = await cartWith('DE', [{ handle: 'meridian-short-scale' }]);
    const { price, cart: priced } = await withExpress(cart.id);
    const [method] = priced.shipping_methods ?? [];
    expect(discountOf(method)).toBe(0);
    expect(priced.shipping_total).toBeCloseTo(price, 2);
    expect(priced.promotions ?? []).toEqual([]);
  });

  it('reads the items after their discounts: MERCH10 taking a 3,000-€-plus merch cart to 3,000 € or below ends it', async () => {
    const cart = await cartWith('DE', [{ handle: 'logo-hoodie' }]);
    const unit = Number(cart.items![0].unit_price);
    // The fewest hoodies above 3,000 €, which MERCH10 (10 %) takes to 3,000 € or below.
    const quantity = Math.floor(3000 / unit) + 1;
    expect(unit * quantity * 0.9).toBeLessThanOrEqual(3000);
    // Over two sizes: each size's stock is smaller than the quantity.
    const half = Math.ceil(quantity / 2);
    await sdk.store.cart.updateLineItem(cart.id, cart.items![0].id, { quantity: half });
    const other = await variantOf('logo-hoodie', 1);
    await sdk.store.cart.createLineItem(cart.id, { variant_id: other.id, quantity: quantity - half });
    const { price, cart: free } = await withExpress(cart.id);
    expect(free.original_item_total).toBeCloseTo(unit * quantity, 2);
    expect(free.shipping_total).toBe(0);

    const { cart: discounted } = await sdk.store.cart.addPromotions(
      cart.id,
      { promo_codes: [CODE] },
      { fields: FIELDS },
    );
    console.log(
      `free express: ${quantity} hoodies at ${unit} € = ${unit * quantity} € before, ${discounted.item_total} € after MERCH10`,
    );
    expect(discounted.item_total).toBeCloseTo(unit * quantity * 0.9, 2);
    expect(discounted.promotions?.map((promotion) => promotion.code)).toEqual([CODE]);
    expect(discountOf(discounted.shipping_methods![0])).toBe(0);
    expect(discounted.shipping_total).toBeCloseTo(price, 2);

    // Taken off again, the items are above 3,000 € and express is free once more.
    const { cart: removed } = await sdk.store.cart.removePromotions(
      cart.id,
      { promo_codes: [CODE] },
      { fields: FIELDS },
    );
    expect(removed.shipping_total).toBe(0);
  });

  it('does not touch the standard method above 3,000 €', async () => {
    const cart = await cartWith('DE', [{ handle: 'auric-t-custom' }]);
    const option = await priceOption(cart.id, 'standard');
    await sdk.store.cart.addShippingMethod(cart.id, { option_id: option.id });
    const { cart: priced } = await sdk.store.cart.retrieve(cart.id, { fields: FIELDS });
    expect(discountOf(priced.shipping_methods![0])).toBe(0);
  });
});

describe('the promotions seed', () => {
  it('creates each promotion once, also when it runs again', async () => {
    await control('seed');
    const client = new pg.Client({ connectionString: inject('databaseUrl') });
    await client.connect();
    try {
      const { rows } = await client.query(
        'SELECT code, is_automatic, is_tax_inclusive FROM promotion WHERE deleted_at IS NULL ORDER BY code',
      );
      expect(rows).toEqual([
        { code: 'FREE-EXPRESS-3000', is_automatic: true, is_tax_inclusive: true },
        { code: 'MERCH10', is_automatic: false, is_tax_inclusive: true },
      ]);
    } finally {
      await client.end();
    }
  });
});
