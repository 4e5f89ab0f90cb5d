// The order confirmation mail end to end: a German cart completes, Medusa's order.placed
// subscriber renders the mail in German and the smtp-notification provider sends it to the
// private mail catcher (test/global-setup.mjs).
import { inject } from 'vitest';
import { describe, expect, it } from 'vitest';
import { regionFor, sdk, variantOf } from './context';

type CaughtMail = { subject: string; text: string; to: { address: string }[]; headers: Record<string, string> };

async function mailTo(address: string): Promise<CaughtMail | undefined> {
  for (let i = 0; i < 100; i++) {
    const inbox = (await (await fetch(`${inject('mailUrl')}/api/email`)).json()) as CaughtMail[];
    const found = inbox.find((m) => m.to.some((t) => t.address === address));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 200));
  }
  return undefined;
}

describe('order confirmation', () => {
  it('mails a German order in German through SMTP', async () => {
    const germany = await regionFor('DE');
    const tote = await variantOf('tote-bag');
    const email = `order-${Date.now()}@example.org`;
    const address = {
      first_name: 'Ada',
      last_name: 'Lovelace',
      address_1: 'Hauptstraße 1',
      city: 'Leipzig',
      postal_code: '04109',
      country_code: 'de',
    };
    let { cart } = await sdk.store.cart.create({ region_id: germany.id, metadata: { language: 'de' } });
    ({ cart } = await sdk.store.cart.createLineItem(cart.id, { variant_id: tote.id, quantity: 2 }));
    ({ cart } = await sdk.store.cart.update(cart.id, { email, shipping_address: address, billing_address: address }));
    const { shipping_options } = await sdk.store.fulfillment.listCartOptions({ cart_id: cart.id });
    const standard = shipping_options.find((option) => option.type?.code === 'standard') ?? shipping_options[0];
    ({ cart } = await sdk.store.cart.addShippingMethod(cart.id, { option_id: standard.id }));
    await sdk.store.payment.initiatePaymentSession(cart, { provider_id: 'pp_system_default' });
    const completed = await sdk.store.cart.complete(cart.id);
    expect(completed.type).toBe('order');
    if (completed.type !== 'order') return;

    const mail = await mailTo(email);
    expect(mail?.subject).toBe(`Deine Bestellung #${completed.order.display_id} bei Tonewood`);
    expect(mail?.headers['content-language']).toBe('de');
    expect(mail?.text).toContain('Hallo Ada,');
    expect(mail?.text).toMatch(/2 × .+: 38,00\s€/);
  });
});
