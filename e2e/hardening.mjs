// What the built site must never do: break its CSP on in-app navigation, run a script payload
// from the CMS or the catalog, link outside http(s), mailto, tel and site paths, publish source
// maps, log to the console, fail the W3C HTML checker, or build against an unreachable Strapi.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { safeLink } from '../site/config/links.mjs';
import { PAYLOAD, PROBES } from './support/probes.mjs';
import { htmlFiles, siteGet } from './support/site.mjs';

/** A GET sent as written (fetch would encode `/%ff` anew): status and lower-case headers. */
function rawGet(siteUrl, requestPath) {
  const { hostname, port } = new URL(siteUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () =>
      socket.write(`GET ${requestPath} HTTP/1.1\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`),
    );
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (text += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [statusLine, ...lines] = text.split('\r\n\r\n')[0].split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [
          line.slice(0, line.indexOf(':')).trim().toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers });
    });
  });
}

const sha256 = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

// Messages of the W3C Nu HTML checker that are gaps in its CSS parser, not errors: the CSS that
// Tailwind CSS 4 inlines into each page uses @property, @container, container-type, margin-trim
// and custom properties in transition-property, all valid CSS the checker does not know yet.
const VNU_CSS_GAPS = [
  'CSS: Unrecognized at-rule “@(property|container)”',
  'CSS: “(container-type|margin-trim)”: Property “[a-z-]+” doesn.t exist',
  'CSS: “transition-property”: “--[a-z0-9-]+” is not a “transition-property” value',
];

export function hardeningChecks({ siteUrl, publicDir, buildEnv = {} }) {
  const get = siteGet(siteUrl);

  return {
    async 'in-app navigation and client-side redirects without CSP violations (browser)'({ page, violations }) {
      // In-app: the page has hydrated (its scripts wait for the first picture, site/config/hydration.mjs).
      const hydrated = () => page.waitForFunction(() => typeof globalThis.___navigate === 'function');
      await page.goto(`${siteUrl}/de`);
      await page.setViewportSize({ width: 1280, height: 900 });
      await hydrated();
      await page.locator('header[data-slot="header"]').getByRole('link', { name: 'Blog', exact: true }).click();
      await page.waitForURL(`${siteUrl}/de/blog`);
      assert.equal(await page.evaluate(() => globalThis.scrollY), 0);
      // A redirect on in-app navigation happens in the browser (Gatsby's redirectInBrowser).
      await hydrated();
      await page.evaluate(() => globalThis.___navigate('/de/kontakt'));
      await page.waitForURL(`${siteUrl}/de/about`);
      assert.deepEqual(violations, [], 'CSP violations');
    },

    async 'script payloads from the CMS and the catalog show as text and never run (browser)'({ page }) {
      const dialogs = [];
      const onDialog = (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      };
      page.on('dialog', onDialog);
      try {
        const probes = [
          [PROBES.product, 'main', 'Product', 'description'],
          [PROBES.post, 'h1', 'BlogPosting', 'headline'],
          [`/de${PROBES.post}`, 'h1', 'BlogPosting', 'headline'],
          ['/blog', 'main', null, null],
        ];
        for (const [p, selector, type, field] of probes) {
          const res = await page.goto(`${siteUrl}${p}`, { waitUntil: 'networkidle' });
          assert.equal(res.status(), 200, `${p} status`);
          // The payload is text on the page, and no script element carries it.
          assert.ok(
            (await page.locator(selector).first().textContent()).includes(PAYLOAD),
            `${p} shows the payload as text`,
          );
          const scripts = await page.evaluate(() =>
            [...globalThis.document.scripts].filter((s) => s.type !== 'application/ld+json').map((s) => s.textContent),
          );
          assert.ok(!scripts.some((text) => text.includes('alert(1)')), `${p}: no script element runs the payload`);
          if (type) {
            const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
            assert.equal(ld.length, 1, `${p}: one JSON-LD block`);
            const data = JSON.parse(ld[0]);
            assert.equal(data['@type'], type);
            assert.ok(data[field].includes(PAYLOAD), `${p}: JSON-LD ${field} keeps the text`);
          }
          const csp = res.headers()['content-security-policy'] ?? '';
          assert.ok(!csp.includes(sha256('alert(1)')), `${p}: the CSP has no hash for the payload`);
          assert.match(csp, /script-src 'self' 'sha256-/, `${p}: the CSP allows the build's own scripts`);
        }
        await page.waitForTimeout(300);
        assert.deepEqual(dialogs, [], 'dialogs');
        return `${probes.length} pages`;
      } finally {
        page.off('dialog', onDialog);
      }
    },

    async 'event handlers and javascript: links in catalog names, alt texts and JSON-LD stay text (browser)'({ page }) {
      const dialogs = [];
      const onDialog = (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      };
      page.on('dialog', onDialog);
      try {
        for (const prefix of ['', '/de']) {
          const p = `${prefix}${PROBES.handlers}`;
          const res = await page.goto(`${siteUrl}${p}`, { waitUntil: 'networkidle' });
          assert.equal(res.status(), 200, `${p} status`);
          // The title, subtitle and option name and value show as text.
          const text = await page.locator('main').textContent();
          for (const shown of ['onerror=alert(2)', '<svg onload=alert(3)>', 'onerror=alert(6)', 'onload=alert(7)'])
            assert.ok(text.includes(shown), `${p} shows "${shown}" as text`);
          const found = await page.evaluate(() => {
            const all = [...globalThis.document.querySelectorAll('*')];
            return {
              handlers: all.flatMap((el) =>
                [...el.attributes]
                  .filter((a) => /^on/i.test(a.name) && a.value.includes('alert('))
                  .map((a) => `${el.tagName} ${a.name}`),
              ),
              links: all.flatMap((el) =>
                ['href', 'src', 'action', 'formaction', 'xlink:href']
                  .map((name) => el.getAttribute(name) ?? '')
                  .filter((url) => /^\s*javascript:/i.test(url)),
              ),
              alts: [...globalThis.document.querySelectorAll('main img[alt]')].map((img) => img.alt),
            };
          });
          assert.deepEqual(found.handlers, [], `${p}: handlers in the page`);
          assert.deepEqual(found.links, [], `${p}: javascript: links in the page`);
          assert.ok(
            found.alts.some((alt) => alt.includes('onerror=alert(2)')),
            `${p}: the image's alt text keeps the name as text (${found.alts.join(' | ')})`,
          );
          const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
          const product = ld.map((block) => JSON.parse(block)).find((data) => data['@type'] === 'Product');
          assert.ok(product?.name?.includes('onerror=alert(2)'), `${p}: JSON-LD keeps the name as text`);
          // In the served HTML no payload is markup: every < of it is escaped (JSON-LD included).
          const html = await (await get(p)).text();
          // A tag of the payload with an event handler among its attributes (values quoted or not).
          const markup = /<(img|svg|b|a)\b(?:\s+[\w:-]+(?:=(?:"[^"]*"|'[^']*'|[^\s>"']+))?)*?\s+on\w+\s*=/i;
          assert.doesNotMatch(html, markup, `${p}: a payload is markup in the HTML`);
          assert.doesNotMatch(html, /href="\s*javascript:/i, `${p}: a javascript: link in the HTML`);
        }
        assert.deepEqual(dialogs, [], 'dialogs');
        return 'en and de';
      } finally {
        page.off('dialog', onDialog);
      }
    },

    async 'no link from the CMS outside http(s), mailto, tel and site paths reaches a page'() {
      let links = 0;
      const bad = [];
      for (const file of htmlFiles(publicDir)) {
        const html = readFileSync(file, 'utf8');
        for (const m of html.matchAll(/<(a|iframe|area)\s[^>]*?\b(href|src)="([^"]*)"/g)) {
          links++;
          const value = m[3]
            .replace(/&amp;/g, '&')
            .replace(/&#x27;/g, "'")
            .replace(/&quot;/g, '"');
          if (safeLink(value) === null) bad.push(`${path.relative(publicDir, file)}: <${m[1]} ${m[2]}="${m[3]}">`);
        }
      }
      assert.deepEqual(bad.slice(0, 10), [], `${bad.length} links outside the rule`);
      const post = readFileSync(path.join(publicDir, PROBES.post.slice(1), 'index.html'), 'utf8');
      assert.match(post, /<a href="\/blog">probe fine<\/a>/, 'the probe post keeps its site link');
      assert.match(post, /probe javascript/, 'the probe post keeps the text of a dropped link');
      return `${links} links`;
    },

    async 'no source maps are published'() {
      const maps = [];
      const walk = (dir) => {
        for (const entry of readdirSync(dir, { withFileTypes: true })) {
          const full = path.join(dir, entry.name);
          if (entry.isDirectory()) walk(full);
          else if (/\.map(\.br|\.gz)?$/.test(entry.name)) maps.push(path.relative(publicDir, full));
        }
      };
      walk(publicDir);
      assert.deepEqual(maps.slice(0, 5), [], `${maps.length} .map files in public/`);
      const html = await (await get('/')).text();
      // Named by the page's loader (site/config/hydration.mjs).
      const script = /"(\/app-[0-9a-f]+\.js)"/.exec(html)?.[1];
      assert.ok(script, 'the app script');
      assert.doesNotMatch(await (await get(script)).text(), /sourceMappingURL=/, 'no sourceMappingURL comment');
      assert.equal((await get(`${script}.map`)).status, 404, `${script}.map`);
    },

    async "the build's own files are 404, and JSON, redirects and fastify's 400 carry the pages' security headers"() {
      // The two the review found must be in the build (so the 404 means something); the chunk map where Gatsby writes one.
      for (const p of ['/webpack.stats.json', '/_route-manifest.json'])
        assert.ok(existsSync(path.join(publicDir, p)), `${p} is in the build`);
      const internal = ['/webpack.stats.json', '/_route-manifest.json', '/chunk-map.json'].filter((p) =>
        existsSync(path.join(publicDir, p)),
      );
      for (const p of internal) assert.equal((await get(p)).status, 404, p);
      const security = (res, what) => {
        const h = (name) => res.headers.get(name);
        assert.equal(h('x-content-type-options'), 'nosniff', `${what}: nosniff`);
        assert.equal(h('x-frame-options'), 'DENY', `${what}: X-Frame-Options`);
        assert.equal(h('cross-origin-resource-policy'), 'same-origin', `${what}: CORP`);
        assert.ok(h('referrer-policy'), `${what}: Referrer-Policy`);
        assert.match(h('content-security-policy') ?? '', /frame-ancestors 'none'/, `${what}: CSP`);
      };
      const json = await fetch(`${siteUrl}/api/order`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      assert.equal(json.status, 404);
      security(json, '/api/order JSON');
      assert.equal(json.headers.get('content-security-policy'), "default-src 'none'; frame-ancestors 'none'");
      const redirect = await fetch(`${siteUrl}/guitars/`, { redirect: 'manual' });
      assert.equal(redirect.status, 301);
      security(redirect, 'a redirect');
      const bad = await rawGet(siteUrl, '/%ff');
      assert.equal(bad.status, 400);
      security({ headers: { get: (name) => bad.headers[name] } }, "fastify's 400 for /%ff");
      return `${internal.length} build files 404; JSON, redirect and 400 with the headers`;
    },

    async 'every page type in both languages loads with an empty console (browser)'({ page }) {
      const paths = [
        '/',
        '/guitars',
        '/guitars/auric-s-classic',
        '/product/tote-bag',
        '/blog',
        '/blog/workshop/finishing-with-shellac',
        '/about',
        '/imprint',
        '/privacy',
        '/no-such-page',
        '/cart',
        '/checkout/cart_123',
        '/checkout/success',
        '/order/confirmation/order_1',
        '/configurator-test?model=custom-bass&finish=sunburst',
      ];
      const all = [
        ...paths,
        ...paths.map((p) => (p === '/' ? '/de' : p === '/no-such-page' ? '/de/keine-seite' : `/de${p}`)),
      ];
      const context = await page.context().browser().newContext({ locale: 'en-US' });
      const messages = [];
      try {
        for (const p of all) {
          const tab = await context.newPage();
          tab.on('console', (msg) => messages.push(`${p}: [${msg.type()}] ${msg.text()}`));
          tab.on('pageerror', (error) => messages.push(`${p}: [pageerror] ${error.message}`));
          const res = await tab.goto(`${siteUrl}${p}`, { waitUntil: 'networkidle' });
          const expected = /no-such-page|keine-seite/.test(p) ? 404 : 200;
          assert.equal(res.status(), expected, `${p} status`);
          // Hydration and the regional price refresh are done by now; give late logs a moment.
          await tab.waitForTimeout(250);
          await tab.close();
        }
      } finally {
        await context.close();
      }
      // A 404 page announces its own status in the console, and so does the browser when Medusa
      // answers 404 for the made-up cart and order ids (the pages then say the cart is no longer
      // open, or the order was not found); nothing else may appear.
      const unexpected = messages.filter(
        (m) =>
          !/^\/(de\/keine-seite|no-such-page|(de\/)?checkout\/cart_123|(de\/)?order\/confirmation\/order_1): \[error\] Failed to load resource: .* 404 \(Not Found\)$/.test(
            m,
          ),
      );
      assert.deepEqual(unexpected, [], 'console messages');
      return `${all.length} pages`;
    },

    async 'the W3C HTML checker finds no error in any page'() {
      const require = createRequire(import.meta.url);
      const jar = require.resolve('vnu-jar/build/dist/vnu.jar');
      assert.ok(existsSync(jar), 'vnu.jar');
      const files = htmlFiles(publicDir);
      const result = spawnSync(
        'java',
        [
          '-jar',
          jar,
          '--errors-only',
          '--format',
          'json',
          '--filterpattern',
          `.*(?:${VNU_CSS_GAPS.join('|')}).*`,
          ...files,
        ],
        { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
      );
      assert.ok(!result.error, `java: ${result.error?.message}`);
      const messages = JSON.parse(result.stderr || '{"messages":[]}').messages.filter((m) => m.type === 'error');
      const shown = messages
        .slice(0, 10)
        .map((m) => `${path.relative(publicDir, new URL(m.url).pathname)}:${m.lastLine}: ${m.message}`);
      assert.deepEqual(shown, [], `${messages.length} HTML errors`);
      return `${files.length} pages, 0 errors`;
    },

    async 'an unreachable Strapi stops the build with one line naming the URL'() {
      const url = 'http://127.0.0.1:1';
      const result = spawnSync(process.execPath, [path.join(publicDir, '..', 'site/scripts/gatsby.mjs'), 'build'], {
        cwd: path.join(publicDir, '..'),
        // The private commerce instance stays reachable, so Strapi is the only service that fails.
        env: { ...process.env, ...buildEnv, STRAPI_API_URL: url },
        encoding: 'utf8',
        timeout: 180_000,
      });
      assert.notEqual(result.status, 0, 'the build fails');
      const lines = `${result.stdout}${result.stderr}`.split('\n').filter((l) => l.includes(url));
      assert.equal(lines.length, 1, 'one line names the URL');
      assert.match(lines[0], /^Strapi is not reachable at http:\/\/127\.0\.0\.1:1 /);
    },
  };
}
