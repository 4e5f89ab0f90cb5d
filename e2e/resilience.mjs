// Site resilience on the served site (spec sections 4 and 9): a newer build, announced by
// rewriting public/version.json while the page is open, is noticed by the polling (Playwright's
// clock runs the 5-minute interval) and offered with the design system's toast (en, de), whose
// 'Reload' loads the page again; without it the next in-app navigation is a full page load.
// A failed chunk load (the cookie banner's chunk, blocked with Playwright's routing) reloads the
// page once and the banner appears; a chunk that stays broken reloads it only once.
/* global window -- in page.evaluate callbacks */
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { visitorContext } from './support/visitor.mjs';
import { BCP47, languagePrefix } from '@tonewood/rules';

const TOAST = {
  en: { title: 'A new version of the shop is ready', reload: 'Reload', dismiss: 'Dismiss' },
  de: { title: 'Eine neue Version des Shops ist bereit', reload: 'Neu laden', dismiss: 'Ausblenden' },
};

export function resilienceChecks({ siteUrl, publicDir }) {
  const versionFile = path.join(publicDir, 'version.json');
  const withVisitor = async (page, options, run) => {
    const context = await visitorContext(page, siteUrl, options);
    try {
      return await run(context, await context.newPage());
    } finally {
      await context.close();
    }
  };
  /**
   * Counts full page loads of the main frame: its document requests. (Not `load` events: a page
   * that reloads itself while its pictures still arrive never fires `load` before it goes.)
   */
  const countLoads = (p) => {
    const loads = { count: 0 };
    p.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === p.mainFrame()) loads.count++;
    });
    return loads;
  };
  const marked = (p) => p.evaluate(() => window.__sameDocument === true);
  const mark = (p) => p.evaluate(() => (window.__sameDocument = true));

  return {
    async 'a new build is detected by polling version.json: a toast offers a reload, else the next navigation loads it (en, de, browser)'({
      page,
    }) {
      const original = readFileSync(versionFile, 'utf8');
      const running = JSON.parse(original).id;
      const served = await fetch(`${siteUrl}/version.json`);
      assert.equal(served.status, 200);
      assert.match(served.headers.get('cache-control') ?? '', /max-age=0, must-revalidate/, 'never cached');
      assert.equal((await served.json()).id, running);
      try {
        for (const lang of ['en', 'de']) {
          writeFileSync(versionFile, original);
          const prefix = languagePrefix(lang);
          const t = TOAST[lang];
          await withVisitor(page, { consent: false, locale: BCP47[lang] }, async (context, p) => {
            await p.clock.install();
            await p.goto(`${siteUrl}${prefix}/guitars`);
            await p.waitForLoadState('networkidle');
            assert.equal(
              await p.evaluate(() => window.___webpackCompilationHash),
              running,
              'version.json names the running build',
            );
            // The same build: five minutes pass and nothing is offered; an in-app navigation stays in the page.
            await p.clock.fastForward('05:01');
            await p.waitForLoadState('networkidle');
            assert.equal(await p.getByText(t.title).count(), 0, `${lang}: no toast for the running build`);
            await mark(p);
            await p.evaluate((to) => window.___navigate(to), `${prefix}/blog`);
            await p.waitForURL(`**${prefix}/blog`);
            assert.ok(await marked(p), `${lang}: a client navigation before a new build`);

            // A new build goes online.
            writeFileSync(versionFile, JSON.stringify({ id: 'e2e-newer-build', builtAt: new Date().toISOString() }));
            await p.clock.fastForward('05:01');
            const toast = p.locator('[data-slot="toast"]').filter({ hasText: t.title });
            await toast.waitFor({ timeout: 10_000 });
            // Dismissed: the next in-app navigation is a full page load.
            await toast.getByRole('button', { name: t.dismiss }).click();
            await toast.waitFor({ state: 'detached' });
            const loads = countLoads(p);
            await mark(p);
            await p.evaluate((to) => window.___navigate(to), `${prefix}/guitars`);
            await p.waitForFunction(() => window.__sameDocument !== true, undefined, { timeout: 10_000 });
            await p.waitForLoadState('load');
            assert.equal(loads.count, 1, `${lang}: the navigation loaded the page fully`);
            assert.equal(new URL(p.url()).pathname, `${prefix}/guitars`);

            // Offered again on this page (once its polling runs); 'Reload' loads it again.
            await p.waitForLoadState('networkidle');
            await p.clock.fastForward('05:01');
            await toast.waitFor({ timeout: 10_000 });
            await mark(p);
            await toast.getByRole('button', { name: t.reload }).click();
            await p.waitForFunction(() => window.__sameDocument !== true, undefined, { timeout: 10_000 });
            assert.equal(new URL(p.url()).pathname, `${prefix}/guitars`);
          });
        }
      } finally {
        writeFileSync(versionFile, original);
      }
    },

    async 'a failed chunk load reloads the page once per path, and never again within 10 s (browser)'({ page }) {
      const stats = JSON.parse(readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8'));
      const bannerChunks = stats.namedChunkGroups['consent-banner'].assets
        .map((a) => a.name)
        .filter((name) => name.startsWith('consent-banner-') && name.endsWith('.js'));
      assert.equal(bannerChunks.length, 1, `the banner's own chunk: ${bannerChunks}`);
      const chunkUrl = `${siteUrl}/${bannerChunks[0]}`;
      const notes = [];
      for (const [lang, failures] of [
        ['en', 1],
        ['de', Infinity],
      ]) {
        const prefix = languagePrefix(lang);
        await withVisitor(page, { locale: BCP47[lang] }, async (context, p) => {
          let requests = 0;
          await context.route(chunkUrl, (route) => (++requests <= failures ? route.abort('failed') : route.continue()));
          const loads = countLoads(p);
          await p.goto(`${siteUrl}${prefix}/guitars`);
          if (failures === 1) {
            // The first attempt fails, the page reloads once, and the banner (the server's, shown
            // from the start) hydrates.
            await p
              .locator('[data-consent-banner]:not([data-hydrates-later])')
              .waitFor({ state: 'attached', timeout: 15_000 });
            assert.equal(requests, 2, `${lang}: the chunk was asked for again after the reload`);
            assert.equal(loads.count, 2, `${lang}: one reload`);
            const guard = await p.evaluate(
              (key) => sessionStorage.getItem(key),
              `tonewood_chunk_reload:${prefix}/guitars`,
            );
            assert.ok(Number(guard) > 0, `${lang}: the reload is recorded for the path`);
            notes.push(`${lang}: recovered after ${loads.count - 1} reload`);
          } else {
            // It keeps failing: one reload, then the page stays (without the banner it cannot work).
            const end = Date.now() + 15_000;
            while (requests < 2 && Date.now() < end) await p.waitForTimeout(100);
            assert.equal(requests, 2, `${lang}: asked for once per load`);
            await p.waitForLoadState('networkidle');
            await p.waitForTimeout(1000);
            assert.equal(loads.count, 2, `${lang}: exactly one reload`);
            assert.equal(requests, 2, `${lang}: no further attempt`);
            assert.equal(await p.locator('[data-slot="cookie-banner"]').count(), 0);
            assert.ok(await p.locator('h1').isVisible(), `${lang}: the page is still shown`);
            notes.push(`${lang}: broken chunk, ${loads.count - 1} reload`);
          }
        });
      }
      return notes.join(', ');
    },
  };
}
