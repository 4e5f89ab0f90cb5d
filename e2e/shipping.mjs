// End-to-end checks of the shipping country, prices and tax notes, and the shipping modal, against
// the built site and the private Medusa (e2e/run.mjs). Each browser check opens its own context,
// so the country cookies it sets never reach the other checks.
import assert from 'node:assert/strict';
import { axeClean } from './support/axe.mjs';
import { chooseCountry } from './support/country.mjs';

const COOKIE = 'og_shipping_country';
const GUITAR = '/guitars/auric-s-classic';
// Whitespace (the non-breaking space before €) compared as one plain space.
const norm = (text) => (text ?? '').replace(/\s+/g, ' ').trim();
const euro = (amount) =>
  norm(
    new Intl.NumberFormat('de-DE', {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
      maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    }).format(amount),
  );
// Auric S Classic: from 2.890 € with VAT; without the 19 % it is 2.428,57 €.
const GROSS = euro(2890);
const NET = euro(2428.57);

const TEXT = {
  en: {
    prefix: '',
    switzerland: 'Language and shipping country: English, Switzerland',
    included: 'incl. 19% VAT',
    excluded: 'excl. VAT (export)',
    regional: /Prices for/,
    trigger: 'Shipping details',
    deliveryTime: 'about 4-5 working days',
    free: 'Free shipping',
    shippingTaxIncluded: 'Shipping costs include 19% VAT.',
    noOptionForType: 'No shipping available for amplification',
  },
  de: {
    prefix: '/de',
    switzerland: 'Sprache und Lieferland: Deutsch, Schweiz',
    included: 'inkl. 19 % MwSt.',
    excluded: 'zzgl. MwSt. (Export)',
    regional: /Preise für/,
    trigger: 'Versanddetails',
    deliveryTime: 'ca. 4-5 Werktage',
    free: 'Kostenloser Versand',
    shippingTaxIncluded: 'Die Versandkosten enthalten 19 % MwSt.',
    noOptionForType: 'Kein Versand verfügbar für amplification',
  },
};

/** Waits until `read()` satisfies `ok`, or fails naming the last value. */
async function until(read, ok, what, timeout = 10_000) {
  const end = Date.now() + timeout;
  let last;
  while (Date.now() < end) {
    last = await read();
    if (ok(last)) return last;
    await new Promise((r) => setTimeout(r, 100));
  }
  assert.fail(`${what}: last seen ${JSON.stringify(last)}`);
}

async function countryCookie(context) {
  const cookie = (await context.cookies()).find((c) => c.name === COOKIE);
  return cookie ? JSON.parse(decodeURIComponent(cookie.value)) : undefined;
}

export function shippingChecks({ siteUrl }) {
  const withContext = async (page, options, run) => {
    const context = await page
      .context()
      .browser()
      .newContext({ locale: 'en-US', ...options });
    try {
      return await run(context, await context.newPage());
    } finally {
      await context.close();
    }
  };
  const productPrice = (p) => p.getByTestId('product-price').textContent().then(norm);
  /** Opens the product page and waits for the regional refresh (the page is hydrated and idle). */
  const openProduct = async (p, lang, route = GUITAR) => {
    const res = await p.goto(`${siteUrl}${TEXT[lang].prefix}${route}`);
    assert.equal(res.status(), 200, `${route} answers 200`);
    await p.getByText(TEXT[lang].regional).waitFor({ timeout: 15_000 });
  };

  return {
    async '/cdn-cgi/trace names the edge header country, and none without or for an invalid one'() {
      const trace = async (headers) => {
        const res = await fetch(`${siteUrl}/cdn-cgi/trace`, { headers });
        assert.equal(res.status, 200);
        assert.equal(res.headers.get('cache-control'), 'no-store');
        return (await res.text()).split('\n').find((l) => l.startsWith('loc='));
      };
      assert.equal(await trace({ 'CF-IPCountry': 'ch' }), 'loc=CH');
      assert.equal(await trace({}), undefined);
      assert.equal(await trace({ 'CF-IPCountry': 'XX' }), undefined);
      assert.equal(await trace({ 'CF-IPCountry': 'nope' }), undefined);
    },

    async 'switching the country to CH and back updates product and category prices and tax notes without reload, en desktop and de phone (browser)'({
      page,
    }) {
      for (const [lang, viewport] of [
        ['en', { width: 1280, height: 900 }],
        ['de', { width: 390, height: 844 }],
      ]) {
        const t = TEXT[lang];
        await withContext(page, { viewport }, async (context, p) => {
          await openProduct(p, lang);
          assert.equal(await productPrice(p).then((x) => x.includes(GROSS) && x.includes(t.included)), true);
          await p.evaluate(() => (globalThis.__noReload = true));

          await chooseCountry(p, 'CH');
          const net = await until(
            () => productPrice(p),
            (x) => x.includes(NET) && x.includes(t.excluded),
            `${lang}: product price without VAT after choosing CH`,
          );
          assert.ok(!net.includes(t.included), `${lang}: no included note for CH`);
          assert.ok(
            norm(await p.locator('[data-slot="language-country-button"]').first().textContent()).includes(
              t.switzerland,
            ),
            `${lang}: the header button names Switzerland`,
          );
          const stored = await countryCookie(context);
          assert.equal(stored.code, 'CH', `${lang}: the cookie holds upper-case CH`);
          assert.equal(stored.manual, true);
          assert.ok(Math.abs(Date.now() - stored.timestamp) < 60_000, `${lang}: the cookie has a current timestamp`);

          // The category page, reached in the app, shows the cards without VAT; back to DE there
          // updates them in place.
          await p.locator(`main a[href="${t.prefix}/guitars"]`).first().click();
          await p.waitForURL(`${siteUrl}${t.prefix}/guitars`);
          const card = p
            .locator('[data-slot="product-card"]', { hasText: 'Auric S Classic' })
            .locator('[data-slot="price-amount"]');
          await until(
            () => card.textContent().then(norm),
            (x) => x === NET,
            `${lang}: card price without VAT`,
          );
          await chooseCountry(p, 'DE');
          await until(
            () => card.textContent().then(norm),
            (x) => x === GROSS,
            `${lang}: card price with VAT after DE`,
          );
          assert.equal((await countryCookie(context)).code, 'DE');

          await p.goBack();
          await until(
            () => productPrice(p),
            (x) => x.includes(GROSS) && x.includes(t.included),
            `${lang}: product price with VAT again`,
          );
          assert.equal(await p.evaluate(() => globalThis.__noReload), true, `${lang}: the page never reloaded`);
        });
      }
    },

    async 'a stored invalid country (xx) is ignored and replaced (browser)'({ page }) {
      for (const manual of [true, false]) {
        await withContext(page, {}, async (context, p) => {
          await context.addCookies([
            {
              name: COOKIE,
              value: encodeURIComponent(
                JSON.stringify({ code: 'xx', timestamp: Date.now(), ...(manual && { manual }) }),
              ),
              url: siteUrl,
            },
          ]);
          await openProduct(p, 'en');
          const stored = await until(
            () => countryCookie(context),
            (c) => c?.code === 'DE',
            `manual ${manual}: the cookie holds DE instead of xx`,
          );
          assert.equal(stored.manual, undefined);
          const price = await productPrice(p);
          assert.ok(price.includes(GROSS) && price.includes(TEXT.en.included), price);
          await p.getByRole('button', { name: /Language and shipping country: English, Germany/ }).waitFor();
        });
      }
    },

    async 'the edge country applies without a manual choice, and a manual choice wins over it (browser)'({ page }) {
      const edge = (p, code) =>
        p.route('**/cdn-cgi/trace', (route) =>
          route.continue({ headers: { ...route.request().headers(), 'cf-ipcountry': code } }),
        );
      await withContext(page, {}, async (context, p) => {
        await edge(p, 'us');
        await openProduct(p, 'en');
        await until(
          () => productPrice(p),
          (x) => x.includes(NET),
          'US from the edge: price without VAT',
        );
        assert.deepEqual(
          await countryCookie(context).then((c) => [c.code, c.manual]),
          ['US', undefined],
          'a detected country is stored without the manual flag',
        );
      });
      await withContext(page, {}, async (context, p) => {
        await context.addCookies([
          {
            name: COOKIE,
            value: encodeURIComponent(JSON.stringify({ code: 'AT', timestamp: Date.now() - 3600_000, manual: true })),
            url: siteUrl,
          },
        ]);
        await edge(p, 'US');
        await openProduct(p, 'en');
        await p.getByRole('button', { name: /Language and shipping country: English, Austria/ }).waitFor();
        assert.ok((await productPrice(p)).includes(GROSS), 'AT (manual) keeps VAT');
        assert.equal((await countryCookie(context)).code, 'AT');
      });
    },

    async 'the shipping modal shows delivery time and the amount or reason, closes with focus back, without axe violations, en and de (browser)'({
      page,
    }) {
      for (const lang of ['en', 'de']) {
        const t = TEXT[lang];
        await withContext(page, {}, async (context, p) => {
          const open = async () => {
            const trigger = p.getByTestId('shipping-modal-trigger');
            assert.equal(norm(await trigger.textContent()), t.trigger);
            await trigger.click();
            const dialog = p.getByRole('dialog');
            await dialog.waitFor({ timeout: 5000 });
            await dialog
              .locator('[data-slot="shipping-amount"], [data-slot="shipping-reason"]')
              .first()
              .waitFor({ timeout: 15_000 });
            return dialog;
          };
          const close = async (dialog) => {
            await p.keyboard.press('Escape');
            await dialog.waitFor({ state: 'detached', timeout: 5000 });
            await until(
              () => p.evaluate(() => globalThis.document.activeElement?.getAttribute('data-testid')),
              (x) => x === 'shipping-modal-trigger',
              `${lang}: focus back on the trigger`,
            );
          };

          // A guitar to Germany: free, VAT included, and the details link.
          await openProduct(p, lang);
          let dialog = await open();
          assert.equal(
            norm(await dialog.locator('[data-slot="shipping-delivery-time"]').textContent()),
            t.deliveryTime,
          );
          assert.equal(norm(await dialog.locator('[data-slot="shipping-amount"]').textContent()), t.free);
          assert.equal(
            norm(await dialog.locator('[data-slot="shipping-tax-note"]').textContent()),
            t.shippingTaxIncluded,
          );
          assert.equal(
            await dialog.getByRole('link').getAttribute('href'),
            `${t.prefix}/shipping-delivery`,
            `${lang}: view details link`,
          );
          await axeClean(p, `the open modal (${lang})`, '[role="dialog"]');
          await close(dialog);

          // Merch to Germany: paid, as given.
          await openProduct(p, lang, '/product/tote-bag');
          dialog = await open();
          assert.equal(norm(await dialog.locator('[data-slot="shipping-amount"]').textContent()), euro(4.9));
          await close(dialog);

          // An amplifier to Switzerland: no option for its type, the spec's reason.
          await chooseCountry(p, 'CH');
          await openProduct(p, lang, '/product/ember-18-combo');
          dialog = await open();
          assert.equal(norm(await dialog.locator('[data-slot="shipping-reason"]').textContent()), t.noOptionForType);
          await close(dialog);
          // Closed means cleared: the modal's content is gone from the page.
          assert.equal(await p.locator('[data-slot="shipping-modal"]').count(), 0);
        });
      }
    },
  };
}
