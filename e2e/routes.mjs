// The served site as a crawler and a visitor's first request see it: every route in both
// languages (status, lang, canonical, hreflang, og:locale), client-only routes, redirects, 404s,
// headers, the CMS header menus and their keyboard use, a blog post and a product page.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { checkCmsRedirects } from '../site/build/route-manifest.mjs';
import { safeLink } from '../site/config/links.mjs';
import { FIXED_REDIRECTS } from '../site/config/routes.mjs';
import { PROBES } from './support/probes.mjs';
import { siteGet } from './support/site.mjs';
import { localizePath } from '@tonewood/rules';

const attr = (tag, name) => new RegExp(`${name}="([^"]*)"`, 'i').exec(tag)?.[1];

/** lang, canonical and hreflang alternates of an HTML document. */
function headOf(html) {
  const lang = /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1];
  const links = [...html.matchAll(/<link [^>]*>/g)].map((m) => m[0]);
  const canonical = links.find((l) => /rel="canonical"/.test(l));
  const alternates = Object.fromEntries(
    links
      .filter((l) => /rel="alternate"/.test(l) && /hreflang=/i.test(l))
      .map((l) => [attr(l, 'hreflang'), attr(l, 'href')]),
  );
  const ogLocale = /<meta property="og:locale" content="([^"]+)"/.exec(html)?.[1];
  return { lang, canonical: canonical && attr(canonical, 'href'), alternates, ogLocale };
}

export function routeChecks({ siteUrl, publicDir, cmsUrl, cmsToken }) {
  const manifest = JSON.parse(readFileSync(path.join(publicDir, '_route-manifest.json'), 'utf8'));
  const sitemap = readFileSync(path.join(publicDir, 'sitemap.xml'), 'utf8');
  const pagePaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const get = siteGet(siteUrl);

  return {
    async 'every route answers 200 in both languages with lang, canonical and hreflang'() {
      assert.ok(pagePaths.length > 60, `sitemap lists ${pagePaths.length} pages`);
      const required = [
        '/',
        '/de',
        '/blog',
        '/de/blog',
        '/about',
        '/de/about',
        '/artists',
        '/partners',
        '/cookies',
        '/imprint',
        '/privacy',
        '/revocation-policy',
        '/shipping-delivery',
        '/terms-and-conditions',
        '/accessibility',
        '/de/accessibility',
        '/guitars',
        '/basses',
        '/amplification',
        '/merch',
        '/ready-to-ship',
        '/de/ready-to-ship',
        '/product/tote-bag',
        '/de/product/tote-bag',
      ];
      for (const p of required) assert.ok(pagePaths.includes(p), `sitemap has ${p}`);
      for (const p of pagePaths) {
        const res = await get(p, { headers: { 'accept-language': 'en' } });
        assert.equal(res.status, 200, `${p} status`);
        const html = await res.text();
        const head = headOf(html);
        const language = p === '/de' || p.startsWith('/de/') ? 'de' : 'en';
        assert.equal(head.lang, language, `${p} lang`);
        assert.equal(head.canonical, `${siteUrl}${p}`, `${p} canonical`);
        assert.equal(head.alternates[language], `${siteUrl}${p}`, `${p} hreflang ${language}`);
        const en = language === 'en' ? p : p === '/de' ? '/' : p.slice(3);
        assert.equal(head.alternates['x-default'], `${siteUrl}${en}`, `${p} x-default`);
        assert.equal(head.ogLocale, language === 'de' ? 'de_DE' : 'en_US', `${p} og:locale`);
        assert.match(html, /<link rel="icon" href="data:image\/svg\+xml,%3Csvg%20/, `${p} icon`);
      }
      return `${pagePaths.length} pages`;
    },

    async 'client-only routes render their shell in both languages'() {
      const paths = ['/cart', '/checkout/cart_123', '/checkout/success', '/order/confirmation/order_1'];
      for (const p of [...paths, ...paths.map((x) => `/de${x}`)]) {
        const res = await get(p);
        assert.equal(res.status, 200, `${p} status`);
        const html = await res.text();
        assert.match(html, /data-shell=/, `${p} shell`);
        assert.equal(headOf(html).lang, p.startsWith('/de/') ? 'de' : 'en', `${p} lang`);
      }
      return `${paths.length * 2} paths`;
    },

    async 'each redirect answers its status and Location'() {
      for (const fixed of FIXED_REDIRECTS) {
        assert.ok(
          manifest.redirects.some((r) => r.from === fixed.from),
          `fixed redirect ${fixed.from} present`,
        );
      }
      const rules = await (
        await fetch(`${cmsUrl}/api/redirects?pagination[pageSize]=100`, {
          headers: { authorization: `Bearer ${cmsToken}` },
        })
      ).json();
      // Rules whose target leaves the site (the probes: //host, /\\host) are dropped by the build.
      const served = checkCmsRedirects(rules.data, () => {});
      for (const rule of served)
        assert.ok(
          manifest.redirects.some((r) => r.from === rule.from && r.to === rule.to),
          `CMS redirect ${rule.from}`,
        );
      for (const from of PROBES.redirects) {
        assert.ok(
          rules.data.some((r) => r.from === from),
          `the CMS has the probe rule ${from}`,
        );
        assert.ok(!manifest.redirects.some((r) => r.from.endsWith(from)), `probe rule ${from} dropped`);
        assert.equal((await get(from)).status, 404, `${from} is no redirect`);
      }
      assert.doesNotMatch(readFileSync(path.join(publicDir, '_redirects'), 'utf8'), /evil\.example/);
      assert.ok(
        manifest.redirects.some((r) => /^https?:\/\//.test(r.to)),
        'an external redirect',
      );
      for (const r of manifest.redirects) {
        const res = await get(r.from);
        assert.equal(res.status, r.status, `${r.from} status`);
        const expected = /^https?:\/\//.test(r.to) ? r.to : `${siteUrl}${r.to}`;
        assert.equal(new URL(res.headers.get('location'), siteUrl).href, new URL(expected).href, `${r.from} Location`);
        // The query string (campaign parameters) comes along.
        const tagged = await get(`${r.from}?utm_source=e2e&utm_medium=check`);
        const location = new URL(tagged.headers.get('location'), siteUrl);
        assert.equal(location.searchParams.get('utm_source'), 'e2e', `${r.from}?utm_source keeps its query`);
        assert.equal(location.searchParams.get('utm_medium'), 'check', `${r.from}?utm_medium keeps its query`);
      }
      return `${manifest.redirects.length} redirects`;
    },

    async 'unknown paths answer 404 with the NotFound page in the right language'() {
      for (const [p, lang, text] of [
        ['/no-such-page', 'en', "Uh oh! I think you're lost."],
        ['/de/keine-seite', 'de', 'Ich glaube, du hast dich verlaufen.'],
        ['/blog/no/such/post', 'en', "Uh oh! I think you're lost."],
      ]) {
        const res = await get(p);
        assert.equal(res.status, 404, `${p} status`);
        const html = await res.text();
        assert.equal(headOf(html).lang, lang, `${p} lang`);
        assert.ok(html.replace(/&#x27;|&#39;/g, "'").includes(text), `${p} headline`);
      }
    },

    async 'security headers, CSP and asset caching'() {
      const res = await get('/guitars');
      assert.match(res.headers.get('content-security-policy') ?? '', /frame-ancestors 'none'/);
      assert.doesNotMatch(res.headers.get('content-security-policy') ?? '', /script-src[^;]*unsafe-inline/);
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
      assert.ok(res.headers.get('referrer-policy'));
      const html = await res.text();
      // The app's script, named by the page's loader (site/config/hydration.mjs; a shell names it in a tag).
      const script = /"(\/app-[0-9a-f]+\.js)"/.exec(html)?.[1];
      assert.ok(script, 'a hashed script');
      const asset = await get(script);
      assert.match(asset.headers.get('cache-control') ?? '', /immutable/);
      const about = await get('/about');
      assert.match(
        about.headers.get('content-security-policy') ?? '',
        /frame-src https?:\/\//,
        'the contact form origin is allowed on /about',
      );
      for (const r of [res, asset, about]) assert.equal(r.headers.get('x-powered-by'), null, 'no X-Powered-By');
      // No Location leaves the site, whatever the path looks like.
      for (const p of [
        '//evil.example/',
        '///evil.example/',
        '/%2F%2Fevil.example/',
        '/%5Cevil.example/',
        '/\\evil.example/',
      ]) {
        const r = await get(p);
        const location = r.headers.get('location');
        if (location) {
          assert.doesNotMatch(location, /^[/\\]{2}/, `${p} Location ${location}`);
          assert.equal(new URL(location, siteUrl).origin, new URL(siteUrl).origin, `${p} Location ${location}`);
        }
      }
      const sitemap = await get('/sitemap.xml');
      assert.equal(sitemap.status, 200);
      const robots = await (await get('/robots.txt')).text();
      assert.match(robots, /Sitemap: /);
    },

    async 'header menus come from the CMS (browser)'({ page }) {
      for (const language of ['en', 'de']) {
        const menu = await (
          await fetch(`${cmsUrl}/api/main-menu?locale=${language}&populate[categories]=true&populate[pages]=true`, {
            headers: { authorization: `Bearer ${cmsToken}` },
          })
        ).json();
        const entries = [...menu.data.categories, ...menu.data.pages];
        assert.ok(
          entries.some((x) => x.name === PROBES.menuLink),
          `the ${language} CMS menu has the probe link`,
        );
        // A menu entry whose link is not allowed is left out of the site (the probe).
        const names = entries.filter((x) => safeLink(x.href) !== null).map((x) => x.name);
        assert.ok(names.length >= 5, 'menu has entries');
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.goto(`${siteUrl}${localizePath(language, '/')}`);
        const header = page.locator('header[data-slot="header"]');
        for (const name of names) {
          assert.ok(
            await header.getByText(name, { exact: true }).first().isVisible(),
            `${language} menu shows ${name}`,
          );
        }
        assert.equal(await page.getByText(PROBES.menuLink).count(), 0, `${language} menu leaves the probe link out`);
      }
    },

    // The header's menus load their code on demand, and the build marks Radix's keepNames calls
    // pure (design-system/bundling); both have to leave the menus working in the built site.
    async 'the header menus open and close by keyboard on a wide screen and a phone (browser)'({ page }) {
      const errors = [];
      const onError = (error) => errors.push(error.message);
      page.on('pageerror', onError);
      // Radix moves focus in a timeout after some keys, so each step waits for its outcome.
      const step = (locator, what) =>
        locator.waitFor({ timeout: 5000 }).catch(() => assert.fail(`${what} (waited 5 s for ${locator})`));
      try {
        await page.setViewportSize({ width: 1280, height: 900 });
        // Until the desktop menu's code has arrived, its server-rendered markup is not hydrated and
        // a key press on it does nothing; 'networkidle' waits for that chunk.
        const response = await page.goto(`${siteUrl}/de`, { waitUntil: 'networkidle' });
        const wideOnly = /<link [^>]*rel="preload"[^>]*media="\(min-width: 74rem\)"/.exec(await response.text());
        assert.ok(wideOnly && /as="script"/.test(wideOnly[0]), 'the HTML preloads the menu code on wide screens');
        const trigger = page.locator('[data-slot="mega-menu-trigger"]').first();
        await trigger.focus();
        await page.keyboard.press('Enter');
        const panel = page.locator('[data-slot="mega-menu-content"]');
        await step(panel, 'Enter opens the dropdown');
        assert.equal(await trigger.getAttribute('aria-expanded'), 'true');
        assert.ok((await panel.locator('[data-slot="featured-tile"]').count()) > 0, 'featured tiles');
        await page.keyboard.press('ArrowDown');
        await step(panel.locator(':focus'), 'ArrowDown moves into the dropdown');
        await page.keyboard.press('Escape');
        await step(
          page.locator('[data-slot="mega-menu-trigger"][aria-expanded="false"]:focus'),
          'Escape closes it, focus back on its trigger',
        );
        await panel.waitFor({ state: 'detached', timeout: 5000 });

        await page.setViewportSize({ width: 390, height: 844 });
        // The menu button works once the page has hydrated.
        await page.goto(`${siteUrl}/`, { waitUntil: 'networkidle' });
        const menuButton = page.locator('[data-slot="menu-button"]');
        await menuButton.focus();
        await page.keyboard.press('Enter');
        const drawer = page.getByRole('dialog');
        await step(drawer.locator(':focus'), 'Enter opens the drawer and moves focus into it');
        const tabs = drawer.getByRole('tab');
        const second = await tabs.nth(1).textContent();
        await tabs.first().focus();
        await page.keyboard.press('ArrowRight');
        await step(drawer.getByRole('tab', { name: second, selected: true }), 'ArrowRight selects the next tab');
        await page.keyboard.press('Escape');
        await step(
          page.locator('[data-slot="menu-button"][aria-expanded="false"]:focus'),
          'Escape closes the drawer, focus back on the menu button',
        );
        await drawer.waitFor({ state: 'detached', timeout: 5000 });
        assert.deepEqual(errors, [], 'page errors');
      } finally {
        page.off('pageerror', onError);
      }
    },

    async 'a blog post with a slashed slug, with BlogPosting JSON-LD (browser)'({ page }) {
      const res = await page.goto(`${siteUrl}/blog/workshop/finishing-with-shellac`);
      assert.equal(res.status(), 200);
      const h1 = await page.locator('h1').textContent();
      assert.ok(h1 && h1.length > 5, 'post title');
      const ld = JSON.parse(await page.locator('script[type="application/ld+json"]').first().textContent());
      assert.equal(ld['@type'], 'BlogPosting');
      const de = await page.goto(`${siteUrl}/de/blog/workshop/finishing-with-shellac`);
      assert.equal(de.status(), 200);
      assert.equal(await page.getAttribute('html', 'lang'), 'de');
    },

    async 'a product page shows availability, variants, from price and Product JSON-LD (browser)'({ page }) {
      const res = await page.goto(`${siteUrl}/guitars/auric-s-classic`);
      assert.equal(res.status(), 200);
      await page
        .locator('[data-slot="availability-badge"], [data-slot="availability"]')
        .first()
        .waitFor({ timeout: 5000 })
        .catch(() => {});
      const price = await page.getByTestId('product-price').textContent();
      assert.match(price, /from\s*[\d.]+\s*€/);
      assert.ok((await page.getByRole('radio').count()) > 1, 'variant options');
      const ld = JSON.parse(await page.locator('script[type="application/ld+json"]').first().textContent());
      assert.equal(ld['@type'], 'Product');
      assert.equal(ld.offers.priceCurrency, 'EUR');
      // The regional refresh runs against the private commerce instance.
      await page.getByText(/Prices for/).waitFor({ timeout: 15000 });
    },
  };
}
