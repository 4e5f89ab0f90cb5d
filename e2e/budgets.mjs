// Page weight: the built site's first-load JavaScript per page type (gzip, from webpack's stats)
// stays within its budget (site/build/first-load-budget.mjs). A size check, not a timing. And no
// page asks the browser's Intl for a formatter while it loads: the first one loads Intl's data,
// 50-100 ms of main thread on a desktop and four times that on a phone (rules/src/money.ts,
// site/src/lib/react-aria/locale.mjs). Counted by calls, not timed. And hydration keeps the
// server's elements: none is thrown away and built again. Counted by elements, not timed. And no
// page is wider than a phone's screen, at 390 px nor at 320 px (WCAG 1.4.10): nothing scrolls sideways.
/* global window, document, MutationObserver -- inside addInitScript and waitForFunction (the browser) */
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

/**
 * Records, in the page, every element the browser's scripts take out of the server's body (scripts,
 * styles and links aside): hydration keeps the server's elements; one it throws away and builds
 * again (a part matched to the wrong server element) costs the phone its layout and paint again.
 */
function recordRemovals() {
  window.__removedElements = [];
  const describe = (node) =>
    `${node.localName}${node.id ? `#${node.id}` : ''}${node.className && typeof node.className === 'string' ? `.${node.className.trim().split(/\s+/).slice(0, 3).join('.')}` : ''}`;
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.removedNodes)
        if (
          node.nodeType === 1 &&
          !['script', 'style', 'link'].includes(node.localName) &&
          document.body?.contains(record.target) &&
          // Radix's hidden native input of a radio outside a form: the server renders it (it cannot
          // tell), the browser takes it away once the radio is on the page. Radix's rule, not a mismatch.
          !(
            node.localName === 'input' &&
            node.getAttribute('aria-hidden') === 'true' &&
            record.target.role === 'radiogroup'
          )
        )
          window.__removedElements.push(`${describe(node)} from ${describe(record.target)}`);
  }).observe(document, { childList: true, subtree: true });
}

/** The page types in both languages: home, category, product, a blog post (from the sitemap), the configurator. */
function staticRoutes(publicDir) {
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
  ]);
  assert.ok(routes.every(Boolean), `a blog post in each language in the sitemap: ${routes}`);
  return routes;
}

/**
 * Opens each route in one phone tab of a browser context of its own, whose pages run `record`
 * before their scripts, and collects what `read` finds in each once it has hydrated, every part that
 * hydrates later is on the page and the network is quiet again. `firstVisit`: no cookie choice yet.
 */
async function walkOnPhone(page, siteUrl, routes, { record, read, firstVisit = false, device = PHONE }) {
  const context = await page
    .context()
    .browser()
    .newContext({ ...device });
  if (firstVisit) await context.clearCookies();
  await observeHydrationIn(context);
  if (record) await context.addInitScript(record);
  const found = [];
  try {
    const tab = await context.newPage();
    for (const route of routes) {
      await tab.goto(`${siteUrl}${route}`);
      await waitForHydration(tab);
      await tab.waitForFunction(() => !document.querySelector('[data-hydrates-later]'));
      await tab.waitForLoadState('networkidle');
      for (const item of await tab.evaluate(read)) found.push(`${route}: ${item}`);
    }
  } finally {
    await context.close();
  }
  return found;
}

/** In the page: how much wider than the screen it is, and the first elements that reach past it. */
function sidewaysOverflow() {
  const screen = document.documentElement.clientWidth;
  const over = document.documentElement.scrollWidth - screen;
  if (over <= 0) return [];
  const past = [...document.body.querySelectorAll('*')]
    .filter((element) => element.getBoundingClientRect().right > screen + 0.5)
    .slice(0, 3)
    .map((element) => `${element.localName}${element.dataset.slot ? `[data-slot=${element.dataset.slot}]` : ''}`);
  return [`${over} px wider than the screen (${past.join(', ')})`];
}

export function budgetChecks({ publicDir, siteUrl }) {
  /** The page types the phone walks visit: the static ones and the cart page, in both languages. */
  const withCart = () =>
    staticRoutes(publicDir).flatMap((route) =>
      route.endsWith('/configurator-test') ? [route, route.replace('/configurator-test', '/cart')] : [route],
    );

  return {
    async 'no page loads Intl while it hydrates: home, category, product, post, configurator, cart, in both languages (browser, phone)'({
      page,
    }) {
      const routes = withCart();
      const found = await walkOnPhone(page, siteUrl, routes, { record: countIntl, read: () => window.__intlCalls });
      assert.deepEqual(found, [], 'Intl calls while the page loaded');
      return `${routes.length} pages, no Intl data loaded`;
    },

    async "hydration keeps the server's elements: home, category, product, post, configurator, in both languages (browser, phone)"({
      page,
    }) {
      // The cart is left out: a client-only route, whose skeleton the browser replaces by design.
      const routes = staticRoutes(publicDir);
      // A first visit: no cookie choice yet, so the server's cookie banner stays (for a visitor who
      // has chosen, the page takes the hidden banner away by design).
      const found = await walkOnPhone(page, siteUrl, routes, {
        record: recordRemovals,
        read: () => window.__removedElements,
        firstVisit: true,
      });
      assert.deepEqual(found, [], "server elements the browser's scripts removed");
      return `${routes.length} pages, no server element removed`;
    },

    async 'no page scrolls sideways on a phone: home, category, product, post, configurator, cart, in both languages, at 390 and 320 px (browser)'({
      page,
    }) {
      const routes = withCart();
      const found = [];
      for (const width of [390, 320]) {
        const device = { ...PHONE, viewport: { width, height: 844 } };
        // A first visit, so the cookie banner is on the page too.
        const wide = await walkOnPhone(page, siteUrl, routes, { read: sidewaysOverflow, firstVisit: true, device });
        found.push(...wide.map((item) => `${width} px ${item}`));
      }
      assert.deepEqual(found, [], 'pages wider than the screen');
      return `${routes.length} pages at 390 and 320 px`;
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
