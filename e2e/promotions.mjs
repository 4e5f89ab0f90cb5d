// Promotion journeys against the built site and the real Medusa (its Promotion Module, the seeded
// MERCH10 and the automatic free express shipping above 3,000 €), in English on a desktop and in
// German on a phone: an unknown code's message, the merch code applied in the cart, its discount
// line in the cart, the review (removed and applied again there), the confirmation, the order page
// and the order mail; and the free express shipping above the threshold, by its name.
import assert from 'node:assert/strict';
import { axeClean } from './support/axe.mjs';
import { addToCart, waitForBadge } from './support/cart.mjs';
import { DESKTOP, PHONE } from './support/devices.mjs';
import { openAsShopper } from './support/shopper.mjs';

const TEXT = {
  en: {
    prefix: '',
    checkout: 'Go to checkout',
    code: 'Promotion code',
    apply: 'Apply',
    unknown: 'The code NOSUCHCODE cannot be used for this cart. Please check it.',
    merch: 'Code MERCH10',
    express: 'Free express shipping above 3,000 € after discounts',
    expressMethod: 'Express',
    applied: 'Code MERCH10 applied.',
    remove: 'Remove code MERCH10',
    bankTransfer: 'Bank transfer',
    fields: [
      ['First name', 'Peter'],
      ['Last name', 'Promo'],
      ['Address', 'Markt 1'],
      ['Postal code', '04109'],
      ['City', 'Leipzig'],
    ],
  },
  de: {
    prefix: '/de',
    checkout: 'Zur Kasse',
    code: 'Aktionscode',
    apply: 'Einlösen',
    unknown: 'Den Code NOSUCHCODE kannst du für diesen Warenkorb nicht verwenden. Bitte prüfe ihn.',
    merch: 'Aktionscode MERCH10',
    express: 'Gratis-Expressversand ab 3.000 € nach Rabatten',
    expressMethod: 'Expressversand',
    applied: 'Code MERCH10 eingelöst.',
    remove: 'Code MERCH10 entfernen',
    bankTransfer: 'Überweisung',
    fields: [
      ['Vorname', 'Petra'],
      ['Nachname', 'Promo'],
      ['Straße und Hausnummer', 'Markt 1'],
      ['Postleitzahl', '04109'],
      ['Stadt', 'Leipzig'],
    ],
  },
};

const plain = (text) => (text ?? '').replace(/\u00a0/g, ' ').replace(/\s+/g, ' ');
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** 'Code MERCH10 −1,90 €' wherever the label and its amount follow each other. */
const discountLine = (label, amount) => new RegExp(`${escape(label)}\\s*:?\\s*−${escape(amount)}`);

const step = (tab, name) =>
  tab.locator(`[data-slot="checkout-steps"][data-step="${name}"]`).waitFor({ timeout: 15_000 });
const next = (tab) => tab.locator('[data-slot="checkout-continue"]').click();

/** Types a code into the promotion field on the page and applies it. */
async function applyCode(tab, t, code) {
  const field = tab.locator('[data-slot="promotion-code-field"]');
  await field.getByLabel(t.code, { exact: true }).fill(code);
  await field.getByRole('button', { name: t.apply, exact: true }).click();
}

/** Contact, address with the shipping method `method` (a radio's name), bank transfer: the review. */
async function throughCheckout(tab, t, { email, method }) {
  await tab.getByRole('link', { name: t.checkout }).click();
  await tab.waitForURL(/\/checkout\/cart_/);
  await step(tab, 'contact');
  await tab.getByLabel(/^E-?mail$/i).fill(email);
  await next(tab);
  await step(tab, 'shipping');
  for (const [label, value] of t.fields) await tab.getByLabel(label, { exact: true }).fill(value);
  const radio = method ? tab.getByRole('radio', { name: new RegExp(`^${method}`) }) : tab.getByRole('radio').first();
  await radio.click();
  await next(tab);
  await step(tab, 'payment');
  await tab.getByRole('radio', { name: new RegExp(t.bankTransfer) }).click();
  await next(tab);
  await step(tab, 'review');
}

export function promotionChecks({ siteUrl, mail }) {
  /** The newest mail to `address` from the run's mail catcher (waits up to 20 s). */
  async function mailTo(address) {
    const end = Date.now() + 20_000;
    for (;;) {
      const hit = (await mail.inbox()).reverse().find((m) => m.to.some((to) => to.address.toLowerCase() === address));
      if (hit) return hit;
      if (Date.now() > end) assert.fail(`no mail to ${address} within 20 s`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  const merchJourney =
    (language, device) =>
    async ({ page }) => {
      const t = TEXT[language];
      const email = `promo-${language}-${Date.now()}@example.com`;
      const { context, tab, errors } = await openAsShopper(page, language, device);
      try {
        await tab.goto(`${siteUrl}${t.prefix}/product/tote-bag`, { waitUntil: 'networkidle' });
        await addToCart(tab);
        await waitForBadge(tab, 1);
        await tab.goto(`${siteUrl}${t.prefix}/cart`);
        const summary = tab.locator('[data-slot="cart-summary"]');
        await summary.waitFor();

        // An unknown code: the message under the field, linked to it; the cart stays.
        await applyCode(tab, t, 'nosuchcode');
        const refusal = tab.locator('[data-slot="promotion-code-field"] [role="alert"]');
        await refusal.getByText(t.unknown).waitFor({ timeout: 15_000 });
        const input = tab.getByLabel(t.code, { exact: true });
        assert.match(await input.getAttribute('aria-describedby'), new RegExp(await refusal.getAttribute('id')));
        assert.equal(await tab.locator('[data-slot="cart-line-item"]').count(), 1, 'the cart kept its line');
        await axeClean(tab, `cart with a refused code (${language})`);

        // The merch code: 10 % of the tote bag's 19 €, as its own line; announced.
        await applyCode(tab, t, 'merch10');
        await tab.locator('[data-slot="promotion-code-applied"]').getByText('MERCH10').waitFor({ timeout: 15_000 });
        await tab.locator('[data-slot="promotion-code-status"]').getByText(t.applied).waitFor();
        assert.match(plain(await summary.textContent()), discountLine(t.merch, '1,90 €'));
        await axeClean(tab, `cart with MERCH10 (${language})`);

        await throughCheckout(tab, t, { email });
        const aside = tab.locator('[data-slot="cart-summary"]');
        assert.match(plain(await aside.textContent()), discountLine(t.merch, '1,90 €'), 'the review summary');
        await tab.locator('[data-slot="promotion-code-applied"]').getByText('MERCH10').waitFor();
        await axeClean(tab, `review with MERCH10 (${language})`);

        // The review's own field: removed, the line goes; applied again, it returns, and the
        // review stays open (the bank transfer is chosen again after Medusa dropped it).
        await tab.getByRole('button', { name: t.remove }).click();
        await tab.locator('[data-slot="promotion-code-applied"]').waitFor({ state: 'detached', timeout: 15_000 });
        await tab.locator('[data-slot="cart-summary-discount"]').waitFor({ state: 'detached' });
        await applyCode(tab, t, 'merch10');
        await tab.locator('[data-slot="cart-summary-discount"]').getByText(t.merch).waitFor({ timeout: 15_000 });
        await step(tab, 'review');

        await next(tab);
        await tab.waitForURL(/\/order\/confirmation\/order_/, { timeout: 30_000 });
        const confirmation = tab.locator('[data-slot="order-totals"]');
        await confirmation.waitFor({ timeout: 15_000 });
        assert.match(plain(await confirmation.textContent()), discountLine(t.merch, '1,90 €'), 'the confirmation');

        const link = tab.getByTestId('order-page-link').getByRole('link');
        await link.waitFor({ timeout: 15_000 });
        await link.click();
        await tab.waitForURL(/\/order\/order_[^/]+\?token=/);
        const totals = tab.locator('[data-slot="order-totals"]');
        await totals.waitFor({ timeout: 15_000 });
        assert.match(plain(await totals.textContent()), discountLine(t.merch, '1,90 €'), 'the order page');

        const sent = await mailTo(email);
        assert.match(plain(sent.text), discountLine(t.merch, '1,90 €'), `the mail's text:\n${sent.text}`);
        assert.match(plain(sent.html), new RegExp(escape(t.merch)), "the mail's HTML names the code");
        assert.deepEqual(errors, [], 'no page errors');
        return email;
      } finally {
        await context.close();
      }
    };

  const expressJourney =
    (language, device) =>
    async ({ page }) => {
      const t = TEXT[language];
      const { context, tab, errors } = await openAsShopper(page, language, device);
      try {
        // 2,490 €: express costs what it costs.
        await tab.goto(`${siteUrl}${t.prefix}/guitars/flamingo-s`, { waitUntil: 'networkidle' });
        await addToCart(tab);
        await waitForBadge(tab, 1);
        await tab.goto(`${siteUrl}${t.prefix}/cart`);
        await throughCheckout(tab, t, {
          email: `express-${language}-${Date.now()}@example.com`,
          method: t.expressMethod,
        });
        const summary = tab.locator('[data-slot="cart-summary"]');
        assert.doesNotMatch(plain(await summary.textContent()), new RegExp(escape(t.express)), 'below 3,000 €');

        // Another guitar: above 3,000 €, the express method is free, shown by the promotion's name.
        await tab.goto(`${siteUrl}${t.prefix}/guitars/auric-t-custom`, { waitUntil: 'networkidle' });
        await addToCart(tab);
        await waitForBadge(tab, 2);
        await tab.goto(`${siteUrl}${t.prefix}/cart`);
        const cartSummary = tab.locator('[data-slot="cart-summary"]');
        await cartSummary.getByText(t.express).waitFor({ timeout: 15_000 });
        const line = plain(await cartSummary.locator('[data-slot="cart-summary-discount"]').textContent());
        assert.match(line, new RegExp(`${escape(t.express)}\\s*−\\d`), line);
        await axeClean(tab, `cart with free express (${language})`);
        assert.deepEqual(errors, [], 'no page errors');
        return line;
      } finally {
        await context.close();
      }
    };

  return {
    'promotions in English on a desktop: an unknown code, MERCH10 from cart to order page and mail (browser)':
      merchJourney('en', DESKTOP),
    'promotions in German on a phone: an unknown code, MERCH10 from cart to order page and mail (browser)':
      merchJourney('de', PHONE),
    'promotions: free express shipping above 3,000 €, by its name, not below (browser, en desktop)': expressJourney(
      'en',
      DESKTOP,
    ),
    'promotions: free express shipping above 3,000 €, by its name, not below (browser, de phone)': expressJourney(
      'de',
      PHONE,
    ),
  };
}
