// The order mails end to end: an order completes, Medusa's subscribers render the mails in the
// order's language and the smtp-notification provider sends them to the private mail catcher
// (test/global-setup.mjs). First without Strapi (the confirmation still goes out and points to the
// order page), then with a real Strapi on the data folder Medusa reads its key file from: the bank
// account and the terms from the CMS settings; shipping with a tracking number sends the shipping mail.
import { verifyOrderToken } from '@tonewood/rules/order-token';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startStack } from '../../scripts/stack/index.mjs';
import { connectBackoffice } from '../scripts/lib/backoffice.mjs';
import { commerceSecrets } from '../scripts/lib/stack.mjs';
import { BANK_TRANSFER, TEST_CARD, cartKeyHeaders, cartWith, readyToPay } from './checkout';
import { medusaUrl, sdk } from './context';

type CaughtMail = {
  subject: string;
  text: string;
  html: string;
  to: { address: string }[];
  headers: Record<string, string>;
  attachments?: { filename?: string; contentType?: string }[];
};

const storefront = inject('storefrontUrl');
const secret = commerceSecrets().SITE_ORDER_SECRET as string;
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

/** Waits for the mail to `address` whose subject matches. */
async function mailTo(address: string, subject: RegExp): Promise<CaughtMail> {
  for (let i = 0; i < 150; i++) {
    const inbox = (await (await fetch(`${inject('mailUrl')}/api/email`)).json()) as CaughtMail[];
    const found = inbox.find((m) => m.to.some((t) => t.address === address) && subject.test(m.subject));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail "${subject}" to ${address}`);
}

/** Places an order of `lines` in `country` in `language`, paid by `provider`, for a fresh address. */
async function placeOrder(language: 'en' | 'de', provider: string, lines: { handle: string; quantity?: number }[]) {
  const email = `mail-${language}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;
  const cart = await cartWith('DE', lines);
  await sdk.store.cart.update(cart.id, { email, metadata: { language } }, {}, cartKeyHeaders(cart.id));
  await readyToPay(
    cart.id,
    provider,
    provider === TEST_CARD ? { token: 'tok_visa', cardholder_name: 'Ada Lovelace' } : undefined,
  );
  const completed = await sdk.store.cart.complete(cart.id);
  if (completed.type !== 'order') throw new Error(`cart did not complete: ${JSON.stringify(completed.error)}`);
  return { order: completed.order, email };
}

/** The order page link in a mail, checked: the order's path and a token that verifies. */
function expectOrderLink(body: string, language: 'en' | 'de', orderId: string) {
  const prefix = `${storefront}${language === 'de' ? '/de' : ''}/order/${orderId}?token=`;
  const at = body.indexOf(prefix);
  expect(at).toBeGreaterThan(-1);
  const token = body.slice(at + prefix.length).match(/^[A-Za-z0-9_-]+/)?.[0];
  expect(verifyOrderToken(orderId, token, secret)).toBe(true);
}

describe('order confirmation without Strapi', () => {
  it('still goes out, in German, and points to the order page for the bank details', async () => {
    const { order, email } = await placeOrder('de', BANK_TRANSFER, [{ handle: 'tote-bag', quantity: 2 }]);
    const mail = await mailTo(email, /^Deine Bestellung/);
    expect(mail.subject).toBe(`Deine Bestellung #${order.display_id} bei Tonewood`);
    expect(mail.headers['content-language']).toBe('de');
    expect(plain(mail.text)).toMatch(/2 × Tote Bag.*: 38 €/i);
    expect(mail.text).toContain('Unsere Bankverbindung findest du auf deiner Bestellseite:');
    expect(mail.text).not.toContain('IBAN');
    expectOrderLink(mail.text, 'de', order.id);
    expectOrderLink(mail.html, 'de', order.id);
  });
});

describe('order mails with the shop settings from Strapi', () => {
  let stack: { stop(): Promise<void> } | undefined;
  beforeAll(async () => {
    stack = await startStack({
      services: ['cms'],
      ports: { cms: Number(process.env.COMMERCE_TEST_CMS_PORT || 1338) },
      dataDirs: { cms: inject('cmsDataDir') },
      quiet: true,
    });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('confirms a German bank-transfer order as the contract: amounts, bank details, policy, form, terms, link', async () => {
    const { order, email } = await placeOrder('de', BANK_TRANSFER, [{ handle: 'nomad-travel-guitar' }]);
    const mail = await mailTo(email, /^Deine Bestellung/);
    for (const body of [plain(mail.text), plain(mail.html)]) {
      expect(body).toContain('1.290 €');
      expect(body).toMatch(/inkl\. 19 % MwSt\./);
      expect(body).toContain('Tonewood Instrumentenbau GmbH');
      expect(body).toContain('DE81 8605 5592 1090 0012 34');
      expect(body).toContain('WELADE8LXXX');
      expect(body).toContain('Widerrufsbelehrung');
      expect(body).toContain('Muster-Widerrufsformular');
      expect(body).toContain('Vertrag widerrufen');
      expect(body).toContain(`${storefront}/de/withdrawal`);
    }
    const text = plain(mail.text);
    expect(text).toContain(`Verwendungszweck: #${order.display_id}`);
    expect(text).toMatch(/Betrag: [\d.]+(,\d\d)? €/);
    expect(text).toMatch(/Gesamt: [\d.]+(,\d\d)? €/);
    expect(mail.html).toMatch(/^<!DOCTYPE html><html lang="de">/);
    expect(mail.attachments?.map((a) => a.filename)).toContain('AGB.txt');
    expectOrderLink(mail.text, 'de', order.id);
  });

  it('sends the shipping mail with the tracking link and the order link when the workshop ships', async () => {
    const { order, email } = await placeOrder('en', TEST_CARD, [{ handle: 'pick-tin' }]);
    const confirmation = await mailTo(email, /^Your Tonewood order/);
    expect(confirmation.text).toContain('Credit or debit card');
    expect(confirmation.text).not.toContain('IBAN');
    expect(confirmation.text).toContain('Withdraw from contract');

    const backoffice = await connectBackoffice({
      baseUrl: medusaUrl,
      email: inject('adminEmail'),
      password: inject('adminPassword'),
      log: () => {},
    });
    await backoffice.capture(order.id);
    await backoffice.fulfil(order.id);
    await expect(backoffice.ship(order.id, 'not a number')).rejects.toThrow(/not a tracking number/);
    const shipped = await backoffice.ship(order.id, 'JJD000390007123456');
    expect(shipped.fulfillment_status).toBe('shipped');

    const mail = await mailTo(email, /is on its way$/);
    expect(mail.subject).toBe(`Your Tonewood order #${order.display_id} is on its way`);
    expect(mail.text).toMatch(/1 × Pick Tin/i);
    expect(mail.text).toContain('Tracking number: JJD000390007123456');
    const tracking = 'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=JJD000390007123456';
    expect(mail.text).toContain(tracking);
    expect(mail.html).toContain(`href="${tracking}"`);
    expectOrderLink(mail.text, 'en', order.id);
    expectOrderLink(mail.html, 'en', order.id);
  });
});
