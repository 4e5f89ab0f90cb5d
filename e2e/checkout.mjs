// Checkout journeys against the built site and the real Medusa: a guitar in German by bank
// transfer on a phone, a bass in English by card on a desktop (a declined test card first), a
// Swiss address with export prices and 0% VAT; validation errors before valid input, a reload
// mid-checkout that resumes, the confirmation page, zero axe violations on every step. The
// products are built to order (backorders allowed), so repeated runs never sell them out. A
// shopper whose browser blocks site data buys too, through the shop's own links.
/* global window -- in a page.evaluate callback */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { root } from '../scripts/stack/index.mjs';
import { axeClean } from './support/axe.mjs';
import { addToCart, waitForBadge } from './support/cart.mjs';
import { chooseCountry } from './support/country.mjs';
import { DESKTOP, PHONE } from './support/devices.mjs';
import { observeHydrationIn, waitForHydration } from './support/hydration.mjs';
import { openAsShopper, openWithSiteDataBlocked } from './support/shopper.mjs';

/** `npm run backoffice -- <command> <order>` against the e2e Medusa, as the workshop runs it. */
async function backoffice(commerceUrl, command, orderId) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [path.join(root, 'commerce/scripts/backoffice.mjs'), command, orderId],
    { cwd: root, env: { ...process.env, MEDUSA_BACKEND_URL: commerceUrl } },
  );
  return stdout;
}

const TEXT = {
  en: {
    checkout: 'Go to checkout',
    email: 'Email',
    required: 'This field is required',
    invalidEmail: 'Please enter a valid email address',
    methodRequired: 'Please select a shipping method',
    fields: {
      firstName: 'First name',
      lastName: 'Last name',
      address: 'Address',
      postalCode: 'Postal code',
      city: 'City',
    },
    bankTransfer: 'Bank transfer',
    card: 'Credit or debit card',
    nameOnCard: 'Name on card',
    testCard: 'Test card',
    paymentError: 'Your payment could not be processed. Please try again.',
    thanks: /Thank you! We have received your order #\d+\. A confirmation is on its way to/,
    bankTitle: 'Please transfer the total',
    taxRate: 'Tax rate',
    exportNote: 'Export order: prices exclude VAT. Import duties may apply in your country.',
  },
  de: {
    checkout: 'Zur Kasse',
    email: 'E-Mail',
    required: 'Dieses Feld ist erforderlich',
    invalidEmail: 'Bitte gib eine gültige E-Mail-Adresse ein',
    methodRequired: 'Bitte wähle eine Versandart',
    fields: {
      firstName: 'Vorname',
      lastName: 'Nachname',
      address: 'Straße und Hausnummer',
      postalCode: 'Postleitzahl',
      city: 'Stadt',
    },
    declineCookies: 'Alle ablehnen',
    bankTransfer: 'Überweisung',
    card: 'Kredit- oder Debitkarte',
    nameOnCard: 'Name auf der Karte',
    testCard: 'Testkarte',
    paymentError: 'Deine Zahlung konnte nicht verarbeitet werden. Bitte versuche es erneut.',
    thanks: /Vielen Dank! Wir haben deine Bestellung #\d+ erhalten\. Eine Bestätigung ist unterwegs an/,
    bankTitle: 'Bitte überweise den Gesamtbetrag',
    taxRate: 'Steuersatz',
    exportNote: 'Exportbestellung: Preise ohne MwSt. In deinem Land können Einfuhrabgaben anfallen.',
  },
};

const cont = (tab) => tab.locator('[data-slot="checkout-continue"]');

async function atStep(tab, name) {
  await tab.locator(`[data-slot="checkout-steps"][data-step="${name}"]`).waitFor({ timeout: 15_000 });
}

/** The texts of the form's error messages, in order. */
async function errorsShown(tab) {
  return tab
    .locator('[data-slot="checkout-step-content"] [id$="-error"], [data-slot="checkout-step-content"] [role="alert"]')
    .allTextContents();
}

/** Adds a product on its page and opens the checkout from the cart page; returns the cart id. */
async function startCheckout(tab, { siteUrl, prefix, path, t }) {
  await tab.goto(`${siteUrl}${prefix}${path}`, { waitUntil: 'networkidle' });
  await addToCart(tab);
  await waitForBadge(tab, 1);
  await tab.goto(`${siteUrl}${prefix}/cart`);
  await tab.getByRole('link', { name: t.checkout }).click();
  await tab.waitForURL(/\/checkout\/cart_/);
  await atStep(tab, 'contact');
  return tab.evaluate(() => localStorage.getItem('medusa_cart_id'));
}

async function fillAddress(tab, t, values) {
  for (const [field, value] of Object.entries(values))
    await tab.getByLabel(t.fields[field], { exact: true }).fill(value);
}

/** Places the order from the review step and waits for the confirmation; returns its text. */
async function placeOrder(tab) {
  await cont(tab).click();
  await tab.waitForURL(/\/order\/confirmation\/order_/, { timeout: 30_000 });
  const summary = tab.locator('[data-slot="order-summary"]');
  await summary.waitFor({ timeout: 15_000 });
  return summary.textContent();
}

/**
 * From the contact step to the confirmation: the email, an address (after `atShipping`, run once
 * the shipping step shows), the first shipping method, bank transfer, and the order placed.
 * Returns the order summary's text.
 */
async function orderByBankTransfer(tab, t, { email, address, atShipping }) {
  await tab.getByLabel(t.email).fill(email);
  await cont(tab).click();
  await atStep(tab, 'shipping');
  await atShipping?.();
  await fillAddress(tab, t, address);
  await tab.getByRole('radio').first().click();
  await cont(tab).click();
  await atStep(tab, 'payment');
  await tab.getByRole('radio', { name: new RegExp(t.bankTransfer) }).click();
  await cont(tab).click();
  await atStep(tab, 'review');
  return placeOrder(tab);
}

export function checkoutChecks({ siteUrl, commerceUrl }) {
  const open = openAsShopper;

  return {
    async 'checkout in German on a phone: a guitar by bank transfer, validation first, reload resumes, confirmation (browser)'({
      page,
    }) {
      const t = TEXT.de;
      const { context, tab, errors, violations } = await open(page, 'de', PHONE);
      try {
        const cartId = await startCheckout(tab, { siteUrl, prefix: '/de', path: '/guitars/auric-t-custom', t });
        await axeClean(tab, 'checkout contact (de)');

        // Contact: empty, then malformed, then valid.
        await cont(tab).click();
        assert.deepEqual(await errorsShown(tab), [t.required], 'empty email');
        await tab.getByLabel(t.email).fill('anna@beispiel');
        await cont(tab).click();
        assert.deepEqual(await errorsShown(tab), [t.invalidEmail], 'malformed email');
        await tab.getByLabel(t.email).fill('anna.berger@example.com');
        await cont(tab).click();
        await atStep(tab, 'shipping');
        await tab.locator('[data-slot="shipping-address-form"]').waitFor();

        // Shipping: nothing filled shows each required field's message and the method's.
        await cont(tab).click();
        const shown = await errorsShown(tab);
        assert.equal(shown.filter((m) => m === t.required).length, 5, `five required fields: ${shown}`);
        assert.ok(shown.includes(t.methodRequired), 'the method is required');
        await axeClean(tab, 'checkout shipping with errors (de)');
        await fillAddress(tab, t, {
          firstName: 'Anna',
          lastName: 'Berger',
          address: 'Markt 1',
          postalCode: '04109',
          city: 'Leipzig',
        });
        await tab.getByRole('radio').first().click();
        await cont(tab).click();
        await atStep(tab, 'payment');

        // A reload (or another tab) opens where the shopper was: the cart holds the steps.
        await tab.reload();
        await atStep(tab, 'payment');
        const second = await context.newPage();
        await second.goto(`${siteUrl}/de/checkout/${cartId}`);
        await atStep(second, 'payment');
        await second.close();

        await tab.getByRole('radio', { name: new RegExp(t.bankTransfer) }).click();
        await cont(tab).click();
        await atStep(tab, 'review');
        await axeClean(tab, 'checkout review (de)');
        const review = await tab.locator('[data-slot="checkout-step-content"]').textContent();
        assert.match(review, /anna\.berger@example\.com/);
        assert.match(review, /Markt 1/);
        assert.match(review, new RegExp(t.bankTransfer));

        const summary = await placeOrder(tab);
        assert.match(await tab.getByTestId('order-thanks').textContent(), t.thanks);
        assert.match(summary, /Auric T Custom/);
        assert.match(summary, /Leipzig/);
        assert.match(summary, new RegExp(`${t.taxRate}\\s*19\\s?%`));
        const bank = tab.locator('section[aria-labelledby="bank-details"]');
        await bank.getByText(t.bankTitle).waitFor();
        assert.match(await bank.textContent(), /DE81 8605 5592 1090 0012 34/);
        await axeClean(tab, 'order confirmation (de)');
        // The cart became the order: this browser has none any more, the badge shows none.
        assert.equal(await tab.evaluate(() => localStorage.getItem('medusa_cart_id')), null, 'cart id cleared');
        await waitForBadge(tab, 0);
        // The confirmation is reachable later by its link.
        const url = tab.url();
        await tab.goto(url);
        await tab.locator('[data-slot="order-summary"]').waitFor();
        // The old checkout link says the cart is no longer open.
        await tab.goto(`${siteUrl}/de/checkout/${cartId}`);
        await tab.getByText('Dieser Warenkorb ist nicht mehr offen').waitFor();
        assert.deepEqual(errors, [], 'no page errors');
        // The forms' validation (zod) evaluates no code: not even a refused probe (issue 29).
        assert.deepEqual(violations, [], 'no CSP violations');
        return new URL(url).pathname;
      } finally {
        await context.close();
      }
    },

    async 'checkout in English on a desktop: a bass by card, a declined test card, then approved (browser)'({ page }) {
      const t = TEXT.en;
      const { context, tab, errors } = await open(page, 'en', DESKTOP);
      try {
        await startCheckout(tab, { siteUrl, prefix: '', path: '/basses/basalt-fretless', t });
        await tab.getByLabel(t.email).fill('ben@example.com');
        await cont(tab).click();
        await atStep(tab, 'shipping');
        await tab.locator('[data-slot="shipping-address-form"]').waitFor();
        await cont(tab).click();
        const shown = await errorsShown(tab);
        assert.ok(shown.includes(t.required) && shown.includes(t.methodRequired), `spec messages: ${shown}`);
        await fillAddress(tab, t, {
          firstName: 'Ben',
          lastName: 'Okafor',
          address: 'Schönhauser Allee 10',
          postalCode: '10119',
          city: 'Berlin',
        });
        await tab.getByRole('radio').first().click();
        await cont(tab).click();
        await atStep(tab, 'payment');

        // Card without the name on it: required.
        await tab.getByRole('radio', { name: new RegExp(t.card) }).click();
        await cont(tab).click();
        assert.deepEqual(await errorsShown(tab), [t.required], 'name on card required');
        await tab.getByLabel(t.nameOnCard).fill('Ben Okafor');
        await tab.getByLabel(t.testCard).selectOption('tok_chargeDeclined');
        await cont(tab).click();
        await atStep(tab, 'review');
        await axeClean(tab, 'checkout review (en)');
        await cont(tab).click();
        // Declined: the spec's text, back on the payment step, the cart intact.
        await tab.locator('[role="alert"], [data-slot="alert"]').getByText(t.paymentError).waitFor({ timeout: 30_000 });
        await atStep(tab, 'payment');
        assert.match(tab.url(), /\/checkout\/cart_/);
        await tab.getByRole('radio', { name: new RegExp(t.card) }).click();
        await tab.getByLabel(t.nameOnCard).fill('Ben Okafor');
        await tab.getByLabel(t.testCard).selectOption('tok_visa');
        await cont(tab).click();
        await atStep(tab, 'review');
        const summary = await placeOrder(tab);
        assert.match(await tab.getByTestId('order-thanks').textContent(), t.thanks);
        assert.match(summary, /Basalt Fretless/);
        assert.match(summary, /Credit or debit card/);
        assert.equal(await tab.locator('section[aria-labelledby="bank-details"]').count(), 0, 'no bank details');
        assert.deepEqual(errors, [], 'no page errors');

        // The workshop takes the order through capture, fulfilment and shipping with the CLI.
        const orderId = new URL(tab.url()).pathname.split('/').at(-1);
        const said = [];
        for (const command of ['capture', 'fulfil', 'ship']) said.push(await backoffice(commerceUrl, command, orderId));
        const report = await backoffice(commerceUrl, 'order', orderId);
        assert.match(report, /payment captured/, `captured: ${report}`);
        assert.match(report, /fulfilment \S+, shipped/, `shipped: ${report}`);
        return `${orderId} captured, fulfilled, shipped (${said.map((s) => s.trim().split('\n').length).join('+')} lines)`;
      } finally {
        await context.close();
      }
    },

    async 'checkout to Switzerland on a phone: export prices, 0% VAT on the confirmation (browser)'({ page }) {
      const t = TEXT.en;
      const { context, tab, errors } = await open(page, 'en', PHONE);
      try {
        await tab.goto(`${siteUrl}/guitars/vesper-archtop`, { waitUntil: 'networkidle' });
        await chooseCountry(tab, 'CH');
        await startCheckout(tab, { siteUrl, prefix: '', path: '/guitars/vesper-archtop', t });
        await tab.locator('[data-slot="cart-summary"]').getByText(t.exportNote).waitFor();
        const summary = await orderByBankTransfer(tab, t, {
          email: 'chloe@example.ch',
          address: {
            firstName: 'Chloé',
            lastName: 'Meier',
            address: 'Bahnhofstrasse 1',
            postalCode: '8001',
            city: 'Zürich',
          },
          atShipping: async () => {
            const country = tab.locator('[data-slot="shipping-address-form"] select');
            await country.waitFor();
            assert.equal(await country.inputValue(), 'CH', 'the shipping country is preset');
          },
        });
        assert.match(summary, new RegExp(`${t.taxRate}\\s*0\\s?%`), 'export: 0% VAT');
        assert.match(summary, /Switzerland/);
        assert.deepEqual(errors, [], 'no page errors');
        return 'CH';
      } finally {
        await context.close();
      }
    },

    async 'checkout with site data blocked, in German on a phone: add, cart and checkout by the in-app links, to the confirmation (browser)'() {
      const t = TEXT.de;
      const { context, tab, errors, violations, close } = await openWithSiteDataBlocked('de', PHONE);
      try {
        await observeHydrationIn(context);
        await tab.goto(`${siteUrl}/de/guitars/auric-t-custom`, { waitUntil: 'networkidle' });
        const storage = await tab.evaluate(() => {
          try {
            return typeof window.localStorage;
          } catch (error) {
            return error.name;
          }
        });
        assert.equal(storage, 'SecurityError', 'the browser blocks site data');
        await waitForHydration(tab);
        // Nothing can be stored, so every full page load asks; an answer holds for the pages after it.
        const banner = tab.locator('[data-consent-banner]');
        await banner.getByRole('button', { name: t.declineCookies, exact: true }).click();
        await banner.waitFor({ state: 'detached' });

        const added = tab.waitForResponse(
          (r) =>
            r.request().method() === 'POST' && /^\/store\/carts\/cart_\w+\/line-items$/.test(new URL(r.url()).pathname),
        );
        await tab.getByTestId('add-to-cart').click();
        const response = await added;
        assert.equal(response.status(), 200, 'Medusa took the add');
        const cartId = new URL(response.url()).pathname.split('/')[3];
        await waitForBadge(tab, 1);

        // From here the shopper follows the shop's links: the cart lives in the page's memory.
        await tab.locator('header [data-slot="cart-link"]').click();
        await tab.waitForURL(`${siteUrl}/de/cart`);
        await tab.locator('[data-slot="cart-line-item"]').getByText('Auric T Custom').waitFor();
        await tab.getByRole('link', { name: t.checkout }).click();
        await tab.waitForURL(`${siteUrl}/de/checkout/${cartId}`);
        await atStep(tab, 'contact');
        const summary = await orderByBankTransfer(tab, t, {
          email: 'jonas.berg@example.com',
          address: {
            firstName: 'Jonas',
            lastName: 'Berg',
            address: 'Hauptstraße 5',
            postalCode: '10115',
            city: 'Berlin',
          },
        });
        assert.match(await tab.getByTestId('order-thanks').textContent(), t.thanks);
        assert.match(summary, /Auric T Custom/);
        assert.match(summary, /Berlin/);
        await waitForBadge(tab, 0);
        assert.deepEqual(errors, [], 'no page errors');
        assert.deepEqual(violations, [], 'no CSP violations');
        return `${cartId} became ${tab.url().match(/order_\w+/)?.[0]}`;
      } finally {
        await close();
      }
    },
  };
}
