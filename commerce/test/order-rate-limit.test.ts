// Order completion is limited per email address (src/api/order-rate-limit.ts): the test stack
// allows three orders per address and hour (COMMERCE_ORDER_RATE_MAX=3, test/global-setup.mjs).
import { describe, expect, it } from 'vitest';
import { BANK_TRANSFER, cartKeyHeaders, cartWith, readyToPay } from './checkout';
import { medusaUrl, publishableKey, sdk } from './context';

/** A cart for `email`, ready to complete by bank transfer. */
async function readyCart(email: string, language: 'en' | 'de') {
  const cart = await cartWith('DE', [{ handle: 'tote-bag' }]);
  await sdk.store.cart.update(cart.id, { email, metadata: { language } }, undefined, cartKeyHeaders(cart.id));
  await readyToPay(cart.id, BANK_TRANSFER);
  return cart.id;
}

const complete = (cartId: string) =>
  fetch(`${medusaUrl}/store/carts/${cartId}/complete`, {
    method: 'POST',
    headers: { 'x-publishable-api-key': publishableKey, 'content-type': 'application/json' },
    body: '{}',
  });

describe('orders per email address', () => {
  it('completes three orders for one address and refuses the fourth with 429 and a reason', async () => {
    const email = `limit-${Date.now()}@example.org`;
    // The carts are made one after another: Medusa 2.21 makes a guest customer for a cart's new
    // email, and two carts given the same new email at the same moment race to create it ('Customer
    // with email … already exists', seen in CI).
    const carts: string[] = [];
    for (const [address, language] of [
      [email, 'en'],
      [email, 'en'],
      [email, 'en'],
      [email.toUpperCase(), 'de'],
    ] as const)
      carts.push(await readyCart(address, language));
    for (const cartId of carts.slice(0, 3)) {
      const response = await complete(cartId);
      const body = await response.json();
      expect(response.status, JSON.stringify(body)).toBe(200);
      expect(body.type).toBe('order');
    }
    // Another spelling of the same address counts too, and the answer is in the cart's language.
    const refused = await complete(carts[3]!);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({
      type: 'not_allowed',
      message: 'Zu viele Bestellungen für diese E-Mail-Adresse. Bitte versuche es später erneut oder schreib uns.',
    });
  }, 180_000);
});
