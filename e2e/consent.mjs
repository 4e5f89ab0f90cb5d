// Cookie consent on the served site (spec sections 4 and 9), in English and German: the banner
// shows until a choice is stored and moves nothing (CLS 0); accept all, decline all, customize
// and save (unsaved changes flagged) store `cookiesAccepted` with the spec's max age; the
// workshop video and the hosted contact form on /about appear only after accept all, from the
// banner or from the consent gate's own button.
/* global document, window -- in page.evaluate callbacks */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { axeClean } from './support/axe.mjs';
import { EMBED_ORIGINS, visitorContext } from './support/visitor.mjs';
import { BCP47 } from '@tonewood/rules';

const CONSENT_TEXT = {
  en: {
    prefix: '',
    acceptAll: 'Accept all',
    declineAll: 'Decline all',
    customize: 'Customize',
    save: 'Save settings',
    optional: 'Optional',
    unsaved: 'You have unsaved changes.',
    videoAccept: 'Accept all cookies and show the video',
  },
  de: {
    prefix: '/de',
    acceptAll: 'Alle akzeptieren',
    declineAll: 'Alle ablehnen',
    customize: 'Anpassen',
    save: 'Einstellungen speichern',
    optional: 'Optional',
    unsaved: 'Du hast ungespeicherte Änderungen.',
    videoAccept: 'Alle Cookies akzeptieren und Video zeigen',
  },
};

const BANNER = '[data-slot="cookie-banner"]';
const GATES = '[data-consent-frame] [data-slot="consent-gate"]';
const FRAMES = '[data-consent-frame] iframe';

async function cookieValue(context, name) {
  return (await context.cookies()).find((c) => c.name === name)?.value;
}

/** The written consent cookie: value and its Max-Age attribute, as the page wrote it. */
async function consentWrite(page) {
  const writes = await page.evaluate(() => window.__cookieWrites);
  const last = [...writes].reverse().find((w) => w.startsWith('cookiesAccepted='));
  assert.ok(last, `cookiesAccepted written (writes: ${JSON.stringify(writes)})`);
  return last;
}

/** Layout shifts (their CLS sum) since the page started, from the browser's own records. */
function layoutShift(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        let sum = 0;
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) if (!entry.hadRecentInput) sum += entry.value;
        });
        observer.observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => {
          observer.disconnect();
          resolve(sum);
        }, 300);
      }),
  );
}

export function consentChecks({ siteUrl, publicDir }) {
  const withVisitor = async (page, options, run) => {
    const context = await visitorContext(page, siteUrl, options);
    try {
      return await run(context, await context.newPage());
    } finally {
      await context.close();
    }
  };
  const openAbout = async (p, lang) => {
    const res = await p.goto(`${siteUrl}${CONSENT_TEXT[lang].prefix}/about`);
    assert.equal(res.status(), 200);
  };
  const expectGated = async (p, what) => {
    assert.equal(await p.locator(GATES).count(), 2, `${what}: video and contact form behind their gates`);
    assert.equal(await p.locator(FRAMES).count(), 0, `${what}: no embed frame`);
  };
  const expectEmbeds = async (p, what) => {
    await p.locator(FRAMES).nth(1).waitFor({ timeout: 5000 });
    const sources = await p.locator(FRAMES).evaluateAll((frames) => frames.map((f) => new URL(f.src).origin));
    assert.deepEqual(sources.sort(), [...EMBED_ORIGINS].sort(), `${what}: both embeds shown`);
    assert.equal(await p.locator(GATES).count(), 0, `${what}: no gate left`);
  };

  return {
    async 'cookie banner: accept all shows the embeds and stores cookiesAccepted=true with the spec max age (en, de, browser)'({
      page,
    }) {
      for (const lang of ['en', 'de']) {
        const t = CONSENT_TEXT[lang];
        await withVisitor(page, { locale: BCP47[lang] }, async (context, p) => {
          await openAbout(p, lang);
          const banner = p.locator(BANNER);
          await banner.waitFor({ timeout: 10_000 });
          await expectGated(p, `${lang} before a choice`);
          await axeClean(p, `the banner (${lang})`, BANNER);
          await banner.getByRole('button', { name: t.acceptAll, exact: true }).click();
          await banner.waitFor({ state: 'detached', timeout: 5000 });
          assert.equal(await cookieValue(context, 'cookiesAccepted'), 'true');
          const written = await consentWrite(p);
          assert.match(written, /^cookiesAccepted=true; Max-Age=1704085200; Path=\/; SameSite=Lax$/);
          await expectEmbeds(p, `${lang} after accept all`);
          await p.reload();
          await p.locator(FRAMES).nth(1).waitFor({ timeout: 10_000 });
          assert.equal(await p.locator(BANNER).count(), 0, `${lang}: no banner once accepted`);
        });
      }
    },

    async 'cookie banner: painted with the page before its code, a tap then done once it hydrates, CLS 0 (en /about, de product page, browser)'({
      page,
    }) {
      // The banner's chunk is held: the page has hydrated (it asked for the chunk) and the banner is
      // still the server's. It shows all the same, and hydrating it once the chunk is released moves
      // nothing. In English, 'Accept all' is tapped while the chunk is held: the hydration loader keeps
      // the tap and does it once the banner has hydrated.
      const stats = JSON.parse(readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8'));
      const chunk = stats.namedChunkGroups['consent-banner'].assets
        .map((a) => a.name)
        .find((name) => name.startsWith('consent-banner-') && name.endsWith('.js'));
      const notes = [];
      for (const [lang, route] of [
        ['en', '/about'],
        ['de', '/de/guitars/auric-s-classic'],
      ]) {
        const t = CONSENT_TEXT[lang];
        await withVisitor(page, { locale: BCP47[lang] }, async (context, p) => {
          let release;
          const released = new Promise((resolve) => (release = resolve));
          await context.route(`${siteUrl}/${chunk}`, async (r) => {
            await released;
            await r.continue();
          });
          const askedFor = p.waitForRequest(`${siteUrl}/${chunk}`, { timeout: 20_000 });
          await p.goto(`${siteUrl}${route}`, { waitUntil: 'domcontentloaded' });
          const banner = p.locator(BANNER);
          assert.ok(await banner.isVisible(), `${lang}: the banner shows with the page, before any script`);
          await askedFor;
          await p.evaluate(async () => {
            await document.fonts.ready;
            const eager = [...document.images].filter((img) => img.loading !== 'lazy' && !img.complete);
            const settled = (img) =>
              new Promise((done) => {
                img.addEventListener('load', done, { once: true });
                img.addEventListener('error', done, { once: true });
              });
            await Promise.all(eager.map(settled));
          });
          const before = await layoutShift(p);
          assert.ok(await banner.isVisible(), `${lang}: the server's banner stays while its code loads`);
          assert.equal(await p.locator('[data-consent-banner][data-hydrates-later]').count(), 1, 'not hydrated yet');
          if (lang === 'en') await banner.getByRole('button', { name: t.acceptAll, exact: true }).click();
          assert.equal(
            await cookieValue(context, 'cookiesAccepted'),
            undefined,
            'no choice before the banner hydrated',
          );
          release();
          if (lang === 'en') {
            await banner.waitFor({ state: 'detached', timeout: 10_000 });
            assert.equal(await cookieValue(context, 'cookiesAccepted'), 'true', 'the kept tap accepted all');
          } else {
            await p
              .locator('[data-consent-banner]:not([data-hydrates-later])')
              .waitFor({ state: 'attached', timeout: 10_000 });
            await banner.getByRole('button', { name: t.customize, exact: true }).waitFor();
          }
          const after = await layoutShift(p);
          assert.equal(after - before, 0, `${lang} ${route}: the banner shifted layout by ${after - before}`);
          notes.push(`${route}: banner ${after - before}, page before it ${before.toFixed(4)}`);
        });
      }
      // A visitor who has chosen: the banner in the page never shows, goes once the page has
      // hydrated, and its code never loads.
      for (const [lang, consent] of [
        ['en', true],
        ['de', false],
      ]) {
        await withVisitor(page, { locale: BCP47[lang], consent }, async (context, p) => {
          const asked = [];
          p.on('request', (request) => {
            if (request.url().includes('/consent-banner-')) asked.push(request.url());
          });
          await p.goto(`${siteUrl}${CONSENT_TEXT[lang].prefix}/about`, { waitUntil: 'domcontentloaded' });
          assert.equal(await p.locator(BANNER).isVisible(), false, `${lang} (${consent}): hidden from the first paint`);
          await p.locator('[data-consent-banner]').waitFor({ state: 'detached', timeout: 20_000 });
          assert.deepEqual(asked, [], `${lang} (${consent}): the banner's code was not loaded`);
          notes.push(`${lang} chose ${consent}: no banner, no chunk`);
        });
      }
      return notes.join('; ');
    },

    async 'cookie banner: decline all keeps the embeds behind their gates; the gate accepts all (en, de, browser)'({
      page,
    }) {
      for (const lang of ['en', 'de']) {
        const t = CONSENT_TEXT[lang];
        await withVisitor(page, { locale: BCP47[lang] }, async (context, p) => {
          await openAbout(p, lang);
          const banner = p.locator(BANNER);
          await banner.getByRole('button', { name: t.declineAll, exact: true }).click();
          await banner.waitFor({ state: 'detached', timeout: 5000 });
          assert.equal(await cookieValue(context, 'cookiesAccepted'), 'false');
          assert.match(await consentWrite(p), /^cookiesAccepted=false; Max-Age=1704085200;/);
          await expectGated(p, `${lang} after decline all`);
          await p.reload();
          await p.locator(GATES).first().waitFor();
          // Hydrated and settled: still no banner, still gated.
          await p.waitForLoadState('networkidle');
          assert.equal(await p.locator(BANNER).count(), 0, `${lang}: no banner after declining`);
          await expectGated(p, `${lang} after a reload`);
          // The gate's own button accepts all cookies and shows both embeds.
          await p.getByRole('button', { name: t.videoAccept }).click();
          await expectEmbeds(p, `${lang} after the gate's accept`);
          assert.equal(await cookieValue(context, 'cookiesAccepted'), 'true');
        });
      }
    },

    async 'cookie banner: customize flags unsaved settings and saves optional only; embeds stay gated (en, de, browser)'({
      page,
    }) {
      for (const lang of ['en', 'de']) {
        const t = CONSENT_TEXT[lang];
        await withVisitor(page, { locale: BCP47[lang] }, async (context, p) => {
          await openAbout(p, lang);
          const banner = p.locator(BANNER);
          await banner.getByRole('button', { name: t.customize, exact: true }).click();
          const status = banner.locator('[data-slot="cookie-unsaved"]');
          assert.equal((await status.textContent()).trim(), '', `${lang}: nothing unsaved yet`);
          await banner.getByRole('checkbox', { name: t.optional }).click();
          await p.waitForFunction(
            (text) => document.querySelector('[data-slot="cookie-unsaved"]')?.textContent === text,
            t.unsaved,
          );
          await banner.getByRole('button', { name: t.save, exact: true }).click();
          await banner.waitFor({ state: 'detached', timeout: 5000 });
          assert.equal(await cookieValue(context, 'cookiesAccepted'), 'false', `${lang}: not all accepted`);
          assert.equal(await cookieValue(context, 'cookieCategories'), 'optional', `${lang}: optional stored`);
          await expectGated(p, `${lang} after saving optional only`);
          await p.reload();
          await p.locator(GATES).first().waitFor();
          await p.waitForLoadState('networkidle');
          assert.equal(await p.locator(BANNER).count(), 0, `${lang}: the saved choice hides the banner`);
        });
      }
    },
  };
}
