// The guest order page against the built site, the real Medusa and the site's server: an order
// placed by bank transfer in the browser, the confirmation page's signed link followed to the
// order page (number, items, bank details, awaiting transfer), the workshop's back office taking
// it through capture, fulfilment, shipment with a tracking number and delivery (each state seen
// on reload), the German page on a phone, and the 404 that a wrong or missing token gets, the
// same for an existing and a made-up order. axe and the keyboard on the order page.
/* global document -- in waitForFunction callbacks */
import assert from 'node:assert/strict';
import { connectBackoffice } from '../commerce/scripts/lib/backoffice.mjs';
import { loadOrCreateSecrets } from '../scripts/secrets.mjs';
import { createCommerceAdmin } from '../site/server/data/commerce.mjs';
import { axeClean } from './support/axe.mjs';
import { addToCart, waitForBadge } from './support/cart.mjs';
import { DESKTOP, PHONE } from './support/devices.mjs';
import { siteGet } from './support/site.mjs';
import { openAsShopper } from './support/shopper.mjs';

const ADMIN = { email: 'admin@tonewood.local' };
const IBAN = /DE81 8605 5592 1090 0012 34/;
const TRACKING = {
  number: '00340434161094042557',
  url: 'https://tracking.carrier.example/track?n=00340434161094042557',
};

const TEXT = {
  en: {
    awaiting: 'Awaiting your bank transfer',
    paid: 'Paid',
    workshop: 'In the workshop',
    shipped: /^Shipped on \w+ \d{1,2}, \d{4}$/,
    delivered: /^Delivered on \w+ \d{1,2}, \d{4}$/,
    withdraw: 'Withdraw from contract',
    notFound: 'We could not find this order. Please check the link in your order confirmation email.',
  },
  de: {
    awaiting: 'Wartet auf deine Überweisung',
    paid: 'Bezahlt',
    workshop: 'In der Werkstatt',
    shipped: /^Versendet am \d{1,2}\. \S+ \d{4}$/,
    delivered: /^Zugestellt am \d{1,2}\. \S+ \d{4}$/,
    withdraw: 'Vertrag widerrufen',
    notFound: 'Wir konnten diese Bestellung nicht finden. Bitte prüfe den Link in deiner Bestellbestätigung.',
  },
};

const stateText = (tab, slot) => tab.locator(`[data-slot="${slot}"] p`).first().textContent();

/** Waits for the order page to show the order, then for `slot` to be in `state`. */
async function orderShows(tab, slot, state) {
  await tab.getByTestId('order-page').waitFor({ timeout: 15_000 });
  await tab.locator(`[data-slot="${slot}"][data-state="${state}"]`).waitFor({ timeout: 15_000 });
}

export function orderPageChecks({ siteUrl, commerceUrl, mail }) {
  const get = siteGet(siteUrl);
  const password = () =>
    process.env.COMMERCE_ADMIN_PASSWORD ||
    loadOrCreateSecrets({ keys: ['COMMERCE_ADMIN_PASSWORD'] }).values.COMMERCE_ADMIN_PASSWORD;
  /** The newest mail to `address` with `subject` from the run's mail catcher (waits up to 20 s). */
  async function mailTo(address, subject) {
    const end = Date.now() + 20_000;
    for (;;) {
      const hit = (await mail.inbox())
        .reverse()
        .find((m) => m.subject === subject && m.to.some((to) => to.address.toLowerCase() === address));
      if (hit) return hit;
      if (Date.now() > end) assert.fail(`no mail "${subject}" to ${address} within 20 s`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  /** The order the first check places and the path of its page (the later checks read it). */
  let placed = null;

  const open = openAsShopper;

  /** A guitar by bank transfer through the English checkout; resolves on the confirmation page. */
  async function placeBankTransferOrder(tab) {
    await tab.goto(`${siteUrl}/guitars/auric-t-custom`, { waitUntil: 'networkidle' });
    await addToCart(tab);
    await waitForBadge(tab, 1);
    await tab.goto(`${siteUrl}/cart`);
    await tab.getByRole('link', { name: 'Go to checkout' }).click();
    await tab.waitForURL(/\/checkout\/cart_/);
    const next = () => tab.locator('[data-slot="checkout-continue"]').click();
    const step = (name) =>
      tab.locator(`[data-slot="checkout-steps"][data-step="${name}"]`).waitFor({ timeout: 15_000 });
    await step('contact');
    await tab.getByLabel('Email').fill('olivia.order@example.com');
    await next();
    await step('shipping');
    for (const [label, value] of [
      ['First name', 'Olivia'],
      ['Last name', 'Hartmann'],
      ['Address', 'Karl-Liebknecht-Straße 5'],
      ['Postal code', '04107'],
      ['City', 'Leipzig'],
    ])
      await tab.getByLabel(label, { exact: true }).fill(value);
    await tab.getByRole('radio').first().click();
    await next();
    await step('payment');
    await tab.getByRole('radio', { name: /Bank transfer/ }).click();
    await next();
    await step('review');
    await next();
    await tab.waitForURL(/\/order\/confirmation\/order_/, { timeout: 30_000 });
    await tab.locator('[data-slot="order-summary"]').waitFor({ timeout: 15_000 });
  }

  return {
    async 'order page: the confirmation links it; bank transfer awaited, then paid, shipped with tracking, delivered (browser, en desktop)'({
      page,
    }) {
      const t = TEXT.en;
      const { context, tab, errors } = await open(page, 'en', DESKTOP);
      try {
        await placeBankTransferOrder(tab);
        const number = await tab.locator('[data-slot="order-number"]').textContent();
        const orderId = new URL(tab.url()).pathname.split('/').at(-1);
        const link = tab.getByTestId('order-page-link').getByRole('link');
        await link.waitFor({ timeout: 15_000 });
        const href = await link.getAttribute('href');
        assert.match(href, new RegExp(`^/order/${orderId}\\?token=[A-Za-z0-9_-]{43}$`), href);
        await link.click();
        await tab.waitForURL(/\/order\/order_[^/]+\?token=/);
        placed = { orderId, path: href, number };

        await orderShows(tab, 'order-payment', 'awaiting');
        assert.equal(await tab.locator('[data-slot="order-number"]').textContent(), number);
        assert.equal(await stateText(tab, 'order-payment'), t.awaiting);
        assert.equal(await stateText(tab, 'order-fulfilment'), t.workshop);
        const summary = await tab.locator('[data-slot="order-summary"]').textContent();
        assert.match(summary, /Auric T Custom/);
        assert.match(summary, /Leipzig/);
        const bank = await tab.locator('[data-slot="bank-details"]').textContent();
        assert.match(bank, IBAN);
        assert.ok(bank.includes(number), `the order number is the reference: ${bank}`);
        // The order's own link (the footer has the general one with the same name).
        const withdraw = tab.getByTestId('order-page').getByRole('link', { name: t.withdraw });
        assert.equal(
          await withdraw.getAttribute('href'),
          `/withdrawal?order=${orderId}&token=${new URL(tab.url()).searchParams.get('token')}`,
        );
        await axeClean(tab, 'order page (en)');

        // Keyboard only: Tab reaches the withdrawal link with a visible focus ring, Enter follows it.
        await tab.locator('body').focus();
        let reached = false;
        for (let i = 0; i < 60 && !reached; i++) {
          await tab.keyboard.press('Tab');
          reached = await withdraw.evaluate((el) => el === el.ownerDocument.activeElement);
        }
        assert.ok(reached, 'Tab reaches the withdrawal link');
        const outline = await withdraw.evaluate((el) => {
          const s = el.ownerDocument.defaultView.getComputedStyle(el);
          return `${s.outlineStyle} ${s.outlineWidth} ${s.boxShadow}`;
        });
        assert.ok(!/^none 0px none$/.test(outline), `visible focus: ${outline}`);

        // The workshop: the transfer arrives, the guitar is packed, shipped with tracking, delivered.
        const backoffice = await connectBackoffice({
          baseUrl: commerceUrl,
          email: ADMIN.email,
          password: password(),
          log: () => {},
        });
        await backoffice.capture(orderId);
        await tab.reload();
        await orderShows(tab, 'order-payment', 'paid');
        assert.equal(await stateText(tab, 'order-payment'), t.paid);
        assert.equal(await tab.locator('[data-slot="bank-details"]').count(), 0, 'no bank details once paid');

        const fulfilled = await backoffice.fulfil(orderId);
        await tab.reload();
        await orderShows(tab, 'order-fulfilment', 'workshop');
        // Shipped with the carrier's label (the site's own admin client, as Medusa Admin would).
        const fulfillment = fulfilled.fulfillments.find((f) => !f.shipped_at && !f.canceled_at);
        const admin = createCommerceAdmin({ url: commerceUrl, email: ADMIN.email, password: password() });
        await admin.withAdmin((sdk) =>
          sdk.admin.order.createShipment(orderId, fulfillment.id, {
            items: fulfillment.items.map((item) => ({ id: item.line_item_id, quantity: item.quantity })),
            labels: [{ tracking_number: TRACKING.number, tracking_url: TRACKING.url, label_url: TRACKING.url }],
          }),
        );
        // The shipping mail (Medusa's, on shipment.created) leads back to the same order page.
        const shippingMail = await mailTo('olivia.order@example.com', `Your Tonewood order ${number} is on its way`);
        assert.ok(shippingMail.text.includes(TRACKING.number), 'the shipping mail names the tracking number');
        const mailLink = /https?:\/\/\S+\/order\/order_\S+\?token=[\w-]{43}/.exec(shippingMail.text)?.[0];
        assert.ok(mailLink, `the shipping mail links the order page:\n${shippingMail.text}`);
        assert.equal(new URL(mailLink).pathname + new URL(mailLink).search, href);
        await tab.goto(new URL(new URL(mailLink).pathname + new URL(mailLink).search, siteUrl).href);
        await orderShows(tab, 'order-fulfilment', 'shipped');
        assert.match(await stateText(tab, 'order-fulfilment'), t.shipped);
        assert.equal(await tab.locator('[data-slot="order-tracking-number"]').textContent(), TRACKING.number);
        assert.equal(await tab.getByRole('link', { name: /Track your parcel/ }).getAttribute('href'), TRACKING.url);

        await backoffice.deliver(orderId);
        await tab.reload();
        await orderShows(tab, 'order-fulfilment', 'delivered');
        assert.match(await stateText(tab, 'order-fulfilment'), t.delivered);
        await withdraw.waitFor();
        await axeClean(tab, 'order page delivered (en)');

        await withdraw.focus();
        await tab.keyboard.press('Enter');
        await tab.waitForURL(/\/withdrawal\?order=order_[^&]+&token=/);
        // The withdrawal form arrives filled in from the order (its own site function checks the token).
        const orderField = tab.getByLabel('Order number', { exact: true });
        await tab.waitForFunction(
          (label) => [...document.querySelectorAll('label')].some((l) => l.textContent === label && l.control?.value),
          'Order number',
        );
        assert.equal((await orderField.inputValue()).replace('#', ''), number.replace('#', ''));
        assert.match(await tab.getByLabel('Email address used for the order', { exact: true }).inputValue(), /@/);
        assert.deepEqual(errors, [], 'no page errors');
        return `${number} ${orderId}`;
      } finally {
        await context.close();
      }
    },

    async 'order page in German on a phone: the same order, delivered, in German (browser)'({ page }) {
      assert.ok(placed, 'needs the order of the previous check');
      const t = TEXT.de;
      const { context, tab, errors } = await open(page, 'de', PHONE);
      try {
        await tab.goto(`${siteUrl}/de${placed.path}`);
        await orderShows(tab, 'order-fulfilment', 'delivered');
        assert.equal(await tab.locator('h1').textContent(), 'Deine Bestellung');
        assert.equal(await tab.locator('[data-slot="order-number"]').textContent(), placed.number);
        assert.equal(await stateText(tab, 'order-payment'), t.paid);
        assert.match(await stateText(tab, 'order-fulfilment'), t.delivered);
        assert.equal(await tab.locator('[data-slot="order-tracking-number"]').textContent(), TRACKING.number);
        const summary = await tab.locator('[data-slot="order-summary"]').textContent();
        assert.match(summary, /Auric T Custom/);
        assert.match(summary, /\d\.\d{3}(,\d{2})?\s€/, `German amounts: ${summary}`);
        // The order's own link (the footer has the general one with the same name).
        const withdraw = tab.getByTestId('order-page').getByRole('link', { name: t.withdraw });
        assert.match(await withdraw.getAttribute('href'), /^\/de\/withdrawal\?order=order_[^&]+&token=[\w-]{43}$/);
        await axeClean(tab, 'order page (de, phone)');
        assert.deepEqual(errors, [], 'no page errors');
        return placed.orderId;
      } finally {
        await context.close();
      }
    },

    async 'order page: a wrong or missing token is the same 404 for an existing and a made-up order; the genuine page is noindex, uncached, without referrer'({
      page,
    }) {
      assert.ok(placed, 'needs the order of the first order-page check');
      const { orderId } = placed;
      const token = new URL(placed.path, siteUrl).searchParams.get('token');
      const wrong = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;

      // The page: the language's 404 page, the same bytes whether or not the order exists.
      for (const prefix of ['', '/de']) {
        const answers = [];
        for (const path of [
          `/order/${orderId}?token=${wrong}`,
          `/order/${orderId}`,
          `/order/order_01MADEUP0000000000000000?token=${wrong}`,
          `/order/order_01MADEUP0000000000000000`,
          `/order/order_01MADEUP0000000000000000?token=${token}`,
        ]) {
          const res = await get(`${prefix}${path}`);
          assert.equal(res.status, 404, `${prefix}${path}`);
          answers.push(await res.text());
        }
        assert.equal(new Set(answers).size, 1, `one 404 page for every bad link (${prefix || 'en'})`);
      }
      const genuine = await get(placed.path);
      assert.equal(genuine.status, 200);
      assert.equal(genuine.headers.get('referrer-policy'), 'no-referrer');
      assert.equal(genuine.headers.get('cache-control'), 'no-store');
      assert.equal(genuine.headers.get('x-robots-tag'), 'noindex');
      const html = await genuine.text();
      assert.match(html, /<meta name="robots" content="noindex/);
      assert.match(html, /<meta name="referrer" content="no-referrer"/);

      // The function: one neutral 404 body, in the page's language.
      for (const language of ['en', 'de']) {
        const bodies = [];
        for (const body of [
          { id: orderId, token: wrong },
          { id: orderId },
          { id: 'order_01MADEUP0000000000000000', token: wrong },
          { id: 'order_01MADEUP0000000000000000' },
        ]) {
          const res = await fetch(`${siteUrl}/api/order`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ ...body, language }),
          });
          assert.equal(res.status, 404);
          assert.equal(res.headers.get('cache-control'), 'no-store');
          bodies.push(await res.text());
        }
        assert.deepEqual([...new Set(bodies)], [JSON.stringify({ success: false, message: TEXT[language].notFound })]);
      }
      // The order-link function signs nothing for a cart that is not the order's.
      const link = await fetch(`${siteUrl}/api/order-link`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ orderId, cartId: 'cart_01SOMEONEELSE00000000000' }),
      });
      assert.equal(link.status, 404);
      assert.doesNotMatch(await link.text(), /token/);

      // In the browser: the 404 page, in the page's language.
      const { context, tab } = await open(page, 'de', PHONE);
      try {
        const res = await tab.goto(`${siteUrl}/de/order/${orderId}?token=${wrong}`);
        assert.equal(res.status(), 404);
        assert.equal(await tab.getByTestId('order-page').count(), 0);
      } finally {
        await context.close();
      }
      return orderId;
    },
  };
}
