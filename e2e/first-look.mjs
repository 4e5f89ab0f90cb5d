// End-to-end checks of a shopper's first look (issue 30): region and zone names in the page's
// language, the product page's default variant (the cheapest buyable, or the one a ?variant= link
// names, kept through a variant change and the language switch), an out-of-stock variant without
// a delivery promise, a home hero whose headline and subline say different things, and each
// variant's own picture: a finish or handedness change swaps the gallery's picture in the same frame.
// With E2E_SHOTS_DIR set, the picture check also saves every guitar and bass page (en desktop,
// de phone) there for looking at.
/* global document, history -- inside page.evaluate and waitForFunction (the browser) */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { siteServices } from '../site/config/env.mjs';
import { axeClean } from './support/axe.mjs';

const GUITAR = { path: '/guitars/auric-s-classic', handle: 'auric-s-classic' };
const ARCHTOP = '/guitars/vesper-archtop';
// The probe with a sold-out left-handed variant beside a right-handed one in stock (probes.json).
const VARIANT_STOCK = '/product/probe-variant-stock';
const norm = (text) => (text ?? '').replace(/\s+/g, ' ').trim();
// Every guitar and bass page (the catalog's instruments with a category).
const INSTRUMENTS = [
  '/guitars/auric-s-classic',
  '/guitars/auric-t-custom',
  '/guitars/vesper-archtop',
  '/guitars/ember-single-cut',
  '/guitars/nomad-travel-guitar',
  '/guitars/cobalt-offset',
  '/guitars/flamingo-s',
  '/basses/atlas-p-bass',
  '/basses/atlas-j-bass-5',
  '/basses/meridian-short-scale',
  '/basses/basalt-fretless',
  '/basses/orbit-headless-bass',
];
/** The gallery's picture on show: its file name, and its frame's box. */
const shownPicture = (page) =>
  page.evaluate(() => {
    const images = [...document.querySelectorAll('main [data-slot="product-gallery-image"]')];
    const shown = images.find((img) => {
      const box = img.getBoundingClientRect();
      const frame = img.closest('[data-slot="carousel"]')?.getBoundingClientRect() ?? box;
      return box.width > 0 && box.left >= frame.left - 1 && box.right <= frame.right + 1;
    });
    if (!shown) return null;
    const { x, y, width, height } = shown.parentElement.getBoundingClientRect();
    return { file: shown.currentSrc.split('/').pop(), complete: shown.complete, box: { x, y, width, height } };
  });

const TEXT = {
  en: {
    prefix: '',
    region: 'Prices for Germany',
    zone: 'Shipping zone: Germany',
    trigger: 'Shipping details',
    deliveryTime: 'Delivery in about',
    inStock: 'Right-handed',
    soldOut: 'Left-handed',
    addToCart: 'Add to cart',
  },
  de: {
    prefix: '/de',
    region: 'Preise für Deutschland',
    zone: 'Versandzone: Deutschland',
    trigger: 'Versanddetails',
    deliveryTime: 'Lieferzeit',
    inStock: 'Rechtshänder',
    soldOut: 'Linkshänder',
    addToCart: 'In den Warenkorb',
  },
};

export function firstLookChecks({ siteUrl, publicDir, buildEnv }) {
  const { medusaUrl, medusaKey } = siteServices(path.join(publicDir, '..'), { ...buildEnv });
  /** A product's variants (id, sku, title) as the private Medusa names them. */
  const variantsOf = async (handle) => {
    const url = new URL(`${medusaUrl}/store/products`);
    url.searchParams.set('handle', handle);
    url.searchParams.set('fields', 'id,handle,*variants');
    const res = await fetch(url, { headers: { 'x-publishable-api-key': medusaKey } });
    assert.equal(res.status, 200, 'store products status');
    const { products } = await res.json();
    return products[0].variants;
  };
  /** A product page after its regional refresh (the region line names the region). */
  const openProduct = async (page, lang, route, search = '') => {
    const res = await page.goto(`${siteUrl}${TEXT[lang].prefix}${route}${search}`, { waitUntil: 'networkidle' });
    assert.equal(res.status(), 200, `${route} status`);
    await page.getByText(TEXT[lang].region, { exact: true }).waitFor({ timeout: 15_000 });
  };
  const amount = (locator) => locator.locator('[data-slot="price-amount"]').first().textContent().then(norm);
  const selectedTitle = async (page) => norm(await page.getByTestId('variant-price').textContent()).split(':')[0];
  /** Waits until the selected variant's line names `title`. */
  const selectedIs = (page, title) =>
    page.waitForFunction(
      (wanted) => document.querySelector('[data-testid="variant-price"]')?.textContent?.startsWith(`${wanted}:`),
      title,
      { timeout: 10_000 },
    );
  const variantParam = (page) => new URL(page.url()).searchParams.get('variant');

  return {
    async "region and shipping zone are named in the page's language: 'Preise für Deutschland', 'Versandzone: Deutschland' (browser)"({
      page,
    }) {
      for (const lang of ['de', 'en']) {
        const t = TEXT[lang];
        await openProduct(page, lang, GUITAR.path);
        const regionLine = norm(await page.getByTestId('product-price').textContent());
        assert.ok(regionLine.includes(t.region), `${lang}: "${regionLine}" names the region as "${t.region}"`);
        await page.getByTestId('shipping-modal-trigger').click();
        const dialog = page.getByRole('dialog');
        await dialog.getByText(t.zone, { exact: true }).waitFor({ timeout: 10_000 });
        if (lang === 'de') assert.ok(!norm(await dialog.textContent()).includes('Germany'), 'no English zone name');
        // Axe once the modal's opening animation is over (mid-fade its colours are not yet its own).
        await dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
        await axeClean(page, `${lang} shipping modal`, '[role="dialog"]');
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached', timeout: 5000 });
      }
      return 'de and en, price line and shipping modal';
    },

    async "a product opens on its cheapest buyable variant: the 'from' price is the selected price (browser)"({
      page,
    }) {
      for (const lang of ['en', 'de']) {
        for (const route of [ARCHTOP, GUITAR.path, VARIANT_STOCK]) {
          await openProduct(page, lang, route);
          const from = await amount(page.getByTestId('product-price'));
          const selected = await amount(page.getByTestId('variant-price'));
          assert.equal(selected, from, `${lang}${route}: selected ${selected}, from ${from}`);
          assert.equal(
            (await page.locator('main [data-slot="availability-badge"]').first().getAttribute('data-status')) !==
              'out-of-stock',
            true,
            `${lang}${route}: the default can be bought`,
          );
          assert.equal(variantParam(page), null, 'arrival writes no variant into the address');
        }
      }
      return 'Vesper Archtop, Auric S Classic and the stock probe, en and de';
    },

    async 'a ?variant= link opens that variant in both languages, follows a variant change and survives the language switch (browser)'({
      page,
    }) {
      const variants = await variantsOf(GUITAR.handle);
      // The dearest variant (Oxblood, left-handed): never the default.
      const shared = variants.find((v) => /oxblood/i.test(v.title) && /left/i.test(v.title));
      assert.ok(shared?.sku, 'the Auric S Classic has an Oxblood left-handed variant with a SKU');
      for (const [lang, param, title] of [
        ['de', shared.sku, 'Ochsenblutrot / Linkshänder'],
        ['en', shared.id, 'Oxblood / Left-handed'],
      ]) {
        await openProduct(page, lang, GUITAR.path, `?variant=${encodeURIComponent(param)}`);
        await selectedIs(page, title);
        const from = await amount(page.getByTestId('product-price'));
        assert.notEqual(
          await amount(page.getByTestId('variant-price')),
          from,
          `${lang}: the shared variant, not the cheapest`,
        );
        assert.equal(variantParam(page), param, `${lang}: the link's variant stays in the address`);
      }
      // A variant change goes into the address (replaceState, no new history entry).
      const before = await page.evaluate(() => history.length);
      await page.locator('main [data-slot="variant-option"]').filter({ hasText: 'Right-handed' }).click();
      await selectedIs(page, 'Oxblood / Right-handed');
      const picked = variants.find((v) => /oxblood/i.test(v.title) && /right/i.test(v.title));
      assert.equal(variantParam(page), picked.sku, 'the picked variant is in the address');
      assert.equal(await page.evaluate(() => history.length), before, 'replaced, not pushed');
      // The language switch keeps it: the German page opens on the same variant.
      await page.locator('[data-slot="language-country-button"]').filter({ visible: true }).first().click();
      const panel = page.locator('form[data-slot="language-country-panel"]');
      await panel.locator('[data-slot="language-option"][value="de"]').click();
      await panel.locator('button[type="submit"]').click();
      await page.waitForURL((url) => url.pathname.startsWith('/de/'), { timeout: 10_000 });
      assert.equal(variantParam(page), picked.sku, 'the German address carries the variant');
      await page.getByText(TEXT.de.region, { exact: true }).waitFor({ timeout: 15_000 });
      await selectedIs(page, 'Ochsenblutrot / Rechtshänder');
      return `shared by SKU (de) and id (en); ${await selectedTitle(page)} after the switch`;
    },

    async 'an out-of-stock variant promises no delivery and offers the in-stock one and the contact request, en and de (browser)'({
      page,
    }) {
      for (const lang of ['en', 'de']) {
        const t = TEXT[lang];
        await openProduct(page, lang, VARIANT_STOCK);
        assert.ok(
          norm(await page.getByTestId('delivery').textContent()).includes(t.deliveryTime),
          `${lang}: in stock, a delivery time`,
        );
        assert.equal(
          await page.getByTestId('out-of-stock-offer').count(),
          0,
          `${lang}: no offer for a variant in stock`,
        );
        await page.locator('main [data-slot="variant-option"]').filter({ hasText: t.soldOut }).click();
        const offer = page.getByTestId('out-of-stock-offer');
        await offer.waitFor({ timeout: 5000 });
        const delivery = norm(await page.getByTestId('delivery').textContent());
        assert.ok(!delivery.includes(t.deliveryTime), `${lang}: no delivery promise ("${delivery}")`);
        assert.ok(delivery.includes(t.trigger), `${lang}: the shipping details stay`);
        const contact = offer.getByTestId('contact-request-link');
        assert.equal(
          await contact.getAttribute('href'),
          `${t.prefix}/about#contact-request-title`,
          `${lang}: contact link`,
        );
        await axeClean(page, `${lang} out-of-stock offer`);
        // The shipping modal names the costs and the zone, and no delivery time either.
        await page.getByTestId('shipping-modal-trigger').click();
        const dialog = page.getByRole('dialog');
        await dialog.locator('[data-slot="shipping-amount"]').waitFor({ timeout: 10_000 });
        assert.equal(await dialog.locator('[data-slot="shipping-delivery-time"]').count(), 0, `${lang}: modal`);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached', timeout: 5000 });
        const alternatives = offer.getByTestId('in-stock-variant');
        assert.equal(await alternatives.count(), 1, `${lang}: one variant in stock`);
        assert.ok(
          norm(await alternatives.textContent()).includes(t.inStock),
          `${lang}: the in-stock variant is offered`,
        );
        await alternatives.click();
        await offer.waitFor({ state: 'detached', timeout: 5000 });
        assert.equal(await page.getByRole('button', { name: t.addToCart, exact: true }).isDisabled(), false);
        assert.ok(
          norm(await page.getByTestId('delivery').textContent()).includes(t.deliveryTime),
          `${lang}: promise back`,
        );
        assert.ok(variantParam(page), `${lang}: the offered variant went into the address`);
        // The contact request it links to is there.
        await page.goto(`${siteUrl}${t.prefix}/about#contact-request-title`);
        await page.locator('#contact-request-title').waitFor({ timeout: 5000 });
      }
      return 'en and de';
    },

    async "each guitar and bass opens on its default variant's picture; a finish or handedness change swaps it in the same frame, en and de (browser)"({
      page,
    }) {
      // Layout shifts of the gallery the page reports from here on (a picture swap must cause none).
      const shifts = () => page.evaluate(() => globalThis.__shifts ?? 0);
      for (const [lang, finish, other, hand] of [
        ['en', 'Oxblood', 'oxblood-right-handed-front', 'Left-handed'],
        ['de', 'Ochsenblutrot', 'oxblood-right-handed-front', 'Linkshänder'],
      ]) {
        await openProduct(page, lang, GUITAR.path);
        await page.evaluate(() => {
          globalThis.__shifts = 0;
          // Only shifts of the gallery count: the price line beside it may change width.
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries())
              if (entry.sources?.some((source) => source.node?.closest?.('[data-slot="carousel"]')))
                globalThis.__shifts += entry.value;
          }).observe({ type: 'layout-shift' });
        });
        const first = await shownPicture(page);
        assert.ok(first, `${lang}: a picture is shown`);
        assert.match(
          first.file,
          /^sunburst-right-handed-front-\d+\.avif$/,
          `${lang}: the default variant's front view, as AVIF`,
        );
        // The head preloads that picture, in AVIF at the widths the <picture> chooses from.
        const preload = await page.evaluate(() =>
          document.querySelector('head link[rel="preload"][as="image"]')?.getAttribute('imagesrcset'),
        );
        assert.match(
          preload ?? '',
          /sunburst-right-handed-front-320\.avif 320w, .*-1280\.avif 1280w$/,
          `${lang}: preload`,
        );
        assert.equal(
          await page.locator('main [data-slot="product-gallery-image"]').count(),
          2,
          `${lang}: the variant's own two pictures (front view and body)`,
        );
        await page.locator('main [data-slot="variant-option"]').filter({ hasText: finish }).click();
        await page.waitForFunction(
          (wanted) =>
            [...document.querySelectorAll('main [data-slot="product-gallery-image"]')].some((img) =>
              img.currentSrc.includes(wanted),
            ),
          other,
          { timeout: 5000 },
        );
        const second = await shownPicture(page);
        assert.match(
          second.file,
          new RegExp(`^${other}-\\d+\\.avif$`),
          `${lang}: the Oxblood picture (${second.file})`,
        );
        assert.deepEqual(second.box, first.box, `${lang}: the same frame`);
        await page.locator('main [data-slot="variant-option"]').filter({ hasText: hand }).click();
        await page.waitForFunction(
          () =>
            [...document.querySelectorAll('main [data-slot="product-gallery-image"]')].some((img) =>
              img.currentSrc.includes('oxblood-left-handed-front'),
            ),
          undefined,
          { timeout: 5000 },
        );
        assert.deepEqual((await shownPicture(page)).box, first.box, `${lang}: the same frame, left-handed`);
        assert.equal(await shifts(), 0, `${lang}: the gallery did not shift while the pictures changed`);
      }
      // A shared link opens on the shared variant's picture.
      const variants = await variantsOf(GUITAR.handle);
      const shared = variants.find((v) => /oxblood/i.test(v.title) && /left/i.test(v.title));
      await openProduct(page, 'de', GUITAR.path, `?variant=${encodeURIComponent(shared.sku)}`);
      await page.waitForFunction(
        () =>
          [...document.querySelectorAll('main [data-slot="product-gallery-image"]')].some((img) =>
            img.currentSrc.includes('oxblood-left-handed-front'),
          ),
        undefined,
        { timeout: 5000 },
      );
      // Every guitar and bass shows a front view of its own on arrival (and, for looking, a screenshot).
      const shots = process.env.E2E_SHOTS_DIR;
      if (shots) mkdirSync(shots, { recursive: true });
      const seen = new Set();
      for (const route of INSTRUMENTS) {
        for (const [lang, viewport] of [
          ['en', { width: 1280, height: 900 }],
          ['de', { width: 390, height: 844 }],
        ]) {
          await page.setViewportSize(viewport);
          await openProduct(page, lang, route);
          await page.waitForFunction(
            () =>
              [...document.querySelectorAll('main [data-slot="product-gallery-image"]')].every((img) => img.complete),
            undefined,
            { timeout: 10_000 },
          );
          const shown = await shownPicture(page);
          assert.match(shown?.file ?? '', /-front-\d+\.avif$/, `${lang}${route}: a front view (${shown?.file})`);
          seen.add(`${route.split('/').pop()}:${shown.file.replace(/-\d+\.avif$/, '')}`);
          if (shots) await page.screenshot({ path: path.join(shots, `${route.split('/').pop()}-${lang}.png`) });
        }
      }
      await page.setViewportSize({ width: 1280, height: 900 });
      // The srcset serves the width the layout needs: a phone (in a fresh context: a browser reuses
      // a larger copy it already holds) gets a smaller file than the desktop's 1280 px.
      const phone = await page
        .context()
        .browser()
        .newContext({ viewport: { width: 390, height: 844 } });
      try {
        const phonePage = await phone.newPage();
        await phonePage.goto(`${siteUrl}/de${GUITAR.path}`);
        await phonePage.waitForFunction(
          () => document.querySelector('main [data-slot="product-gallery-image"]')?.complete,
          undefined,
          { timeout: 10_000 },
        );
        const phoneFile = (await shownPicture(phonePage))?.file ?? '';
        const width = Number(/-(\d+)\.avif$/.exec(phoneFile)?.[1]);
        assert.ok(width < 1280, `de phone: a smaller width than the desktop's (${phoneFile})`);
      } finally {
        await phone.close();
      }
      return `${seen.size} front views on ${INSTRUMENTS.length} pages${shots ? `, screenshots in ${shots}` : ''}`;
    },

    async 'the home hero headline and subline say different things, en and de (browser)'({ page }) {
      const seen = [];
      // A visitor without a language cookie (an earlier check switched to German): / is English.
      const context = await page.context().browser().newContext({ locale: 'en-US' });
      const visitor = await context.newPage();
      try {
        for (const [prefix, lang] of [
          ['', 'en'],
          ['/de', 'de'],
        ]) {
          await visitor.goto(`${siteUrl}${prefix}/`, { waitUntil: 'domcontentloaded' });
          assert.equal(await visitor.locator('html').getAttribute('lang'), lang, `${prefix || '/'}: language`);
          const headline = norm(await visitor.locator('#home-title').textContent());
          const subline = norm(await visitor.getByTestId('home-subline').textContent());
          assert.ok(headline && subline, `${prefix || '/'}: headline and subline`);
          assert.notEqual(subline.toLowerCase(), headline.toLowerCase(), `${prefix || '/'}: different`);
          // Not the same sentence reworded either: most of the subline's words are new.
          const words = (text) => new Set(text.toLowerCase().match(/\p{L}{4,}/gu) ?? []);
          const head = words(headline);
          const sub = [...words(subline)];
          const shared = sub.filter((w) => head.has(w));
          assert.ok(shared.length <= sub.length / 3, `${prefix || '/'}: shares ${shared.join(', ')} with the headline`);
          seen.push(subline);
        }
      } finally {
        await context.close();
      }
      return seen.join(' | ');
    },
  };
}
