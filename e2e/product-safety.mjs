// End-to-end checks of the product-safety block (GPSR, Regulation (EU) 2023/988, Art. 19; issue
// 26): every product page, in both languages, names the manufacturer (Strapi settings), the model
// and the selected variant's SKU; products that need them (rules' needsSafetyInformation) carry the
// warnings and safety information Medusa holds for them (German through its Translation Module).
// All pages are checked in the built HTML; an amp and the variant switch in the browser.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { needsSafetyInformation, safetyLines } from '@tonewood/rules';
import { productPath } from '../site/config/routes.mjs';
import { siteServices } from '../site/config/env.mjs';
import { axeClean } from './support/axe.mjs';

const GERMAN = 'de-DE';
const AMP = '/product/ember-18-combo';
const MANUFACTURER = { name: 'Tonewood Instrumentenbau GmbH', email: 'hello@tonewood.example' };
const WORDS = {
  en: { title: 'Product safety', warnings: 'Warnings', information: 'Safety information', country: 'Germany' },
  de: {
    title: 'Produktsicherheit',
    warnings: 'Warnhinweise',
    information: 'Sicherheitsinformationen',
    country: 'Deutschland',
  },
};

/** Text as it stands in the HTML (React escapes &, <, >, " and '). */
const escaped = (text) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

export function productSafetyChecks({ siteUrl, publicDir, buildEnv }) {
  const { medusaUrl, medusaKey } = siteServices(path.join(publicDir, '..'), { ...buildEnv });
  /** The catalog as the private Medusa instance the site was built against serves it. */
  const products = async (locale) => {
    const url = new URL(`${medusaUrl}/store/products`);
    url.searchParams.set('limit', '200');
    url.searchParams.set('fields', 'id,handle,title,+metadata,*type,*categories,*collection,*variants,*product_safety');
    if (locale) url.searchParams.set('locale', locale);
    const res = await fetch(url, { headers: { 'x-publishable-api-key': medusaKey } });
    assert.equal(res.status, 200, 'store products');
    return (await res.json()).products.filter((p) => p.collection?.handle !== 'configurator');
  };
  /** The block of a page: the HTML from its section to the section's end. */
  const block = (html, where) => {
    const start = html.indexOf('data-slot="product-safety"');
    assert.ok(start > 0, `${where}: no product-safety block`);
    return html.slice(start, html.indexOf('</section>', start));
  };

  return {
    async 'every product page carries the product-safety block in its language, with warnings where needed (built HTML)'() {
      const [en, de] = await Promise.all([products(), products(GERMAN)]);
      const german = new Map(de.map((p) => [p.id, p]));
      let withWarnings = 0;
      for (const product of en) {
        const route = `/${productPath(product.categories.map((c) => c.handle))}/${product.handle}`;
        for (const [language, prefix, version] of [
          ['en', '', product],
          ['de', '/de', german.get(product.id)],
        ]) {
          const where = `${prefix}${route}`;
          const html = readFileSync(path.join(publicDir, prefix, route, 'index.html'), 'utf8');
          const part = block(html, where);
          const words = WORDS[language];
          assert.ok(part.includes(`>${words.title}</h2>`), `${where}: heading "${words.title}"`);
          assert.ok(part.includes(`<address`) && part.includes(MANUFACTURER.name), `${where}: manufacturer name`);
          assert.ok(part.includes(`04229 Leipzig<br/>${words.country}`), `${where}: postal address (${language})`);
          assert.ok(part.includes(`href="mailto:${MANUFACTURER.email}"`), `${where}: mailto link`);
          assert.ok(part.includes(escaped(version.title)), `${where}: model "${version.title}"`);
          // The build opens on a variant; its SKU is one of the product's.
          const sku = /data-slot="sku"[^>]*>([^<]*)</.exec(part)?.[1];
          assert.ok(
            product.variants.some((v) => v.sku === sku),
            `${where}: SKU "${sku}" is a variant's`,
          );
          const needs = needsSafetyInformation({ type: product.type?.value, metadata: product.metadata });
          assert.equal(part.includes(`>${words.warnings}</h3>`), needs, `${where}: warnings shown only when needed`);
          if (!needs) continue;
          const lines = [
            ...safetyLines(version.product_safety.warnings),
            ...safetyLines(version.product_safety.safety_information),
          ];
          for (const line of lines) assert.ok(part.includes(`<li>${escaped(line)}</li>`), `${where}: "${line}"`);
          withWarnings++;
        }
      }
      assert.ok(withWarnings >= 14, `${withWarnings / 2} products with warnings`);
      return `${en.length} products x 2 languages, ${withWarnings / 2} with warnings`;
    },

    async 'an amp carries its safety notes in both languages, opened by keyboard, axe-clean (browser)'({ page }) {
      await page.setViewportSize({ width: 1280, height: 900 });
      for (const [language, prefix, first] of [
        ['en', '', /^Mains voltage inside/],
        ['de', '/de', /^Netzspannung im Gerät/],
      ]) {
        const words = WORDS[language];
        await page.goto(`${siteUrl}${prefix}${AMP}`, { waitUntil: 'networkidle' });
        const section = page.locator('main [data-slot="product-safety"]');
        const summary = section.locator('summary');
        await summary.focus();
        await page.keyboard.press('Enter');
        const warnings = section.getByRole('heading', { level: 3, name: words.warnings });
        await warnings.waitFor({ state: 'visible', timeout: 5000 });
        assert.equal(await section.getByRole('heading', { level: 2 }).textContent(), words.title);
        const items = section.locator('[data-slot="warnings"] li');
        assert.equal(await items.count(), 3, `${prefix}${AMP}: three warnings`);
        assert.match(await items.first().textContent(), first);
        assert.ok(await section.getByRole('heading', { level: 3, name: words.information }).isVisible());
        await axeClean(page, `${prefix}${AMP} with the product-safety block open`, 'main [data-slot="product-safety"]');
      }
      return 'en and de';
    },

    async 'the SKU in the product-safety block follows the selected variant (browser)'({ page }) {
      const amp = (await products()).find((p) => p.handle === 'ember-18-combo');
      const skuOf = (title) => amp.variants.find((v) => v.title === title).sku;
      await page.goto(`${siteUrl}${AMP}`, { waitUntil: 'networkidle' });
      const sku = page.locator('main [data-slot="product-safety"] [data-slot="sku"]');
      const before = (await sku.textContent()).trim();
      const other = before === skuOf('Tweed') ? 'Oxblood Tolex' : 'Tweed';
      await page.locator('main [data-slot="variant-option"]').filter({ hasText: other }).click();
      const expected = skuOf(other);
      await page
        .locator('main [data-slot="product-safety"] [data-slot="sku"]', { hasText: expected })
        .waitFor({ state: 'attached', timeout: 5000 });
      assert.equal((await sku.textContent()).trim(), expected, 'the SKU of the chosen variant');
      return `${before} -> ${skuOf(other)}`;
    },
  };
}
