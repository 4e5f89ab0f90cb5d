// Faults and corrupt client state (issue 27), against the built site, the real Medusa and Strapi
// and Chromium:
// - commerce faults: Medusa refusing connections, answering 500, answering after 5 s and
//   answering non-JSON (Playwright routes on Medusa's origin) on the product page, the cart, the
//   checkout and the order confirmation, each in its language: the spec's texts, never a blank
//   page or an uncaught error, the cart id kept, and recovery without a reload once Medusa answers;
// - checkout faults: Medusa killed (SIGKILL) while 'Place order' is on its way and started again:
//   a retry after the error, a double click and a second tab end on one confirmation of one
//   order, with one payment and the stock reserved once (counted in PostgreSQL); the guest order
//   page says it cannot load the order while Medusa is down and shows it on 'Try again';
// - content faults: Strapi stopped while the site runs: pages keep serving, the site functions
//   answer 503 with the spec's text in both languages, and nothing is stored or mailed (a build
//   against an unreachable Strapi is e2e/hardening.mjs's check);
// - corrupt client state: bad JSON and foreign values in every storage key the shop owns, an
//   unknown and a completed cart id, a country that is not shipped to, an expired manual choice,
//   tampered consent cookies: the shop recovers by itself, without a message or a console error.
// The last check prints how many faults of each class were injected.
/* global document -- in page.evaluate and waitForFunction callbacks */
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from '../scripts/stack/index.mjs';
import { siteServices } from '../site/config/env.mjs';
import { addToCart, badge, waitForBadge } from './support/cart.mjs';
import { DESKTOP, PHONE } from './support/devices.mjs';
import { openAsShopper } from './support/shopper.mjs';
import { cmsAndMail } from './support/submissions.mjs';
import { BANK_TRANSFER_PROVIDER, languagePrefix } from '@tonewood/rules';

const TEXT = {
  en: {
    addError: ['Error Adding Item', 'Could not add item to cart.'],
    cartUnavailable: 'The cart could not be loaded',
    checkoutUnavailable: 'The checkout could not be loaded',
    orderUnavailable: 'The order could not be loaded right now. Please try again in a moment.',
    orderError: 'An error occurred while processing your order. Please try again.',
    tryAgain: 'Try again',
    formsUnavailable: 'Error sending email. Please try again later.',
  },
  de: {
    addError: ['Fehler beim Hinzufügen', 'Der Artikel konnte nicht in den Warenkorb gelegt werden.'],
    cartUnavailable: 'Der Warenkorb konnte nicht geladen werden',
    checkoutUnavailable: 'Die Kasse konnte nicht geladen werden',
    orderUnavailable: 'Die Bestellung konnte gerade nicht geladen werden. Bitte versuche es gleich noch einmal.',
    orderError: 'Bei der Verarbeitung deiner Bestellung ist ein Fehler aufgetreten. Bitte versuche es erneut.',
    tryAgain: 'Erneut versuchen',
    formsUnavailable: 'Fehler beim Senden der E-Mail. Bitte versuche es später erneut.',
  },
};

/** A product with plenty of stock whose inventory Medusa manages (the seed's 200 pick tins). */
const PRODUCT = 'pick-tin';
const CART_ID_KEY = 'medusa_cart_id';
const QUANTITY_KEY = 'tonewood_cart_quantity';
const PENDING_KEY = 'tonewood_cart_pending';

/** How each commerce fault answers a request to Medusa's origin (Playwright route handlers). */
const FAULTS = {
  'refused connection': (route) => route.abort('connectionrefused'),
  'answer 500': (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ type: 'unknown_error', message: 'An unknown error occurred.' }),
    }),
  'non-JSON answer': (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<html><body>502 Bad Gateway</body></html>' }),
};
/** The slow answer: Medusa's own, 5 s late. */
const SLOW_MS = 5000;

/** Faults injected, by class, for the closing line. */
const injected = { commerce: 0, checkout: 0, content: 0, 'client state': 0 };

/** Console lines that are the browser's own note of a failed request, not the page's. */
const browserNote = (text) => /^Failed to load resource: /.test(text);

/** Records page errors and console errors (not the browser's failed-request notes) of a tab. */
function watch(tab, into) {
  tab.on('pageerror', (e) => into.push(`pageerror: ${e.message}`));
  tab.on('console', (msg) => {
    if (msg.type() === 'error' && !browserNote(msg.text())) into.push(`console: ${msg.text()}`);
  });
  return tab;
}

export function faultsChecks({ siteUrl, publicDir, buildEnv, commerce, cms, databaseUrl, cmsUrl, mail }) {
  const { medusaUrl, medusaKey } = siteServices(path.join(publicDir, '..'), { ...buildEnv });
  const medusaRoutes = `${medusaUrl}/**`;
  let run = 0;
  const stamp = () => `${Date.now().toString(36)}-${++run}`;

  /** The store API as the shop calls it, from Node (the fixtures: carts, orders). */
  async function storeCall(method, url, body) {
    const res = await fetch(`${medusaUrl}${url}`, {
      method,
      headers: { 'x-publishable-api-key': medusaKey, 'content-type': 'application/json' },
      body: body && JSON.stringify(body),
    });
    const json = await res.json();
    assert.ok(res.ok, `${method} ${url}: ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
    return json;
  }

  let catalog;
  /** The German region and the product's variant. */
  const shopData = () =>
    (catalog ??= (async () => {
      const { regions } = await storeCall('GET', '/store/regions?fields=id,*countries');
      const region = regions.find((r) => r.countries.some((c) => c.iso_2 === 'de'));
      const { products } = await storeCall(
        'GET',
        `/store/products?handle=${PRODUCT}&fields=id,*variants&region_id=${region.id}`,
      );
      return { regionId: region.id, variantId: products[0].variants[0].id };
    })());

  /** A cart with one pick tin; `ready`: with email, address, method and bank transfer (the review). */
  /** The key Medusa handed for each cart made here (`cart_key`): the order-link function asks for it. */
  const cartKeys = new Map();
  async function makeCart({ ready = false, email = `faults-${stamp()}@example.org` } = {}) {
    const { regionId, variantId } = await shopData();
    const { cart, cart_key: cartKey } = await storeCall('POST', '/store/carts', {
      region_id: regionId,
      locale: 'en-US',
      metadata: { language: 'en' },
    });
    cartKeys.set(cart.id, cartKey);
    await storeCall('POST', `/store/carts/${cart.id}/line-items`, { variant_id: variantId, quantity: 1 });
    if (!ready) return cart.id;
    const address = {
      first_name: 'Fritz',
      last_name: 'Fehler',
      address_1: 'Markt 1',
      city: 'Leipzig',
      postal_code: '04109',
      country_code: 'de',
    };
    await storeCall('POST', `/store/carts/${cart.id}`, { email, shipping_address: address, billing_address: address });
    const { shipping_options: options } = await storeCall('GET', `/store/shipping-options?cart_id=${cart.id}`);
    const cheapest = [...options].sort((a, b) => a.amount - b.amount)[0];
    await storeCall('POST', `/store/carts/${cart.id}/shipping-methods`, {
      option_id: cheapest.id,
      data: { code: 'standard' },
    });
    const { payment_collection: collection } = await storeCall('POST', '/store/payment-collections', {
      cart_id: cart.id,
    });
    await storeCall('POST', `/store/payment-collections/${collection.id}/payment-sessions`, {
      provider_id: BANK_TRANSFER_PROVIDER,
    });
    return cart.id;
  }

  /** One query on Medusa's PostgreSQL. */
  async function sql(text, values) {
    const pg = createRequire(path.join(root, 'commerce/package.json'))('pg');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query(text, values)).rows;
    } finally {
      await client.end();
    }
  }

  /** What one cart left in Medusa: orders, payments, and the pieces of the product reserved. */
  async function ledger(cartId) {
    const [{ orders }] = await sql(
      `select count(*)::int as orders from order_cart where cart_id = $1 and deleted_at is null`,
      [cartId],
    );
    const [{ payments }] = await sql(
      `select count(*)::int as payments from payment p
         join cart_payment_collection c on c.payment_collection_id = p.payment_collection_id
        where c.cart_id = $1 and p.deleted_at is null`,
      [cartId],
    );
    const { variantId } = await shopData();
    const [{ reserved }] = await sql(
      `select coalesce(sum(l.reserved_quantity), 0)::int as reserved from inventory_level l
         join product_variant_inventory_item v on v.inventory_item_id = l.inventory_item_id
        where v.variant_id = $1 and l.deleted_at is null and v.deleted_at is null`,
      [variantId],
    );
    return { orders, payments, reserved };
  }

  const storedCartId = (tab) => tab.evaluate((key) => localStorage.getItem(key), CART_ID_KEY);
  /** Opens a page of the site once to write the shop's storage, then leaves it. */
  async function seedStorage(tab, entries) {
    await tab.goto(`${siteUrl}/version.json`);
    await tab.evaluate((pairs) => {
      for (const [key, value] of pairs) localStorage.setItem(key, value);
    }, Object.entries(entries));
  }

  /**
   * One commerce fault on the four pages, each in a tab of its own (side by side: the fault's
   * time is spent once): the page is there with the spec's text, the cart id is kept, and once
   * Medusa answers again the page recovers without a reload.
   */
  async function commerceFault(page, name, language, device) {
    const t = TEXT[language];
    const prefix = languagePrefix(language);
    const [cartId, readyId] = await Promise.all([makeCart(), makeCart({ ready: true })]);
    const { order } = await storeCall('POST', `/store/carts/${await makeCart({ ready: true })}/complete`);
    const { context, tab } = await openAsShopper(page, language, device);
    const problems = [];
    watch(tab, problems);
    const slow = name === 'answer after 5 s';
    try {
      await seedStorage(tab, { [CART_ID_KEY]: cartId, [QUANTITY_KEY]: '1' });
      const tabs = [tab, ...(await Promise.all([1, 2, 3].map(() => context.newPage())))];
      tabs.slice(1).forEach((p) => watch(p, problems));
      // The store calls the browser gave up on (their deadline), named in a failure.
      const failedCalls = [];
      tabs.forEach((p, i) =>
        p.on('requestfailed', (r) => {
          if (r.url().startsWith(medusaUrl))
            failedCalls.push(`tab ${i} ${r.method()} ${new URL(r.url()).pathname}: ${r.failure()?.errorText}`);
        }),
      );
      const [product, cart, checkout, confirmation] = tabs;
      // Which tabs' requests are answered by the fault; Medusa is back once it is empty.
      let faulty = true;
      await context.route(medusaRoutes, async (route) => {
        if (!faulty) return route.continue();
        injected.commerce++;
        if (!slow) return FAULTS[name](route);
        await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
        return route.continue().catch(() => undefined);
      });
      const loaded = async (p, url) => {
        const res = await p.goto(`${siteUrl}${prefix}${url}`);
        assert.equal(res.status(), 200, `${url} is served`);
        assert.ok((await p.locator('h1').first().textContent()).trim(), `${url}: the page has its heading`);
      };
      await Promise.all([
        loaded(product, `/product/${PRODUCT}`),
        loaded(cart, '/cart'),
        loaded(checkout, `/checkout/${readyId}?step=review`),
        loaded(confirmation, `/checkout/success?order=${order.id}`),
      ]);
      const addButton = product.getByTestId('add-to-cart');
      await addButton.waitFor();
      await product.waitForLoadState('networkidle');
      // A slow Medusa answers each of the add's calls 5 s late (the cart, then the line).
      await addToCart(product, slow ? 60_000 : undefined);
      const toast = product.locator('[data-slot="toast"]');
      const cartAlert = cart.getByText(t.cartUnavailable);
      const checkoutAlert = checkout.getByText(t.checkoutUnavailable);
      const orderAlert = confirmation.getByText(t.orderUnavailable);
      if (slow) {
        // A slow Medusa is waited for: every page arrives at its content, none shows an error.
        await waitForBadge(product, 2);
        await cart.locator('[data-slot="cart-line-item"]').first().waitFor({ timeout: 45_000 });
        await checkout.locator('[data-slot="checkout-steps"][data-step="review"]').waitFor({ timeout: 45_000 });
        await confirmation.getByTestId('order-thanks').waitFor({ timeout: 45_000 });
        assert.deepEqual(
          await toast.allTextContents(),
          [],
          `no error toast (failed calls: ${failedCalls.join('; ') || 'none'})`,
        );
        for (const alert of [cartAlert, checkoutAlert, orderAlert]) assert.equal(await alert.count(), 0, 'no error');
      } else {
        for (const text of t.addError) await toast.getByText(text, { exact: true }).waitFor();
        await Promise.all([cartAlert.waitFor(), checkoutAlert.waitFor(), orderAlert.waitFor()]);
        for (const p of tabs) assert.equal(await storedCartId(p), cartId, `${name}: the cart id is kept`);

        // Medusa answers again: each page recovers in place (no reload).
        faulty = false;
        const loads = { count: 0 };
        for (const p of tabs) p.on('load', () => loads.count++);
        await toast.getByRole('button').first().click();
        await addToCart(product);
        await waitForBadge(product, 2);
        await cart.getByRole('button', { name: t.tryAgain }).click();
        await cart.locator('[data-slot="cart-line-item"]').first().waitFor();
        await checkout.getByRole('button', { name: t.tryAgain }).click();
        await checkout.locator('[data-slot="checkout-steps"][data-step="review"]').waitFor();
        await confirmation.getByRole('button', { name: t.tryAgain }).click();
        await confirmation.getByTestId('order-thanks').waitFor();
        assert.equal(loads.count, 0, 'recovered without a reload');
      }
      assert.equal(await storedCartId(product), cartId, 'the same cart');
      const { cart: after } = await storeCall('GET', `/store/carts/${cartId}?fields=*items`);
      assert.equal(
        after.items.reduce((sum, line) => sum + line.quantity, 0),
        2,
        'the recovered add is in the cart once',
      );
      assert.deepEqual(problems, [], 'no uncaught error, no console error');
      return `${language}: product, cart, checkout, confirmation`;
    } finally {
      await context.close();
    }
  }

  return {
    async 'Medusa refusing connections: the product page, cart, checkout and confirmation say so and recover without a reload (browser, en)'({
      page,
    }) {
      return commerceFault(page, 'refused connection', 'en', DESKTOP);
    },

    async 'Medusa answering 500: the spec texts, the cart kept, recovery without a reload (browser, de phone)'({
      page,
    }) {
      return commerceFault(page, 'answer 500', 'de', PHONE);
    },

    async 'Medusa answering non-JSON: the spec texts, the cart kept, recovery without a reload (browser, en)'({
      page,
    }) {
      return commerceFault(page, 'non-JSON answer', 'en', DESKTOP);
    },

    async 'Medusa answering after 5 s: every page waits and arrives, no error shown (browser, de)'({ page }) {
      return commerceFault(page, 'answer after 5 s', 'de', DESKTOP);
    },

    async "Medusa killed during 'Place order': one confirmation, one order, one payment, stock reserved once (browser)"({
      page,
    }) {
      const t = TEXT.en;
      const email = `faults-kill-${stamp()}@example.org`;
      const cartId = await makeCart({ ready: true, email });
      // The guest order page of an earlier order (its link as the confirmation asks for it).
      const earlierCart = await makeCart({ ready: true });
      const { order: earlier } = await storeCall('POST', `/store/carts/${earlierCart}/complete`);
      const linkRes = await fetch(`${siteUrl}/api/order-link`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          orderId: earlier.id,
          cartId: earlierCart,
          cartKey: cartKeys.get(earlierCart),
          language: 'en',
        }),
      });
      const { token } = await linkRes.json();
      assert.ok(token, `an order page link (${linkRes.status})`);
      const before = await ledger(cartId);
      assert.equal(before.orders, 0);

      const { context, tab } = await openAsShopper(page, 'en', DESKTOP);
      const problems = [];
      watch(tab, problems);
      let restarted = false;
      try {
        await seedStorage(tab, { [CART_ID_KEY]: cartId, [QUANTITY_KEY]: '1' });
        const second = watch(await context.newPage(), problems);
        const orderPage = watch(await context.newPage(), problems);
        const review = async (p) => {
          await p.goto(`${siteUrl}/checkout/${cartId}?step=review`);
          await p.locator('[data-slot="checkout-steps"][data-step="review"]').waitFor({ timeout: 20_000 });
        };
        await Promise.all([review(tab), review(second)]);
        await orderPage.goto(`${siteUrl}/order/${earlier.id}?token=${encodeURIComponent(token)}`);
        await orderPage.locator('[data-slot="order-summary"]').first().waitFor({ timeout: 20_000 });

        // 'Place order': the request reaches Medusa, which is killed at once.
        let killed;
        await tab.route(
          (url) => url.pathname.endsWith(`/store/carts/${cartId}/complete`),
          async (route) => {
            if (killed) return route.continue();
            killed = route.continue().then(() => commerce.kill());
            injected.checkout++;
            await killed;
          },
        );
        const placeButton = tab.locator('[data-slot="checkout-continue"]');
        await placeButton.click();
        await tab.locator('[role="alert"], [data-slot="alert"]').getByText(t.orderError).waitFor({ timeout: 45_000 });
        assert.ok(killed, 'Medusa was killed while the order was placed');
        assert.equal(await storedCartId(tab), cartId, 'the cart id is kept');

        // Medusa is down: the guest order page says so.
        const loads = { count: 0 };
        orderPage.on('load', () => loads.count++);
        await orderPage.reload();
        await orderPage.getByText(t.orderUnavailable).waitFor({ timeout: 20_000 });
        injected.checkout++;

        await commerce.start();
        restarted = true;
        // Back: the order page in place, and the shopper's retry is a double click while a second
        // tab places the same cart.
        const reloadsBefore = loads.count;
        await orderPage.getByRole('button', { name: t.tryAgain }).click();
        await orderPage.locator('[data-slot="order-summary"]').first().waitFor({ timeout: 20_000 });
        assert.equal(loads.count, reloadsBefore, 'the order page recovered without a reload');
        const confirmed = (p) =>
          p
            .waitForURL(/\/(checkout\/success\?order=|order\/confirmation\/|order\/)order_/, { timeout: 45_000 })
            .then(() => /order_[A-Za-z0-9]+/.exec(p.url())[0]);
        const [mine, theirs] = await Promise.all([
          confirmed(tab),
          confirmed(second),
          placeButton.dblclick(),
          second.locator('[data-slot="checkout-continue"]').click(),
        ]);
        assert.equal(mine, theirs, 'both tabs confirm the same order');
        await tab.getByTestId('order-thanks').waitFor({ timeout: 20_000 });
        assert.equal(await tab.getByTestId('order-thanks').count(), 1, 'one confirmation');
        const after = await ledger(cartId);
        assert.deepEqual(
          { orders: after.orders, payments: after.payments, reserved: after.reserved - before.reserved },
          { orders: 1, payments: 1, reserved: 1 },
          'one order, one payment, one piece reserved',
        );
        const [{ count }] = await sql(`select count(*)::int as count from "order" where email = $1`, [email]);
        assert.equal(count, 1, 'one order for the address');
        assert.deepEqual(problems, [], 'no uncaught error, no console error');
        return `${mine}: 1 order, 1 payment, 1 reserved after a kill, a retry, a double click and a second tab`;
      } finally {
        if (!restarted) await commerce.start().catch(() => undefined);
        await context.close();
      }
    },

    async 'Strapi down at run time: pages keep serving, the functions answer 503 with the spec text, nothing stored or mailed'() {
      const { adminEntries } = cmsAndMail({ cmsUrl, mail });
      const email = `faults-cms-${stamp()}@example.org`;
      const calls = [
        [
          '/api/send-newsletter-registration',
          { name: 'Ada', recipientEmail: email, optIn: true, honeypot: '', labels: {} },
        ],
        [
          '/api/contact-request',
          { name: 'Ada', email, location: 'Leipzig', annotation: 'Fretless?', consent: true, honeypot: '' },
        ],
        [
          '/api/quote-request',
          {
            name: 'Ada',
            email,
            location: 'Leipzig',
            consent: true,
            honeypot: '',
            product: 'Custom Bass',
            configuration: { Finish: 'Sunburst' },
          },
        ],
      ];
      const mailsBefore = (await mail.inbox()).length;
      await cms.stop();
      let answered = 0;
      try {
        for (const pagePath of ['/', '/de', '/guitars', '/de/blog', '/about', `/product/${PRODUCT}`]) {
          const res = await fetch(`${siteUrl}${pagePath}`);
          assert.equal(res.status, 200, `${pagePath} is served`);
        }
        for (const language of ['en', 'de'])
          for (const [endpoint, body] of calls) {
            injected.content++;
            const res = await fetch(`${siteUrl}${endpoint}`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ ...body, locale: language }),
            });
            assert.equal(res.status, 503, `${endpoint} (${language})`);
            assert.deepEqual(await res.json(), { success: false, message: TEXT[language].formsUnavailable });
            answered++;
          }
      } finally {
        await cms.start();
      }
      for (const [uid, field] of [
        ['api::newsletter-registration.newsletter-registration', 'recipientEmail'],
        ['api::contact-request.contact-request', 'email'],
        ['api::quote-request.quote-request', 'email'],
      ])
        assert.deepEqual(await adminEntries(uid, field, email), [], `${uid}: nothing stored`);
      const mails = await mail.inbox();
      assert.equal(mails.length, mailsBefore, 'no mail sent');
      assert.ok(!mails.some((m) => m.to.some((to) => to.address === email)), 'no mail to the address');
      return `${answered} refusals, 0 stored, 0 mailed`;
    },

    async 'corrupt client state: bad JSON, dead and completed cart ids, bad countries, tampered consent recover quietly (browser)'({
      page,
    }) {
      const { context, tab } = await openAsShopper(page, 'de', PHONE);
      const problems = [];
      watch(tab, problems);
      const notes = [];
      try {
        // Bad JSON and foreign values in every key the shop owns: no error, a sane state.
        const garbage = ['{"oops":', 'null', '[{"id":1,"quantity":"x"}]', '💥'.repeat(300)];
        for (const value of garbage) {
          await seedStorage(tab, {
            [PENDING_KEY]: value,
            [QUANTITY_KEY]: value,
            'umami.disabled': value,
          });
          await tab.evaluate((v) => {
            sessionStorage.setItem('tonewood_chunk_reload:/de/cart', v);
            sessionStorage.setItem('tw_order_cart:order_1', v);
          }, value);
          injected['client state'] += 5;
          await tab.goto(`${siteUrl}/de/cart`, { waitUntil: 'networkidle' });
          await tab.getByRole('heading', { level: 1 }).waitFor();
          assert.equal(await badge(tab), 0, `no cart, no count (${value.slice(0, 12)})`);
          assert.equal(await tab.locator('[role="alert"]').count(), 0, 'no message');
        }
        notes.push(`${garbage.length} bad values in 5 keys`);

        // A cart id that was never Medusa's, a made-up one, and one of a completed cart.
        const completedCart = await makeCart({ ready: true });
        await storeCall('POST', `/store/carts/${completedCart}/complete`);
        for (const dead of ['{"cart":', 'cart_01JUNKNOWN0000000000000000', completedCart]) {
          injected['client state']++;
          await seedStorage(tab, { [CART_ID_KEY]: dead, [QUANTITY_KEY]: '3' });
          await tab.goto(`${siteUrl}/de/product/${PRODUCT}`, { waitUntil: 'networkidle' });
          await tab.waitForFunction((key) => localStorage.getItem(key) === null, CART_ID_KEY, { timeout: 15_000 });
          await waitForBadge(tab, 0);
          // The next add starts a new cart.
          await tab.getByTestId('add-to-cart').click();
          await waitForBadge(tab, 1);
          await tab.waitForFunction(
            ([key, old]) => /^cart_/.test(localStorage.getItem(key) ?? '') && localStorage.getItem(key) !== old,
            [CART_ID_KEY, dead],
            { timeout: 15_000 },
          );
          assert.equal(await tab.locator('[data-slot="toast"]').count(), 0, 'no error toast');
        }
        notes.push('3 dead cart ids replaced');

        // Countries: one not shipped to, a manual choice older than 24 hours, an unreadable cookie.
        const day = 24 * 3600 * 1000;
        const countries = [
          { code: 'ZZ', timestamp: Date.now() },
          { code: 'JP', timestamp: Date.now(), manual: true },
          { code: 'CH', timestamp: Date.now() - day - 60_000, manual: true },
          '%7B%22code',
        ];
        for (const value of countries) {
          injected['client state']++;
          await context.addCookies([
            {
              name: 'og_shipping_country',
              value: typeof value === 'string' ? value : encodeURIComponent(JSON.stringify(value)),
              url: siteUrl,
            },
          ]);
          await tab.goto(`${siteUrl}/de/cart`, { waitUntil: 'networkidle' });
          await tab.waitForFunction(
            () => {
              const raw = document.cookie.split('; ').find((c) => c.startsWith('og_shipping_country='));
              try {
                const stored = raw ? JSON.parse(decodeURIComponent(raw.split('=')[1])) : null;
                return stored === null || (stored.code === 'DE' && !stored.manual);
              } catch {
                return false;
              }
            },
            undefined,
            { timeout: 15_000 },
          );
          assert.equal(await tab.locator('[role="alert"]').count(), 0, 'no message');
        }
        notes.push(`${countries.length} country cookies back to DE`);

        // Consent: a value that is no answer asks again; broken categories read as none allowed.
        for (const [accepted, categories, banner] of [
          ['maybe', 'functional', true],
          ['false', '%E0%A4%A', false],
          ['true%', '%', true],
        ]) {
          injected['client state']++;
          await context.addCookies([
            { name: 'cookiesAccepted', value: accepted, url: siteUrl },
            { name: 'cookieCategories', value: categories, url: siteUrl },
          ]);
          await tab.goto(`${siteUrl}/de/guitars`, { waitUntil: 'networkidle' });
          const shown = tab.locator('[data-slot="cookie-banner"]');
          if (banner) await shown.waitFor();
          else assert.equal(await shown.count(), 0, `no banner for ${accepted}`);
        }
        notes.push('3 tampered consent cookies');
        assert.deepEqual(problems, [], 'no uncaught error, no console error');
        console.log(
          `[faults] injected: ${Object.entries(injected)
            .map(([kind, n]) => `${kind} ${n}`)
            .join(', ')}`,
        );
        return notes.join(', ');
      } finally {
        await context.close();
      }
    },
  };
}
