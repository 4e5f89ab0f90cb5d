// Honest prices in the browser (issue 26): the seeded sales (Medusa price lists of type sale, their
// 30-day lowest prices from Medusa's price history) on product pages, category cards and cart
// lines in both languages, a sale whose lowest price lies below its original (the badge's percent
// against the lowest, not the original), a sale that ended and a surcharge (no reduction), the export
// region's net figures, and every built page: no discount badge without its 30-day line.
// The figures are the seed's (commerce/README.md, "Prices, sales and the 30-day lowest price").
/* global document -- in waitForFunction callbacks */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { languagePrefix } from '@tonewood/rules';
import { addToCart, waitForBadge } from './support/cart.mjs';
import { chooseCountry } from './support/country.mjs';
import { DESKTOP, PHONE } from './support/devices.mjs';
import { openAsShopper } from './support/shopper.mjs';
import { htmlFiles } from './support/site.mjs';

const nbsp = '\u00a0';
const LOWEST = {
  en: (price) => `Lowest price in the last 30 days: ${price}${nbsp}€`,
  de: (price) => `Niedrigster Preis der letzten 30 Tage: ${price}${nbsp}€`,
};
const RIGHT_HANDED = { en: 'Right-handed', de: 'Rechtshänder' };
/** The badge's visible text: Intl's percent in the page's language ('-9%' / '-9 %'). */
const percent = (language, value) => (language === 'de' ? `${value}${nbsp}%` : `${value}%`);

/** Reduced today (a price list starting at the seed): 2.890 € from 3.190 €, lowest 3.190 €. */
const ATLAS = { path: '/basses/atlas-j-bass-5', category: '/basses', title: 'Atlas J Bass Five' };
/** Reduced 2 days ago after a short sale 20 to 15 days ago: lowest 2.590 € under its 2.790 € original. */
const FLAMINGO = { path: '/guitars/flamingo-s', category: '/guitars', title: 'Flamingo S' };

/** The price area of a product page: struck-through original, the 30-day line and the badge. */
async function productPrice(tab) {
  const area = tab.getByTestId('product-price');
  await area.waitFor();
  const text = async (selector) => {
    const found = area.locator(selector);
    return (await found.count()) ? (await found.first().textContent()).trim() : null;
  };
  const badge = tab.locator('[data-slot="price-badge"]').first();
  return {
    amount: await text('[data-slot="price-amount"]'),
    original: await text('[data-slot="price-compare"]'),
    lowest: await text('[data-slot="price-lowest"]'),
    badge: (await badge.count()) ? await badge.locator('[aria-hidden]').textContent() : null,
    kind: (await badge.count()) ? await badge.getAttribute('data-kind') : null,
  };
}

/** A product page after its regional refresh (the price area settles on Medusa's figures). */
async function openProduct(tab, url) {
  const res = await tab.goto(url, { waitUntil: 'networkidle' });
  assert.equal(res.status(), 200, `${url} status`);
  return productPrice(tab);
}

export function pricesChecks({ siteUrl, publicDir }) {
  async function journey(page, language, device) {
    const prefix = languagePrefix(language);
    const { context, tab, errors } = await openAsShopper(page, language, device);
    try {
      // Product page: the price, the struck-through original, the 30-day line, the badge against it.
      assert.deepEqual(await openProduct(tab, `${siteUrl}${prefix}${ATLAS.path}`), {
        amount: `2.890${nbsp}€`,
        original: `3.190${nbsp}€`,
        lowest: LOWEST[language]('3.190'),
        badge: percent(language, -9),
        kind: 'discount',
      });
      // A sale below its original but above an earlier lower price: the percent against the lowest
      // price (2.490 against 2.590: -4 %), never against the original (-11 %).
      assert.deepEqual(await openProduct(tab, `${siteUrl}${prefix}${FLAMINGO.path}`), {
        amount: `2.490${nbsp}€`,
        original: `2.790${nbsp}€`,
        lowest: LOWEST[language]('2.590'),
        badge: percent(language, -4),
        kind: 'discount',
      });
      // A sale that ended: no reduction at all. A surcharge: its badge, never a reduction.
      assert.deepEqual(await openProduct(tab, `${siteUrl}${prefix}/product/logo-hoodie`), {
        amount: `69${nbsp}€`,
        original: null,
        lowest: null,
        badge: null,
        kind: null,
      });
      const surcharge = await openProduct(tab, `${siteUrl}${prefix}/guitars/ember-single-cut`);
      assert.deepEqual(
        { original: surcharge.original, lowest: surcharge.lowest, kind: surcharge.kind, badge: surcharge.badge },
        { original: null, lowest: null, kind: 'surcharge', badge: percent(language, '+7') },
      );

      // Category card.
      await tab.goto(`${siteUrl}${prefix}${FLAMINGO.category}`, { waitUntil: 'networkidle' });
      const card = tab.locator('[data-slot="product-card"]', { hasText: FLAMINGO.title });
      assert.equal(await card.locator('[data-slot="price-lowest"]').textContent(), LOWEST[language]('2.590'));
      assert.equal(await card.locator('[data-slot="price-compare"]').textContent(), `2.790${nbsp}€`);
      assert.equal(await card.locator('[data-slot="price-badge"] [aria-hidden]').textContent(), percent(language, -4));

      // Cart line: the right-handed build on sale.
      await tab.goto(`${siteUrl}${prefix}${ATLAS.path}`, { waitUntil: 'networkidle' });
      await tab.getByText(RIGHT_HANDED[language], { exact: true }).click();
      await tab.getByTestId('variant-price').locator('[data-slot="price-lowest"]').waitFor();
      await addToCart(tab);
      await waitForBadge(tab, 1);
      await tab.goto(`${siteUrl}${prefix}/cart`);
      const line = tab.locator('[data-slot="cart-line-item"]').first();
      await line.locator('[data-slot="price-lowest"]').waitFor();
      assert.equal(await line.locator('[data-slot="price-lowest"]').textContent(), LOWEST[language]('3.190'));
      assert.equal(await line.locator('[data-slot="price-compare"]').textContent(), `3.190${nbsp}€`);
      assert.equal(await line.locator('[data-slot="price-badge"] [aria-hidden]').textContent(), percent(language, -9));
      assert.deepEqual(errors, [], 'no page errors');
    } finally {
      await context.close();
    }
  }

  return {
    'prices: reductions with their 30-day lowest price on product page, category card and cart (en, desktop)': ({
      page,
    }) => journey(page, 'en', DESKTOP),
    'prices: reductions with their 30-day lowest price on product page, category card and cart (de, phone)': ({
      page,
    }) => journey(page, 'de', PHONE),

    'prices: the export region shows the same rule on net prices': async ({ page }) => {
      const { context, tab } = await openAsShopper(page, 'en', DESKTOP);
      try {
        await tab.goto(`${siteUrl}${ATLAS.path}`, { waitUntil: 'networkidle' });
        await chooseCountry(tab, 'CH');
        // 2.890 / 3.190 € gross are 2.428,57 / 2.680,67 € net; the percent stays -9.
        await tab.waitForFunction(
          () =>
            document.querySelector('[data-testid="product-price"] [data-slot="price-amount"]')?.textContent ===
            '2.428,57\u00a0€',
        );
        const price = await productPrice(tab);
        assert.equal(price.original, `2.680,67${nbsp}€`);
        assert.equal(price.lowest, LOWEST.en('2.680,67'));
        assert.equal(price.badge, percent('en', -9));
      } finally {
        await context.close();
      }
    },

    'prices: no built page shows a discount badge without its 30-day lowest price': () => {
      let reduced = 0;
      for (const file of htmlFiles(publicDir)) {
        const html = readFileSync(file, 'utf8');
        const badges = html.match(/data-slot="price-badge" data-kind="discount"/g)?.length ?? 0;
        if (!badges) continue;
        reduced++;
        const lines = html.match(/data-slot="price-lowest"/g)?.length ?? 0;
        const originals = html.match(/data-slot="price-compare"/g)?.length ?? 0;
        assert.ok(
          lines >= badges && originals >= badges,
          `${file}: ${badges} badges, ${lines} lowest, ${originals} originals`,
        );
      }
      assert.ok(reduced > 10, `pages with reductions: ${reduced}`);
      return `${reduced} pages with reductions`;
    },
  };
}
