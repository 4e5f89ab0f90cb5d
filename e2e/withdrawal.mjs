// The withdrawal function (§ 356a BGB) against the real Medusa, Strapi and mail catcher: orders
// placed through Medusa's store API (as the checkout does), captured, fulfilled, shipped and
// delivered with the back office; then a person withdraws in two steps on an English desktop and
// on a German phone (keyboard only), reads the receipt mail and the workshop sees the return
// request on the order through Medusa's admin API; the same withdrawal sent twice records one.
// An unknown pair and a wrong email get one neutral answer, an order past its period the period
// message, a made-to-specification item its refusal; axe on both steps.
/* global document -- in page.evaluate callbacks */
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import Medusa from '@medusajs/js-sdk';
import { BANK_TRANSFER_PROVIDER, formatReceipt, readEnvFile } from '@tonewood/rules';
import { connectBackoffice } from '../commerce/scripts/lib/backoffice.mjs';
import { ADMIN_EMAIL_DEFAULT } from '../commerce/scripts/lib/stack.mjs';
import { root } from '../scripts/stack/index.mjs';
import { loadOrCreateSecrets } from '../scripts/secrets.mjs';
import { axeClean } from './support/axe.mjs';
import { DESKTOP, PHONE } from './support/devices.mjs';
import { outboxDrained } from './support/submissions.mjs';

const TEXT = {
  en: {
    path: '/withdrawal',
    name: 'Name',
    orderNumber: 'Order number',
    email: 'Email address used for the order',
    message: 'Message',
    continue: 'Continue',
    edit: 'Back to edit',
    confirm: 'Confirm withdrawal',
    review: 'Check your withdrawal',
    received: /^We received your withdrawal on .+ at \d{2}:\d{2} CES?T\. We have sent you a receipt by email\.$/,
    notFound:
      'We could not find an order with this order number and email address. Please check both entries and try again.',
    ended: 'The withdrawal period has ended',
    contact: 'Go to the contact form',
  },
  de: {
    path: '/de/withdrawal',
    name: 'Name',
    orderNumber: 'Bestellnummer',
    email: 'E-Mail-Adresse der Bestellung',
    message: 'Nachricht',
    continue: 'Weiter',
    edit: 'Zurück zum Bearbeiten',
    confirm: 'Widerruf bestätigen',
    review: 'Prüfe deinen Widerruf',
    received:
      /^Wir haben deinen Widerruf am .+ um \d{2}:\d{2} MES?Z erhalten\. Eine Empfangsbestätigung haben wir dir per E-Mail geschickt\.$/,
  },
};

export function withdrawalChecks({ siteUrl, commerceUrl, buildEnv, mail, cmsUrl, databaseUrl }) {
  void cmsUrl;
  /** The receipt mail to `address` (Medusa's order mail goes to the same address). */
  async function receiptTo(address, subject) {
    const end = Date.now() + 15_000;
    while (Date.now() < end) {
      const hit = (await mail.inbox()).find(
        (m) => m.subject === subject && m.to.some((to) => to.address.toLowerCase() === address.toLowerCase()),
      );
      if (hit) return hit;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    assert.fail(`no mail "${subject}" to ${address} within 15 s`);
  }
  const password = () =>
    process.env.COMMERCE_ADMIN_PASSWORD ||
    loadOrCreateSecrets({ keys: ['COMMERCE_ADMIN_PASSWORD'] }).values.COMMERCE_ADMIN_PASSWORD;
  let ready;
  const setup = () =>
    (ready ??= (async () => {
      const key = readEnvFile(buildEnv.COMMERCE_SITE_ENV_FILE).MEDUSA_PUBLISHABLE_KEY;
      const store = new Medusa({ baseUrl: commerceUrl, publishableKey: key });
      const admin = new Medusa({ baseUrl: commerceUrl, auth: { type: 'jwt', jwtTokenStorageMethod: 'memory' } });
      await admin.auth.login('user', 'emailpass', { email: ADMIN_EMAIL_DEFAULT, password: password() });
      const backoffice = await connectBackoffice({
        baseUrl: commerceUrl,
        email: ADMIN_EMAIL_DEFAULT,
        password: password(),
        log: () => {},
      });
      return { store, admin, backoffice };
    })());

  /** A bank-transfer order in Germany, paid, shipped and delivered. */
  async function deliveredOrder(handles, email) {
    const { store, backoffice } = await setup();
    const { regions } = await store.store.region.list({ fields: 'id,*countries' });
    const region = regions.find((r) => r.countries?.some((c) => c.iso_2 === 'de'));
    let { cart } = await store.store.cart.create({ region_id: region.id, metadata: { language: 'en' } });
    for (const handle of handles) {
      const { products } = await store.store.product.list({ handle, fields: 'id,*variants', region_id: region.id });
      ({ cart } = await store.store.cart.createLineItem(cart.id, {
        variant_id: products[0].variants[0].id,
        quantity: 1,
      }));
    }
    const address = {
      first_name: 'Ada',
      last_name: 'Lovelace',
      address_1: 'Werkstattweg 7',
      city: 'Leipzig',
      postal_code: '04109',
      country_code: 'de',
    };
    ({ cart } = await store.store.cart.update(cart.id, { email, shipping_address: address, billing_address: address }));
    const { shipping_options } = await store.store.fulfillment.listCartOptions({ cart_id: cart.id });
    const option = shipping_options.find((o) => o.type?.code === 'standard') ?? shipping_options[0];
    ({ cart } = await store.store.cart.addShippingMethod(cart.id, { option_id: option.id }));
    await store.store.payment.initiatePaymentSession(cart, { provider_id: BANK_TRANSFER_PROVIDER });
    const completed = await store.store.cart.complete(cart.id);
    assert.equal(completed.type, 'order', `cart ${cart.id} completes`);
    for (const step of ['capture', 'fulfil', 'ship', 'deliver']) await backoffice[step](completed.order.id);
    return completed.order;
  }

  const returnsOf = async (orderId) => {
    const { admin } = await setup();
    const { returns } = await admin.admin.return.list({
      order_id: orderId,
      fields: 'id,status,metadata,*items',
    });
    return returns;
  };

  const post = async (body) => {
    const response = await fetch(`${siteUrl}/api/withdrawal`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  };

  async function fillStepOne(tab, t, { name, orderNumber, email, message }) {
    await tab.getByLabel(t.name, { exact: true }).fill(name);
    await tab.getByLabel(t.orderNumber, { exact: true }).fill(orderNumber);
    await tab.getByLabel(t.email, { exact: true }).fill(email);
    if (message) await tab.getByLabel(new RegExp(`^${t.message}`)).fill(message);
  }

  /** E2E_SHOTS_DIR=<folder>: full-page pictures of the steps, to look at while developing. */
  const shot = (tab, name) =>
    process.env.E2E_SHOTS_DIR
      ? tab.screenshot({ path: path.join(process.env.E2E_SHOTS_DIR, `withdrawal-${name}.png`), fullPage: true })
      : null;

  const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

  return {
    'withdrawal en desktop: two steps, one item of two, receipt mail, one return request in Medusa, sent twice records once':
      async ({ page }) => {
        const t = TEXT.en;
        const email = `withdraw-en-${stamp()}@example.org`;
        const order = await deliveredOrder(['tote-bag', 'workshop-t-shirt'], email);
        const tote = order.items.find((item) => /tote/i.test(item.product_handle ?? item.title));
        const context = await page
          .context()
          .browser()
          .newContext({ ...DESKTOP, locale: 'en-US' });
        const tab = await context.newPage();
        try {
          await tab.goto(`${siteUrl}${t.path}`);
          assert.equal(await tab.locator('meta[name="robots"]').getAttribute('content'), 'noindex');
          await tab.locator('[data-step="form"]').waitFor();
          const message = 'The bag is not what I expected & <b>too small</b>.';
          await fillStepOne(tab, t, {
            name: 'Ada Lovelace',
            orderNumber: `#${order.display_id}`,
            email: email.toUpperCase(),
            message,
          });
          await axeClean(tab, 'withdrawal step 1 (en)');
          await shot(tab, 'step1-en-desktop');
          await tab.getByRole('button', { name: t.continue }).click();
          await tab.locator('[data-step="review"]').waitFor();
          // The order is known now: back to the form, where its items can be chosen.
          await tab.getByRole('button', { name: t.edit }).click();
          await tab.getByRole('checkbox', { name: new RegExp(`× ${tote.product_title}`) }).click();
          await tab.getByRole('button', { name: t.continue }).click();
          const review = tab.locator('[data-step="review"]');
          await review.waitFor();
          await tab.getByRole('heading', { name: t.review }).waitFor();
          const summary = await review.locator('[data-slot="withdrawal-summary"]').innerText();
          assert.match(summary, new RegExp(`#${order.display_id}`));
          assert.match(summary, new RegExp(`1 × ${tote.product_title}`));
          assert.doesNotMatch(summary, /T-shirt/i, 'only the chosen item is sent');
          assert.ok(summary.includes(message), 'the text is shown as typed, not as HTML');
          await axeClean(tab, 'withdrawal step 2 (en)');
          await shot(tab, 'step2-en-desktop');
          await tab.getByRole('button', { name: t.confirm }).click();
          const received = tab.locator('[data-slot="withdrawal-received"]');
          await received.waitFor();
          assert.match((await received.innerText()).trim(), t.received);
          await axeClean(tab, 'withdrawal received (en)');
          await shot(tab, 'done-en-desktop');
        } finally {
          await context.close();
        }
        const mailed = await receiptTo(email, `Receipt of your withdrawal (order #${order.display_id})`);
        const returns = await returnsOf(order.id);
        assert.equal(returns.length, 1, 'one return request');
        const [created] = returns;
        assert.equal(created.status, 'requested');
        assert.deepEqual(
          created.items.map((i) => i.item_id),
          [tote.id],
        );
        assert.match(created.metadata.withdrawal_note, /too small/);
        assert.match(created.metadata.withdrawal_note, /Ada Lovelace/);
        const receivedAt = created.metadata.withdrawal_received_at;
        const { date, time } = formatReceipt(receivedAt, 'en');
        assert.ok(mailed.text.includes(`we received your withdrawal on ${date} at ${time}.`), mailed.text);
        assert.ok(mailed.text.includes(`- 1 × ${tote.product_title}`));
        assert.ok(mailed.text.includes('Werkstattweg 7\n04109 Leipzig\nGermany'), 'the return address from Strapi');
        // The same withdrawal again: success with the first receipt time, still one return.
        const repeat = {
          name: 'Ada Lovelace',
          orderNumber: String(order.display_id),
          email,
          items: [tote.id],
          message: 'The bag is not what I expected & <b>too small</b>.',
          locale: 'en',
          confirm: true,
        };
        const again = await post(repeat);
        assert.equal(again.status, 200);
        assert.equal(again.body.receivedAt, receivedAt);
        assert.equal((await returnsOf(order.id)).length, 1, 'sent twice, recorded once');
        // ... and mailed once: the repeat (and the same item with someone else's text) queues no
        // second receipt to the customer. Once the outbox is empty every queued mail has reached the catcher.
        const reworded = await post({ ...repeat, message: 'IMPORTANT NOTICE: our bank account has changed' });
        assert.equal(reworded.status, 200);
        assert.equal(reworded.body.receivedAt, receivedAt);
        assert.equal(again.body.mail ?? reworded.body.mail, undefined, 'no mail queued for a repeat');
        await outboxDrained();
        const receipts = (await mail.inbox()).filter(
          (m) =>
            m.subject === `Receipt of your withdrawal (order #${order.display_id})` &&
            m.to.some((to) => to.address.toLowerCase() === email.toLowerCase()),
        );
        assert.equal(receipts.length, 1, 'one receipt mail for a withdrawal confirmed three times');
        return `order #${order.display_id}, return ${created.id}, ${receipts.length} receipt mail`;
      },

    'withdrawal de phone: keyboard only, prefilled nothing, the one item withdrawn, receipt in German': async ({
      page,
    }) => {
      const t = TEXT.de;
      const email = `widerruf-de-${stamp()}@example.org`;
      const order = await deliveredOrder(['tote-bag'], email);
      const context = await page
        .context()
        .browser()
        .newContext({ ...PHONE, locale: 'de-DE' });
      const tab = await context.newPage();
      try {
        await tab.goto(`${siteUrl}${t.path}`);
        await tab.locator('[data-step="form"]').waitFor();
        await tab.getByLabel(t.name, { exact: true }).focus();
        await tab.keyboard.type('Grete Müller');
        await tab.keyboard.press('Tab');
        await tab.keyboard.type(String(order.display_id));
        await tab.keyboard.press('Tab');
        await tab.keyboard.type(email);
        await tab.keyboard.press('Tab');
        await tab.keyboard.type('Bitte holt die Tasche ab.');
        await shot(tab, 'step1-de-phone');
        await tab.keyboard.press('Tab');
        assert.equal(await tab.evaluate(() => document.activeElement?.textContent?.trim()), t.continue);
        await tab.keyboard.press('Enter');
        await tab.locator('[data-step="review"]').waitFor();
        await axeClean(tab, 'Widerruf Schritt 2 (de)');
        await shot(tab, 'step2-de-phone');
        // Focus is on the step's heading; the next stop is the confirm button.
        await tab.keyboard.press('Tab');
        assert.equal(await tab.evaluate(() => document.activeElement?.textContent?.trim()), t.confirm);
        await tab.keyboard.press('Enter');
        const received = tab.locator('[data-slot="withdrawal-received"]');
        await received.waitFor();
        assert.match((await received.innerText()).trim(), t.received);
      } finally {
        await context.close();
      }
      const mailed = await receiptTo(email, `Eingangsbestätigung deines Widerrufs (Bestellung #${order.display_id})`);
      const [created] = await returnsOf(order.id);
      const { date, time } = formatReceipt(created.metadata.withdrawal_received_at, 'de');
      assert.ok(mailed.text.includes(`wir haben deinen Widerruf am ${date} um ${time} erhalten.`), mailed.text);
      assert.ok(mailed.text.includes('Werkstattweg 7\n04109 Leipzig\nDeutschland'));
      assert.ok(mailed.text.includes('Bitte holt die Tasche ab.'));
    },

    'withdrawal: an unknown order and a wrong email get one neutral answer (same status and body)': async ({
      page,
    }) => {
      const t = TEXT.en;
      const email = `withdraw-neutral-${stamp()}@example.org`;
      const order = await deliveredOrder(['tote-bag'], email);
      const base = { name: 'Eve', locale: 'en' };
      const unknown = await post({ ...base, orderNumber: '99999999', email });
      const wrongEmail = await post({ ...base, orderNumber: String(order.display_id), email: 'eve@example.org' });
      assert.equal(unknown.status, 404);
      assert.deepEqual(wrongEmail, unknown);
      assert.deepEqual(unknown.body, { success: false, message: t.notFound });
      const tab = await page.context().newPage();
      try {
        await tab.goto(`${siteUrl}${t.path}`);
        await tab.locator('[data-step="form"]').waitFor();
        await fillStepOne(tab, t, { name: 'Eve', orderNumber: String(order.display_id), email: 'eve@example.org' });
        await tab.getByRole('button', { name: t.continue }).click();
        const alert = tab.locator('[data-slot="withdrawal-error"]');
        await alert.waitFor();
        assert.equal((await alert.innerText()).trim(), t.notFound);
        await axeClean(tab, 'withdrawal step 1 with the neutral message');
      } finally {
        await tab.close();
      }
      assert.equal((await returnsOf(order.id)).length, 0);
    },

    'withdrawal: a wrong number answers as fast for an email with orders as for one without (median of 20)':
      async () => {
        const email = `withdraw-timing-${stamp()}@example.org`;
        const order = await deliveredOrder(['tote-bag'], email);
        const wrongNumber = String(order.display_id + 100_000);
        const timed = async (address) => {
          const started = performance.now();
          const answer = await post({ name: 'Eve', orderNumber: wrongNumber, email: address, locale: 'en' });
          const ms = performance.now() - started;
          assert.equal(answer.status, 404);
          return ms;
        };
        const known = [];
        const unknown = [];
        // Interleaved, so a slower moment of the machine weighs on both alike.
        for (let i = 0; i < 20; i++) {
          known.push(await timed(email));
          unknown.push(await timed(`nobody-${stamp()}@example.org`));
        }
        const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];
        const [k, u] = [median(known), median(unknown)];
        assert.ok(
          Math.abs(k - u) <= 5,
          `medians ${k.toFixed(1)} ms (email with orders) and ${u.toFixed(1)} ms (without)`,
        );
        return `medians: email with orders ${k.toFixed(1)} ms, without ${u.toFixed(1)} ms`;
      },

    'withdrawal: an order past its period gets the period message and the contact form': async ({ page }) => {
      const t = TEXT.en;
      const email = `withdraw-late-${stamp()}@example.org`;
      const order = await deliveredOrder(['tote-bag'], email);
      // Delivered 30 days ago: the database as the order would be a month later.
      const pg = createRequire(path.join(root, 'commerce/package.json'))('pg');
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        const { rowCount } = await client.query(
          `update fulfillment set delivered_at = now() - interval '30 days', shipped_at = now() - interval '32 days'
           where id in (select fulfillment_id from order_fulfillment where order_id = $1)`,
          [order.id],
        );
        assert.ok(rowCount >= 1, 'the fulfilment moved back');
      } finally {
        await client.end();
      }
      const tab = await page.context().newPage();
      try {
        await tab.goto(`${siteUrl}${t.path}`);
        await tab.locator('[data-step="form"]').waitFor();
        await fillStepOne(tab, t, { name: 'Ada', orderNumber: String(order.display_id), email });
        await tab.getByRole('button', { name: t.continue }).click();
        await tab.locator('[data-step="ended"]').waitFor();
        await tab.getByRole('heading', { name: t.ended }).waitFor();
        assert.match(
          await tab.locator('[data-step="ended"]').innerText(),
          /The withdrawal period for this order ended on/,
        );
        assert.equal(await tab.getByRole('link', { name: t.contact }).getAttribute('href'), '/about');
        await axeClean(tab, 'withdrawal period ended');
        await shot(tab, 'ended-en');
      } finally {
        await tab.close();
      }
      assert.equal((await returnsOf(order.id)).length, 0);
    },

    'withdrawal: an item made to specification alone is refused with that reason': async () => {
      const email = `withdraw-custom-${stamp()}@example.org`;
      const order = await deliveredOrder(['auric-t-custom'], email);
      const answer = await post({
        name: 'Ada',
        orderNumber: String(order.display_id),
        email,
        locale: 'de',
        confirm: true,
      });
      assert.equal(answer.status, 409);
      assert.equal(answer.body.reason, 'madeToSpecification');
      assert.match(answer.body.message, /^Nach deinen Vorgaben gefertigt: kein Widerrufsrecht\./);
      assert.equal((await returnsOf(order.id)).length, 0);
    },
  };
}
