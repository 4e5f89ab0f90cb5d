// Site search journeys (Pagefind index built with the site, the design system's SearchDialog):
// English on a desktop and German on a phone, keyboard only: `/` or the header entry opens the
// dialog, the typed product is the first result, arrows and Enter open it, Escape closes with
// focus back; a German-only word finds nothing on `/`; umlauts and ß match their plain spellings;
// the category and availability filters; zero axe violations in the open dialog; the /search
// page with and without JavaScript; the index's files, types, CSP and what is (not) indexed; and
// that neither Pagefind nor the search code loads before search is opened.
/* global document -- in page.evaluate and waitForFunction callbacks */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { axeClean } from './support/axe.mjs';
import { DESKTOP, PHONE } from './support/devices.mjs';
import { BCP47, languagePrefix } from '@tonewood/rules';

const TEXT = {
  en: {
    search: 'Search',
    menu: 'Open menu',
    products: 'Products',
    journal: 'Journal',
    noResults: (q) => `Nothing found for “${q}”.`,
    needsJs: 'Search results are found in your browser and need JavaScript.',
  },
  de: {
    search: 'Suche',
    menu: 'Menü öffnen',
    products: 'Produkte',
    journal: 'Journal',
    noResults: (q) => `Keine Treffer für „${q}“.`,
    needsJs: 'Die Suchergebnisse entstehen in deinem Browser und brauchen JavaScript.',
  },
};

const dialogOf = (page) => page.locator('[data-slot="search-dialog"]');
const input = (page) => page.locator('[data-slot="search-input"]');

/** Types a query into the open dialog and waits until the results (or the no-result line) are for it. */
async function typeQuery(page, query) {
  await input(page).fill('');
  await page.keyboard.type(query);
  // The dialog's status is 'loading' from the keystroke until the answer for exactly this query.
  await page.waitForSelector('[data-slot="search-dialog"]:is([data-status="ready"], [data-status="error"])', {
    timeout: 15_000,
  });
  assert.equal(await input(page).inputValue(), query);
}

/** Presses `/` until the dialog opens (the key works once the page is hydrated). */
async function openWithSlash(page) {
  for (let attempt = 0; attempt < 10; attempt++) {
    await page.keyboard.press('/');
    const opened = await dialogOf(page)
      .waitFor({ timeout: 3000 })
      .then(() => true)
      .catch(() => false);
    if (opened) return;
  }
  assert.fail('`/` did not open the search');
}

const resultTitles = (page) => page.locator('[data-slot="search-result-title"]').allTextContents();
const activeElement = (page) =>
  page.evaluate(() => ({
    slot: document.activeElement?.getAttribute('data-slot'),
    text: document.activeElement?.textContent?.trim(),
  }));

/**
 * Waits until the focused element has the data-slot, then asserts it. Radix moves focus in a
 * timer after the dialog mounts or unmounts, so the check right after `waitFor` can see the body.
 */
async function expectFocus(page, slot, message) {
  await page
    .waitForFunction((s) => globalThis.document.activeElement?.getAttribute('data-slot') === s, slot, { timeout: 3000 })
    .catch(() => {});
  assert.equal((await activeElement(page)).slot, slot, message);
}

/** Presses Tab until the focused element has the data-slot (keyboard only), at most 40 times. */
async function tabTo(page, slot) {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    if ((await activeElement(page)).slot === slot) return;
  }
  assert.fail(`Tab never reached [data-slot="${slot}"]`);
}

export function searchChecks({ siteUrl, publicDir }) {
  async function newTab(page, language, device, options = {}) {
    const context = await page
      .context()
      .browser()
      .newContext({ locale: BCP47[language], ...device, ...options });
    const tab = await context.newPage();
    const errors = [];
    tab.on('pageerror', (e) => errors.push(e.message));
    tab.on('console', (m) => {
      if (/Content[- ]Security[- ]Policy|WebAssembly/i.test(m.text())) errors.push(m.text());
    });
    return { tab, context, errors };
  }

  return {
    async 'search: the index holds products, journal and content pages per language, not cart, checkout, legal, 404 or search pages; served with its types, CSP allows WebAssembly'() {
      const dir = path.join(publicDir, 'pagefind');
      const files = readdirSync(dir);
      for (const lang of ['en', 'de'])
        assert.ok(files.includes(`wasm.${lang}.pagefind`), `an index for ${lang}: ${files.join(', ')}`);
      const html = (p) => readFileSync(path.join(publicDir, p, 'index.html'), 'utf8');
      for (const p of ['guitars/vesper-archtop', 'de/guitars/vesper-archtop', 'about', 'de/about'])
        assert.match(html(p), /data-pagefind-body/, `${p} is indexed`);
      const post = readdirSync(path.join(publicDir, 'blog'), { withFileTypes: true }).find(
        (e) => e.isDirectory() && existsSync(path.join(publicDir, 'blog', e.name, 'index.html')),
      );
      assert.match(html(`blog/${post.name}`), /data-pagefind-body/, 'a journal post is indexed');
      for (const p of [
        'cart',
        'de/cart',
        'checkout',
        'imprint',
        'de/privacy',
        'search',
        'de/search',
        'de/404',
        'guitars',
      ])
        assert.doesNotMatch(html(p), /data-pagefind-body/, `${p} is not indexed`);
      assert.doesNotMatch(readFileSync(path.join(publicDir, '404.html'), 'utf8'), /data-pagefind-body/);
      // Product data for the results: filters and metadata in the markup.
      for (const pattern of [
        /data-pagefind-filter="availability:(available|built-to-order|out-of-stock)"/,
        /data-pagefind-filter="category:Gitarren"/,
        /data-pagefind-meta="image:\/[^"]+"/,
        /data-pagefind-meta="price:\d+(\.\d+)?"/,
      ])
        assert.match(html('de/guitars/vesper-archtop'), pattern);

      const script = await fetch(`${siteUrl}/pagefind/pagefind.js`);
      assert.equal(script.status, 200);
      assert.match(script.headers.get('content-type'), /^(text|application)\/javascript/);
      const meta = files.find((f) => f.endsWith('.pf_meta'));
      const metaRes = await fetch(`${siteUrl}/pagefind/${meta}`);
      assert.equal(metaRes.status, 200);
      assert.equal(metaRes.headers.get('content-type'), 'application/octet-stream');
      assert.match(metaRes.headers.get('cache-control'), /immutable/);
      const wasm = await fetch(`${siteUrl}/pagefind/wasm.de.pagefind`);
      assert.equal(wasm.headers.get('content-type'), 'application/octet-stream');
      const page = await fetch(`${siteUrl}/de/guitars/vesper-archtop`);
      assert.match(page.headers.get('content-security-policy'), /script-src 'self'[^;]* 'wasm-unsafe-eval'/);
      assert.doesNotMatch(page.headers.get('content-security-policy'), /'unsafe-eval'/);
    },

    async 'search: en, desktop, keyboard only: `/` opens, the typed product is first, arrows + Enter open it, a German-only word finds nothing, Escape returns focus; nothing of search loads before (browser)'({
      page,
    }) {
      const { tab, context, errors } = await newTab(page, 'en', DESKTOP);
      const t = TEXT.en;
      try {
        const loaded = [];
        tab.on('request', (r) => loaded.push(new URL(r.url()).pathname));
        await tab.goto(`${siteUrl}/guitars/auric-s-classic`, { waitUntil: 'networkidle' });
        assert.deepEqual(
          loaded.filter((p) => p.startsWith('/pagefind/')),
          [],
          'Pagefind is not loaded with the page',
        );
        const scriptsBefore = loaded.filter((p) => p.endsWith('.js')).length;

        await openWithSlash(tab);
        await expectFocus(tab, 'search-input', 'focus in the search field');
        await typeQuery(tab, 'Vesper Archtop');
        assert.ok(
          loaded.some((p) => p === '/pagefind/pagefind.js'),
          'Pagefind loads when search is opened',
        );
        assert.ok(loaded.filter((p) => p.endsWith('.js')).length > scriptsBefore, 'the search code loads on opening');
        const titles = await resultTitles(tab);
        assert.equal(titles[0], 'Vesper Archtop', `first result: ${titles.join(' | ')}`);
        const first = tab.locator('[data-slot="search-result"]').first();
        assert.match(await first.textContent(), /€/, 'a product result shows its price');
        assert.equal(await first.locator('[data-slot="availability-badge"]').count(), 1, 'and its availability');
        assert.equal(await first.locator('img').count(), 1, 'and its picture');
        assert.equal(await tab.locator('[data-slot="search-group"][data-kind="product"] h3').textContent(), t.products);

        // Arrows move the active option; Enter opens it.
        await tab.keyboard.press('ArrowDown');
        const activeId = await input(tab).getAttribute('aria-activedescendant');
        assert.ok(activeId, 'ArrowDown makes a result active');
        assert.equal(await tab.locator(`[id="${activeId}"]`).getAttribute('aria-selected'), 'true');
        assert.equal(
          await tab.locator(`[id="${activeId}"] [data-slot="search-result-title"]`).textContent(),
          titles[0],
        );
        if (titles.length > 1) {
          await tab.keyboard.press('ArrowDown');
          assert.notEqual(await input(tab).getAttribute('aria-activedescendant'), activeId, 'ArrowDown moves on');
          await tab.keyboard.press('ArrowUp');
        }
        assert.equal(await input(tab).getAttribute('aria-activedescendant'), activeId, 'ArrowUp moves back');
        await tab.keyboard.press('Enter');
        await tab.waitForURL(`${siteUrl}/guitars/vesper-archtop`);
        await dialogOf(tab).waitFor({ state: 'detached' });

        // A German-only word (the Nomad's German description) finds nothing in English.
        await tab.waitForLoadState('networkidle');
        await openWithSlash(tab);
        await typeQuery(tab, 'Reisegitarre');
        assert.equal(await tab.locator('[data-slot="search-status"]').textContent(), t.noResults('Reisegitarre'));
        assert.equal(await tab.locator('[data-slot="search-result"]').count(), 0);
        await tab.keyboard.press('Escape');
        await dialogOf(tab).waitFor({ state: 'detached' });

        // The header entry by keyboard; Escape puts focus back on it.
        await tabTo(tab, 'search-link');
        await tab.keyboard.press('Enter');
        await dialogOf(tab).waitFor();
        await typeQuery(tab, 'basses');
        assert.ok((await resultTitles(tab)).length > 0, 'a plural finds results (stemming)');
        await axeClean(tab, 'the search dialog (en, desktop, with results)', '[data-slot="search-dialog"]');
        await tab.keyboard.press('Escape');
        await dialogOf(tab).waitFor({ state: 'detached' });
        await expectFocus(tab, 'search-link', 'focus is back on the search entry');
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    },

    async 'search: de, phone, keyboard only: the menu entry opens it, part of a German description finds the guitar, "Baesse" and "Strasse" find Bässe and Straße, axe clean (browser)'({
      page,
    }) {
      const { tab, context, errors } = await newTab(page, 'de', PHONE);
      try {
        await tab.goto(`${siteUrl}/de`, { waitUntil: 'networkidle' });
        await tabTo(tab, 'menu-button');
        await tab.keyboard.press('Enter');
        await tab.locator('[data-slot="mobile-menu-search"]').waitFor();
        await tabTo(tab, 'mobile-menu-search');
        await tab.keyboard.press('Enter');
        await dialogOf(tab).waitFor();
        await expectFocus(tab, 'search-input');

        // The acceptance: part of the Nomad's German description, on a phone, without a mouse.
        await typeQuery(tab, 'Handgepäckfach');
        const titles = await resultTitles(tab);
        assert.equal(titles[0], 'Nomad Reisegitarre', `first result: ${titles.join(' | ')}`);
        await typeQuery(tab, 'Reisegitarre');
        assert.equal((await resultTitles(tab))[0], 'Nomad Reisegitarre');
        assert.equal(
          await tab.locator('[data-slot="search-result"]').first().getAttribute('href'),
          '/de/guitars/nomad-travel-guitar',
        );

        // Umlauts and ß in their plain spellings.
        for (const [query, title] of [
          ['Baesse', 'Drei Bässe für eine Tourband'],
          ['Bässe', 'Drei Bässe für eine Tourband'],
          ['Strasse', 'Drei Bässe für eine Tourband'],
          ['Fuenfsaiter', 'Atlas J Bass Fünfsaiter'],
        ]) {
          await typeQuery(tab, query);
          const found = await resultTitles(tab);
          assert.ok(found.includes(title), `"${query}" finds "${title}": ${found.join(' | ')}`);
          if (query === 'Baesse')
            assert.equal(
              await tab.locator('[data-slot="search-group"][data-kind="journal"] h3').textContent(),
              TEXT.de.journal,
            );
        }
        await typeQuery(tab, 'Erlekorpus');
        await axeClean(tab, 'the search dialog (de, phone, with results)', '[data-slot="search-dialog"]');

        // Escape closes the search over the menu, focus back on the menu's search entry.
        await tab.keyboard.press('Escape');
        await dialogOf(tab).waitFor({ state: 'detached' });
        await expectFocus(tab, 'mobile-menu-search');
        // Enter on a result closes the menu as well.
        await tab.keyboard.press('Enter');
        await dialogOf(tab).waitFor();
        await typeQuery(tab, 'Handgepäckfach');
        await tab.keyboard.press('Enter');
        await tab.waitForURL(`${siteUrl}/de/guitars/nomad-travel-guitar`);
        await tab.locator('[data-slot="mobile-menu"]').waitFor({ state: 'detached' });
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    },

    async 'search: the category and availability filters narrow the product results, en and de (browser)'({ page }) {
      for (const [language, query, category, categoryPath] of [
        ['en', 'bass', 'Basses', '/basses/'],
        ['de', 'Bass', 'Bässe', '/de/basses/'],
      ]) {
        const { tab, context, errors } = await newTab(page, language, DESKTOP);
        try {
          await tab.goto(`${siteUrl}${languagePrefix(language)}/about`, { waitUntil: 'networkidle' });
          await openWithSlash(tab);
          await typeQuery(tab, query);
          const all = await tab.locator('[data-slot="search-result"]').count();
          const categorySelect = tab.locator('[data-slot="search-filter-category"]');
          await categorySelect.selectOption(category);
          await typeQuery(tab, query);
          const hrefs = await tab
            .locator('[data-slot="search-result"]')
            .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
          assert.ok(hrefs.length > 0, `${language}: results in ${category}`);
          assert.ok(
            hrefs.every((h) => h.startsWith(categoryPath)),
            `${language}: only ${category}: ${hrefs.join(', ')}`,
          );
          assert.ok(hrefs.length <= all, 'the filter narrows');

          // Availability: one of the states the results show, then only that state.
          const states = await tab
            .locator('[data-slot="search-result"] [data-slot="availability-badge"]')
            .evaluateAll((badges) => badges.map((b) => b.getAttribute('data-status')));
          const state = states.at(-1);
          await tab.locator('[data-slot="search-filter-availability"]').selectOption(state);
          await typeQuery(tab, query);
          const filtered = await tab
            .locator('[data-slot="search-result"] [data-slot="availability-badge"]')
            .evaluateAll((badges) => badges.map((b) => b.getAttribute('data-status')));
          assert.ok(filtered.length > 0, `${language}: results that are ${state}`);
          assert.deepEqual([...new Set(filtered)], [state], `${language}: only ${state}`);
          assert.deepEqual(errors, []);
        } finally {
          await context.close();
        }
      }
    },

    async 'search: /search?q= and /de/search?q= show results with JavaScript, the form and a clear message without; noindex, not in the sitemap (browser)'({
      page,
    }) {
      const sitemap = readFileSync(path.join(publicDir, 'sitemap.xml'), 'utf8');
      assert.doesNotMatch(sitemap, /\/search</, 'the search page is not in the sitemap');
      for (const language of ['en', 'de']) {
        const prefix = languagePrefix(language);
        const withJs = await newTab(page, language, DESKTOP);
        try {
          await withJs.tab.goto(`${siteUrl}${prefix}/search?q=Vesper`, { waitUntil: 'networkidle' });
          await withJs.tab.locator('[data-slot="search-result"]').first().waitFor();
          assert.equal(
            await withJs.tab.locator('[data-slot="search-result-title"]').first().textContent(),
            'Vesper Archtop',
          );
          assert.equal(await withJs.tab.locator('[data-testid="search-no-js"]').count(), 0);
          assert.equal(await withJs.tab.locator('meta[name="robots"]').getAttribute('content'), 'noindex');
          assert.deepEqual(withJs.errors, []);
        } finally {
          await withJs.context.close();
        }
        const noJs = await newTab(page, language, PHONE, { javaScriptEnabled: false });
        try {
          await noJs.tab.goto(`${siteUrl}${prefix}/search?q=Vesper`);
          const message = await noJs.tab.locator('[data-testid="search-no-js"]').textContent();
          assert.ok(message.startsWith(TEXT[language].needsJs), `${language}: ${message}`);
          const form = noJs.tab.locator('form[role="search"]');
          assert.equal(await form.getAttribute('action'), `${prefix}/search`);
          assert.equal(await form.getAttribute('method'), 'get');
          // The header entry is a plain link to this page.
          assert.equal(
            await noJs.tab.locator('header [data-slot="search-link"]').getAttribute('href'),
            `${prefix}/search`,
          );
          await form.locator('input[name="q"]').fill('Bass');
          await form.locator('button[type="submit"]').click();
          await noJs.tab.waitForURL(`${siteUrl}${prefix}/search?q=Bass`);
        } finally {
          await noJs.context.close();
        }
      }
    },
  };
}
