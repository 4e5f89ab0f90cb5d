// End-to-end checks of the catalog in both languages (issue 14): German product texts, option
// labels, category names and image alt texts come from Medusa itself (Translation Module,
// locale=de-DE), compared against what the private Medusa instance answers; availability derives
// from its inventory (built to order shows, out of stock cannot be added).
import assert from 'node:assert/strict';
import path from 'node:path';
import { siteServices } from '../site/config/env.mjs';
import { categoryPages } from '../site/build/listing-pages.mjs';
import { deliveryLine, deliveryTime, deliveryTimeText, LISTING_PAGE_SIZE, READY_DELIVERY } from '@tonewood/rules';
import { productPath } from '../site/config/routes.mjs';
import { axeClean } from './support/axe.mjs';

const GERMAN = 'de-DE';
const PRODUCT = { path: '/guitars/auric-s-classic', handle: 'auric-s-classic' };
const BUILT_TO_ORDER = '/guitars/auric-t-custom';
const OUT_OF_STOCK = '/guitars/cobalt-offset';
const VARIANT_STOCK = '/product/probe-variant-stock';
// Built over twelve weeks (its description): delivered in about 13 (its metadata).
const ARCHTOP = '/guitars/vesper-archtop';
const READY_TO_SHIP = '/product/auric-s-one-off-seafoam';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
/** What each language's pages say: the delivery rule's texts (the product page names no other). */
const DELIVERY = {
  de: { prefix: '/de', viewport: PHONE, archtop: 'ca. 13 Wochen', ready: 'ca. 4-5 Werktage' },
  en: { prefix: '', viewport: DESKTOP, archtop: 'about 13 weeks', ready: 'about 4-5 working days' },
};
const SCHEMA = {
  available: 'https://schema.org/InStock',
  'built-to-order': 'https://schema.org/PreOrder',
  'out-of-stock': 'https://schema.org/OutOfStock',
};

/** Text of an HTML document as a reader sees it: tags dropped, entities decoded, spaces collapsed. */
function visibleText(html) {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

export function catalogChecks({ siteUrl, publicDir, buildEnv }) {
  const { medusaUrl, medusaKey } = siteServices(path.join(publicDir, '..'), { ...buildEnv });
  /** A store API list from the private Medusa instance the site was built against. */
  const store = async (route, query) => {
    const url = new URL(`${medusaUrl}${route}`);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    const res = await fetch(url, { headers: { 'x-publishable-api-key': medusaKey } });
    assert.equal(res.status, 200, `${url.pathname} status`);
    return res.json();
  };
  const productTexts = async (locale) => {
    const query = {
      limit: '200',
      fields: 'id,handle,title,subtitle,description,*collection,*categories,*images,*options,*options.values',
    };
    const { products } = await store('/store/products', locale ? { ...query, locale } : query);
    return new Map(products.map((p) => [p.handle, p]));
  };
  const html = async (p) => {
    const res = await fetch(`${siteUrl}${p}`);
    assert.equal(res.status, 200, `${p} status`);
    return res.text();
  };
  /** A product page after its regional refresh (the shopper's region from the private Medusa). */
  const openProduct = async (page, p) => {
    const res = await page.goto(`${siteUrl}${p}`, { waitUntil: 'networkidle' });
    assert.equal(res.status(), 200, `${p} status`);
    await page.getByText(/Prices for|Preise für/).waitFor({ timeout: 15000 });
  };
  const jsonLd = async (page) =>
    JSON.parse(await page.locator('script[type="application/ld+json"]').first().textContent());

  return {
    async 'a German product page has German subtitle, description and options and none of the English ones (browser)'({
      page,
    }) {
      const [de, en] = await Promise.all([productTexts(GERMAN), productTexts()]);
      const german = de.get(PRODUCT.handle);
      const english = en.get(PRODUCT.handle);
      assert.notEqual(german.description, english.description, 'Medusa has a German description');
      await page.setViewportSize({ width: 1280, height: 900 });

      const texts = {};
      for (const [language, prefix, product] of [
        ['de', '/de', german],
        ['en', '', english],
      ]) {
        await openProduct(page, `${prefix}${PRODUCT.path}`);
        const main = page.locator('main');
        texts[language] = (await main.textContent()).replace(/\s+/g, ' ');
        assert.ok(texts[language].includes(product.subtitle), `${language}: subtitle "${product.subtitle}"`);
        assert.ok(texts[language].includes(product.description), `${language}: description`);
        for (const option of product.options) {
          const group = page.getByRole('radiogroup', { name: option.title, exact: true });
          assert.equal(await group.count(), 1, `${language}: option group "${option.title}"`);
          for (const value of option.values)
            assert.equal(
              await group.getByRole('radio', { name: value.value, exact: true }).count(),
              1,
              `${language}: ${option.title} value "${value.value}"`,
            );
        }
      }
      // No English product text on the German page (texts the two languages share, like names, aside).
      const germanValues = german.options.flatMap((o) => [o.title, ...o.values.map((v) => v.value)]);
      const leftovers = [
        english.subtitle,
        english.description,
        ...english.options.flatMap((o) => [o.title, ...o.values.map((v) => v.value)]),
      ].filter((text) => !germanValues.includes(text) && text !== german.subtitle && texts.de.includes(text));
      assert.deepEqual(leftovers, [], 'English product text on the German page');

      // Choosing a variant on the German page matches it by id and names it in German.
      const finish = german.options.find((o) => o.values.length > 1);
      await openProduct(page, `/de${PRODUCT.path}`);
      const before = await page.getByTestId('variant-price').textContent();
      // A value of that option that is not chosen yet (whichever variant the page opened on).
      const choice = page
        .getByRole('radiogroup', { name: finish.title, exact: true })
        .locator('label:not(:has(input:checked))')
        .first();
      const other = (await choice.textContent()).trim();
      assert.ok(
        finish.values.some((v) => v.value === other),
        `"${other}" is one of the German values`,
      );
      await choice.click();
      const variant = page.getByTestId('variant-price');
      await page.waitForFunction(
        ([text]) => !globalThis.document.querySelector('[data-testid="variant-price"]').textContent.includes(text),
        [before.split(':')[0]],
        { timeout: 5000 },
      );
      assert.ok((await variant.textContent()).includes(other), `the variant line names "${other}"`);
      return `${PRODUCT.path}: ${germanValues.length} German option labels`;
    },

    async 'every German product page has its German subtitle and description, no English one'() {
      const [de, en] = await Promise.all([productTexts(GERMAN), productTexts()]);
      const files = [];
      const models = [];
      for (const [handle, german] of de) {
        const english = en.get(handle);
        // The configurator's models are not sold from the catalog: no product page, their German
        // title on the German configurator.
        if (german.collection?.handle === 'configurator') {
          const res = await fetch(`${siteUrl}/de/configurator-test`);
          assert.equal(res.status, 200);
          assert.equal((await fetch(`${siteUrl}/de/product/${handle}`)).status, 404, `${handle} has no product page`);
          const text = visibleText(await res.text());
          assert.ok(text.includes(german.title), `${handle}: "${german.title}" on /de/configurator-test`);
          assert.ok(!text.includes(english.title), `${handle}: no English title "${english.title}"`);
          models.push(handle);
          continue;
        }
        const base = german.categories?.[0]?.handle;
        const candidates = [`/de/${base}/${handle}`, `/de/product/${handle}`];
        let text = null;
        for (const p of candidates) {
          const res = await fetch(`${siteUrl}${p}`);
          if (res.status === 200) {
            text = visibleText(await res.text());
            files.push(p);
            break;
          }
        }
        assert.ok(text, `a German page for ${handle} (${candidates.join(', ')})`);
        assert.ok(text.includes(german.description), `${handle}: German description`);
        if (german.subtitle !== english.subtitle) {
          assert.ok(text.includes(german.subtitle), `${handle}: German subtitle`);
          assert.ok(!text.includes(english.subtitle), `${handle}: no English subtitle "${english.subtitle}"`);
        }
        assert.notEqual(german.description, english.description, `${handle}: Medusa has a German description`);
        assert.ok(!text.includes(english.description), `${handle}: no English description`);
      }
      assert.ok(files.length >= 25, `${files.length} German product pages`);
      assert.equal(models.length, 2, 'two configurator models');
      return `${files.length} pages, ${models.length} configurator models`;
    },

    async 'category names on /de come from Medusa in German'() {
      const [{ product_categories: de }, { product_categories: en }] = await Promise.all([
        store('/store/product-categories', { fields: 'handle,name', locale: GERMAN }),
        store('/store/product-categories', { fields: 'handle,name' }),
      ]);
      const basses = de.find((c) => c.handle === 'basses');
      assert.equal(basses.name, 'Bässe', 'Medusa names the basses in German');
      for (const [prefix, categories] of [
        ['/de', de],
        ['', en],
      ]) {
        for (const category of categories) {
          const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(await html(`${prefix}/${category.handle}`))?.[1];
          assert.equal(visibleText(h1 ?? '').trim(), category.name, `${prefix}/${category.handle} heading`);
        }
      }
      // The product page's breadcrumb names its category in the page's language.
      const crumbs = visibleText(
        /<nav[^>]*aria-label="Brotkrumen"[^>]*>([\s\S]*?)<\/nav>/.exec(await html(`/de${PRODUCT.path}`))?.[1] ?? '',
      );
      assert.match(crumbs, /Gitarren/, 'German breadcrumb');
      return `${de.length} categories`;
    },

    async 'image alt texts are German on /de and English on the English pages (browser)'({ page }) {
      const { products } = await store('/store/products', { handle: PRODUCT.handle, fields: 'handle,*images' });
      const { alt, alt_de: altDe } = products[0].images[0].metadata;
      assert.ok(alt && altDe && alt !== altDe, 'Medusa holds both alt texts');
      for (const [prefix, expected] of [
        ['/de', altDe],
        ['', alt],
      ]) {
        await page.goto(`${siteUrl}${prefix}${PRODUCT.path}`);
        const gallery = page.locator('main [data-slot="product-gallery-image"]').first();
        assert.equal(await gallery.getAttribute('alt'), expected, `${prefix || '/'} product image alt`);
        // The category listing's tile too.
        await page.goto(`${siteUrl}${prefix}/guitars`);
        assert.equal(
          await page.locator(`main img[alt="${expected}"]`).count(),
          1,
          `${prefix}/guitars tile alt "${expected}"`,
        );
      }
    },

    async 'availability from inventory: built to order shows, out of stock cannot be added (browser)'({ page }) {
      const cases = [
        [BUILT_TO_ORDER, 'built-to-order', 'In den Warenkorb', 'Add to cart'],
        [OUT_OF_STOCK, 'out-of-stock', 'Ausverkauft', 'Out of stock'],
        [PRODUCT.path, 'available', 'In den Warenkorb', 'Add to cart'],
      ];
      for (const [p, status, labelDe, labelEn] of cases) {
        for (const [prefix, label] of [
          ['/de', labelDe],
          ['', labelEn],
        ]) {
          await openProduct(page, `${prefix}${p}`);
          const badge = page.locator('main [data-slot="availability-badge"]').first();
          assert.equal(await badge.getAttribute('data-status'), status, `${prefix}${p} badge`);
          const button = page.getByRole('button', { name: label, exact: true });
          assert.equal(await button.count(), 1, `${prefix}${p} button "${label}"`);
          assert.equal(await button.isDisabled(), status === 'out-of-stock', `${prefix}${p} button disabled`);
          assert.equal((await jsonLd(page)).offers.availability, SCHEMA[status], `${prefix}${p} JSON-LD availability`);
        }
      }
      // A sold-out variant beside one in stock (the probe, commerce/src/data/probes.json): the
      // selected variant's state drives the badge and the button.
      for (const [prefix, other, add, soldOut] of [
        ['/de', 'Linkshänder', 'In den Warenkorb', 'Ausverkauft'],
        ['', 'Left-handed', 'Add to cart', 'Out of stock'],
      ]) {
        await openProduct(page, `${prefix}${VARIANT_STOCK}`);
        const badge = page.locator('main [data-slot="availability-badge"]').first();
        assert.equal(await badge.getAttribute('data-status'), 'available', `${prefix}${VARIANT_STOCK} first variant`);
        assert.equal(await page.getByRole('button', { name: add, exact: true }).isDisabled(), false);
        assert.equal((await jsonLd(page)).offers.availability, SCHEMA.available, `${prefix}${VARIANT_STOCK} JSON-LD`);
        await page.locator('main [data-slot="variant-option"]').filter({ hasText: other }).click();
        await page
          .locator('main [data-slot="availability-badge"][data-status="out-of-stock"]')
          .waitFor({ timeout: 5000 });
        const button = page.getByRole('button', { name: soldOut, exact: true });
        assert.equal(await button.isDisabled(), true, `${prefix}${VARIANT_STOCK} sold-out variant: button disabled`);
      }

      // The listing shows the state too.
      await page.goto(`${siteUrl}/de/guitars`);
      const tile = page.locator('main li').filter({ has: page.locator(`a[href$="${BUILT_TO_ORDER}"]`) });
      assert.equal(
        await tile.locator('[data-slot="availability-badge"]').getAttribute('data-status'),
        'built-to-order',
        'the built-to-order tile',
      );
      return `${cases.length} products and a sold-out variant, en and de`;
    },

    async 'no built-to-order product page promises 4-5 working days: each names its own weeks from Medusa, each ready one 4-5 working days, en and de'() {
      const { products } = await store('/store/products', {
        limit: '200',
        fields:
          'handle,metadata,*collection,*categories,+variants.inventory_quantity,+variants.allow_backorder,+variants.manage_inventory',
      });
      const counted = { 'built-to-order': 0, available: 0 };
      for (const product of products.filter((p) => p.collection?.handle !== 'configurator')) {
        const states = product.variants.map((v) =>
          v.manage_inventory === false || v.inventory_quantity > 0
            ? 'available'
            : v.allow_backorder
              ? 'built-to-order'
              : 'out-of-stock',
        );
        // Pages whose every variant is in one state (the line names the default variant's).
        const state = states.every((x) => x === states[0]) ? states[0] : null;
        if (state !== 'built-to-order' && state !== 'available') continue;
        counted[state] += 1;
        const route = `/${productPath(product.categories.map((c) => c.handle))}/${product.handle}`;
        for (const language of ['en', 'de']) {
          const text = visibleText(await html(`${DELIVERY[language].prefix}${route}`));
          const line = deliveryLine(deliveryTime(state, product.metadata), language);
          assert.ok(text.includes(line), `${language}${route} (${state}) says "${line}"`);
          if (state === 'built-to-order')
            assert.ok(
              !text.includes(deliveryTimeText(READY_DELIVERY, language)),
              `${language}${route}: no promise of 4-5 working days for a build`,
            );
        }
      }
      assert.ok(counted['built-to-order'] >= 4 && counted.available >= 10, JSON.stringify(counted));
      return `${counted['built-to-order']} built to order in weeks, ${counted.available} ready in working days, en and de`;
    },

    async 'the delivery line and the shipping modal follow the availability: a build in weeks, a ready-to-ship one in working days, de on a phone and en on a desktop (browser)'({
      page,
    }) {
      for (const language of ['de', 'en']) {
        const t = DELIVERY[language];
        await page.setViewportSize(t.viewport);
        for (const [route, value] of [
          [ARCHTOP, t.archtop],
          [READY_TO_SHIP, t.ready],
        ]) {
          const where = `${language}${route}`;
          await openProduct(page, `${t.prefix}${route}`);
          const line = page.getByTestId('delivery');
          await line.waitFor({ state: 'visible', timeout: 5000 });
          const said = (await line.textContent()).replace(/\s+/g, ' ');
          assert.ok(said.includes(value), `${where}: the line says "${value}" ("${said}")`);
          if (route === ARCHTOP)
            assert.ok(!said.includes(t.ready), `${where}: a build promises no 4-5 working days ("${said}")`);
          await axeClean(page, `${where} product page`);
          await page.getByTestId('shipping-modal-trigger').click();
          const dialog = page.getByRole('dialog');
          const time = dialog.locator('[data-slot="shipping-delivery-time"]');
          await time.waitFor({ timeout: 10_000 });
          assert.equal((await time.textContent()).trim(), value, `${where}: the modal names the same time`);
          await dialog.locator('[data-slot="shipping-amount"], [data-slot="shipping-reason"]').first().waitFor();
          // Axe once the modal's opening animation is over (mid-fade its colours are not yet its own).
          await dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
          await axeClean(page, `${where} shipping modal`, '[role="dialog"]');
          await page.keyboard.press('Escape');
          await dialog.waitFor({ state: 'detached', timeout: 5000 });
        }
      }
      return 'Vesper Archtop about 13 weeks, Auric S one-off 4-5 working days: de phone, en desktop';
    },

    'category pages: none ships more than 48 cards; later pages link back, canonical to themselves': async () => {
      const pages = categoryPages(publicDir);
      assert.ok(pages.length >= 10, `category pages built in both languages (${pages.length})`);
      for (const { path: route, cards, html } of pages) {
        assert.ok(cards <= LISTING_PAGE_SIZE, `${route} ships ${cards} cards`);
        assert.match(html, new RegExp(`<link rel="canonical" href="[^"]*${route}"`), `${route} canonical`);
        if (route.includes('/page/')) assert.match(html, /<link rel="prev" href="/, `${route} links its previous page`);
      }
      return `${pages.length} pages, at most ${Math.max(...pages.map((p) => p.cards))} cards`;
    },
  };
}
