// Visitor statistics on the served site (spec section 7), in English and German: with the
// optional category allowed, the tracker posts Umami's {type, payload} to the seeded endpoint
// (cms/src/seed/content/probes.ts), routed here to a recorder: a page view 250 ms after the page
// finished loading and after each in-app navigation, the cache token echoed back, a named event
// for a click on 'Add to cart' with its data. Nothing with `umami.disabled` = '1', nothing
// without consent (no choice, declined, functional only).
/* global window -- in page.evaluate and addInitScript callbacks */
import assert from 'node:assert/strict';
import { visitorContext } from './support/visitor.mjs';
import { BCP47, languagePrefix } from '@tonewood/rules';

const STATS_ORIGIN = 'https://stats.tonewood.example';
const WEBSITE_ID = '6f1c5d0e-7b2a-4c1e-9d3f-2a8b4e5c6d70';
const GUITAR = '/guitars/auric-s-classic';
const SCREEN = { width: 1280, height: 800 };

/** Answers the tracker as Umami would (CORS included) and keeps each request with its time. */
async function recordStatistics(context, siteUrl) {
  const sent = [];
  const origin = new URL(siteUrl).origin;
  const cors = {
    'access-control-allow-origin': origin,
    'access-control-allow-methods': 'POST',
    'access-control-allow-headers': 'content-type, x-umami-cache',
  };
  await context.route(`${STATS_ORIGIN}/**`, async (route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    sent.push({
      at: Date.now(),
      url: request.url(),
      method: request.method(),
      headers: request.headers(),
      body: JSON.parse(request.postData() ?? 'null'),
    });
    return route.fulfill({ headers: cors, contentType: 'application/json', json: { cache: `cache-${sent.length}` } });
  });
  return sent;
}

async function until(read, what, timeout = 10_000) {
  const end = Date.now() + timeout;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > end) assert.fail(`${what}: not seen in ${timeout} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export function analyticsChecks({ siteUrl }) {
  const withVisitor = async (page, options, run) => {
    const context = await visitorContext(page, siteUrl, { screen: SCREEN, viewport: SCREEN, ...options });
    try {
      const sent = await recordStatistics(context, siteUrl);
      return await run(context, await context.newPage(), sent);
    } finally {
      await context.close();
    }
  };
  const loadEnd = (p) =>
    p.evaluate(() => performance.timeOrigin + performance.getEntriesByType('navigation')[0].loadEventEnd);

  const escaped = (origin) => origin.replace(/\./g, '\\.');

  return {
    async 'the CSP lets pages reach the statistics origin and /about frame its embeds'() {
      const csp = async (p) => (await fetch(`${siteUrl}${p}`)).headers.get('content-security-policy') ?? '';
      for (const p of ['/guitars', '/de/about', '/cart'])
        assert.match(await csp(p), new RegExp(`connect-src [^;]*${escaped(STATS_ORIGIN)}`), p);
      const about = await csp('/about');
      for (const origin of ['https://forms.tonewood.example', 'https://media.tonewood.example'])
        assert.match(about, new RegExp(`frame-src [^;]*${escaped(origin)}`));
    },

    async 'statistics: Umami page views 250 ms after load and navigation, the cache token echoed, a named click event (en, de, browser)'({
      page,
    }) {
      const notes = [];
      for (const lang of ['en', 'de']) {
        const prefix = languagePrefix(lang);
        const locale = BCP47[lang];
        await withVisitor(page, { consent: true, locale }, async (context, p, sent) => {
          await p.goto(`${siteUrl}${prefix}/guitars`);
          const first = await until(() => sent[0], `${lang}: first page view`);
          const delay = first.at - (await loadEnd(p));
          assert.ok(delay >= 245, `${lang}: page view ${delay.toFixed(0)} ms after load, expected 250 or more`);
          assert.equal(first.method, 'POST');
          assert.equal(first.url, `${STATS_ORIGIN}/api/send`);
          assert.match(first.headers['content-type'], /^application\/json/);
          assert.equal(first.headers['x-umami-cache'], undefined, 'no cache token before an answer');
          assert.equal(first.headers.cookie, undefined, 'no credentials');
          assert.deepEqual(first.body, {
            type: 'event',
            payload: {
              website: WEBSITE_ID,
              hostname: '127.0.0.1',
              language: locale,
              screen: `${SCREEN.width}x${SCREEN.height}`,
              url: `${prefix}/guitars`,
              title: await p.title(),
              referrer: '',
            },
          });

          // An in-app navigation: the next page view, 250 ms after it, with the last page as referrer.
          const started = Date.now();
          await p.evaluate((to) => window.___navigate(to), `${prefix}${GUITAR}`);
          const second = await until(() => sent[1], `${lang}: page view after navigation`);
          assert.ok(second.at - started >= 250, `${lang}: ${second.at - started} ms after the navigation`);
          assert.equal(second.body.payload.url, `${prefix}${GUITAR}`);
          assert.equal(second.body.payload.referrer, `${prefix}/guitars`);
          assert.equal(second.body.payload.title, await p.title());
          assert.equal(second.headers['x-umami-cache'], 'cache-1', 'the cache token of the last answer');

          // 'Add to cart' carries data-umami-event: a named event with its flattened data.
          await p.getByTestId('add-to-cart').click();
          const event = await until(() => sent.find((s) => s.body.payload.name), `${lang}: the add-to-cart event`);
          assert.equal(event.body.payload.name, 'add-to-cart');
          assert.match(event.body.payload.data.variant, /^variant_/);
          assert.equal(event.body.payload.url, `${prefix}${GUITAR}`);
          assert.equal(event.body.payload.website, WEBSITE_ID);
          assert.match(event.headers['x-umami-cache'], /^cache-\d+$/);
          notes.push(`${lang}: first view ${delay.toFixed(0)} ms after load`);
        });
      }
      return notes.join(', ');
    },

    async 'statistics: nothing sent with umami.disabled, without a choice, declined or functional only (browser)'({
      page,
    }) {
      const cases = [
        { name: 'umami.disabled = 1', consent: true, disabled: true },
        { name: 'no choice yet', consent: null },
        { name: 'declined', consent: false },
        { name: 'functional only', consent: false, categories: 'functional' },
      ];
      for (const c of cases) {
        await withVisitor(page, { consent: c.consent }, async (context, p, sent) => {
          if (c.disabled) await context.addInitScript(() => localStorage.setItem('umami.disabled', '1'));
          if (c.categories) await context.addCookies([{ name: 'cookieCategories', value: c.categories, url: siteUrl }]);
          const scripts = [];
          p.on('response', (r) => scripts.push(r.url()));
          await p.goto(`${siteUrl}${GUITAR}`);
          await p.waitForLoadState('networkidle');
          // Well past the page view's 250 ms, and a click on a tracked element.
          await p.waitForTimeout(750);
          // (A DOM click: without a choice the banner may cover the button.)
          await p.getByTestId('add-to-cart').dispatchEvent('click');
          await p.waitForTimeout(500);
          assert.equal(sent.length, 0, `${c.name}: ${sent.length} statistics requests`);
          // With the flag the tracker loads (the visitor consented) and stays silent; without
          // consent its code is not even loaded.
          const trackerLoaded = scripts.some((url) => /\/analytics-[0-9a-f]+\.js$/.test(url));
          assert.equal(trackerLoaded, Boolean(c.disabled), `${c.name}: tracker code loaded`);
        });
      }
    },
  };
}
