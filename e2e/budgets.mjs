// Page weight: the built site's first-load JavaScript per page type (gzip, from webpack's stats)
// stays within its budget (site/build/first-load-budget.mjs). A size check, not a timing. And no
// page asks the browser's Intl for a formatter while it loads: the first one loads Intl's data,
// 50-100 ms of main thread on a desktop and four times that on a phone (rules/src/money.ts,
// site/src/lib/react-aria/locale.mjs). Counted by calls, not timed.
/* global window -- inside addInitScript (the browser) */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { firstLoadJs } from '../site/build/first-load-budget.mjs';
import { HYDRATION_SCRIPT_ID } from '../site/config/hydration.mjs';
import { COMPILE_HINT } from '../site/gatsby/compileHints.mjs';
import { PHONE } from './support/devices.mjs';
import { observeHydrationIn, waitForHydration } from './support/hydration.mjs';

/** Counts, in the page, every Intl call that loads Intl's data (PluralRules does not: allowed). */
function countIntl() {
  window.__intlCalls = [];
  const note = (name) => window.__intlCalls.push(`${name} ${(new Error().stack ?? '').split('\n')[3]?.trim() ?? ''}`);
  for (const name of [
    'NumberFormat',
    'DateTimeFormat',
    'DisplayNames',
    'Collator',
    'Locale',
    'ListFormat',
    'RelativeTimeFormat',
    'Segmenter',
  ]) {
    const Original = Intl[name];
    if (!Original) continue;
    const counted = new Proxy(Original, {
      construct(target, args, newTarget) {
        note(name);
        return Reflect.construct(target, args, newTarget);
      },
      apply(target, self, args) {
        note(name);
        return Reflect.apply(target, self, args);
      },
      get(target, key, receiver) {
        if (key === 'supportedLocalesOf')
          return (...args) => (note(`${name}.supportedLocalesOf`), target.supportedLocalesOf(...args));
        return Reflect.get(target, key, receiver);
      },
    });
    Object.defineProperty(Intl, name, { value: counted, configurable: true, writable: true });
  }
  for (const [owner, method] of [
    [Number.prototype, 'toLocaleString'],
    [Date.prototype, 'toLocaleString'],
    [Date.prototype, 'toLocaleDateString'],
    [Date.prototype, 'toLocaleTimeString'],
    [String.prototype, 'localeCompare'],
  ]) {
    const original = owner[method];
    owner[method] = function (...args) {
      note(method);
      return original.apply(this, args);
    };
  }
}

export function budgetChecks({ publicDir, siteUrl }) {
  return {
    async 'no page loads Intl while it hydrates: home, category, product, post, configurator, cart, in both languages (browser, phone)'({
      page,
    }) {
      // A blog post in each language, as the sitemap lists them.
      const pathsInSitemap = [
        ...readFileSync(path.join(publicDir, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g),
      ].map((m) => new URL(m[1]).pathname);
      const post = (prefix) =>
        pathsInSitemap.find((p) => p.startsWith(`${prefix}/blog/`) && p.length > `${prefix}/blog/`.length);
      const routes = ['', '/de'].flatMap((prefix) => [
        prefix || '/',
        `${prefix}/guitars`,
        `${prefix}/guitars/auric-s-classic`,
        post(prefix),
        `${prefix}/configurator-test`,
        `${prefix}/cart`,
      ]);
      assert.ok(routes.every(Boolean), `a blog post in each language in the sitemap: ${routes}`);
      const context = await page
        .context()
        .browser()
        .newContext({ ...PHONE });
      await observeHydrationIn(context);
      await context.addInitScript(countIntl);
      const found = [];
      try {
        const tab = await context.newPage();
        for (const route of routes) {
          // Hydrated, and what it loads after that (the network quiet again).
          await tab.goto(`${siteUrl}${route}`);
          await waitForHydration(tab);
          await tab.waitForLoadState('networkidle');
          const calls = await tab.evaluate(() => window.__intlCalls);
          for (const call of calls) found.push(`${route}: ${call}`);
        }
      } finally {
        await context.close();
      }
      assert.deepEqual(found, [], 'Intl calls while the page loaded');
      return `${routes.length} pages, no Intl data loaded`;
    },

    async 'first-load JS of every page type stays within its budget (gzip; site/build/first-load-budget.mjs)'() {
      const pages = firstLoadJs(publicDir);
      // The templates the budgets are about must be in the build (a renamed template is no pass).
      for (const template of ['product', 'client-only', 'checkout', 'configurator', 'home', 'category'])
        assert.ok(
          pages.some((p) => p.template === template),
          `no chunk group for the ${template} template in webpack.stats.json`,
        );
      const over = pages.filter((p) => p.kb > p.budget);
      assert.deepEqual(
        over.map(
          (p) => `${p.label}: ${p.kb.toFixed(1)} KB > ${p.budget} KB (${p.files.map((f) => f.name).join(', ')})`,
        ),
        [],
        'first-load JS over budget',
      );
      return pages.map((p) => `${p.template} ${p.kb.toFixed(1)}`).join(', ');
    },

    async "every browser script of the build starts with V8's compile hint (site/gatsby/compileHints.mjs)"() {
      // webpack's bundles are the .js files at the top of public/; every page's first load is among them.
      const scripts = readdirSync(publicDir).filter((file) => file.endsWith('.js'));
      for (const { files } of firstLoadJs(publicDir))
        for (const { name } of files) assert.ok(scripts.includes(name), `${name} is in public/`);
      const without = scripts.filter(
        (file) => !readFileSync(path.join(publicDir, file), 'utf8').startsWith(COMPILE_HINT),
      );
      assert.deepEqual(without, [], 'scripts without the compile hint as their first line');
      return `${scripts.length} scripts`;
    },

    async "no browser script carries the js-sdk's admin API or get-intrinsic (site/src/lib/data/client.ts)"() {
      // The storefront builds the js-sdk's Client and Store only; importing the package's Medusa
      // class brings its whole admin API along (86 KB of the commerce chunk).
      const scripts = readdirSync(publicDir).filter((file) => file.endsWith('.js'));
      const text = (file) => readFileSync(path.join(publicDir, file), 'utf8');
      const sdk = scripts.filter((file) => text(file).includes('x-publishable-api-key'));
      assert.equal(sdk.length, 1, `the js-sdk's client is in one script (${sdk.join(', ')})`);
      const admin = scripts.filter((file) => /"\/admin\/(products|orders|customers)/.test(text(file)));
      assert.deepEqual(admin, [], "scripts with the js-sdk's admin API");
      // qs's side channels are the site's own (site/src/lib/data/sideChannel.cjs), not get-intrinsic's.
      const intrinsics = scripts.filter((file) => text(file).includes('%WeakMap%'));
      assert.deepEqual(intrinsics, [], 'scripts with get-intrinsic');
      return `the js-sdk in ${sdk[0]}, ${(statSync(path.join(publicDir, sdk[0])).size / 1024).toFixed(1)} KB`;
    },

    async 'every built page, shells too, starts its scripts after its first paint (site/config/hydration.mjs)'() {
      // No page lets the browser fetch and run its scripts before it has painted: each has the
      // loader, and no script tag or unconditional script preload of its own (the wide screen's
      // mega-menu preload has a media query). Gatsby's own slice files are not pages.
      const pages = [];
      const walk = (dir) => {
        for (const entry of readdirSync(dir, { withFileTypes: true })) {
          const full = path.join(dir, entry.name);
          if (entry.isDirectory()) {
            if (!['_gatsby', 'page-data', 'static'].includes(entry.name)) walk(full);
          } else if (entry.name.endsWith('.html')) pages.push(path.relative(publicDir, full));
        }
      };
      walk(publicDir);
      for (const shell of ['cart/index.html', 'de/cart/index.html', 'checkout/index.html', 'de/checkout/index.html'])
        assert.ok(pages.includes(shell), `${shell} is in public/`);
      const eager = pages.flatMap((page) => {
        const html = readFileSync(path.join(publicDir, page), 'utf8');
        const why = [
          !html.includes(`<script id="${HYDRATION_SCRIPT_ID}">`) && 'no loader',
          /<link rel="preload" href="[^"]+\.js" as="script"\/?>/.test(html) && 'a script preload',
          /<script src="[^"]+\.js" async/.test(html) && 'a script tag',
        ].filter(Boolean);
        return why.length ? [`${page}: ${why.join(', ')}`] : [];
      });
      assert.deepEqual(eager, [], 'pages that start scripts before their first paint');
      return `${pages.length} pages`;
    },
  };
}
