// Site search figures (Pagefind, built after the site into public/pagefind/): the index size per
// language, the build time it adds, the bytes a browser fetches for a first query (search code,
// Pagefind, its WebAssembly and the index chunks), and the time from the last keystroke to the
// results shown (p50/p95 over 20 queries per language), with public/ served by
// site/server/serve.mjs. Needs a site build in public/ (bench/site-build.mjs or npm run
// build:site). Prints figures only.
/* global document, window, MutationObserver -- in page.evaluate callbacks */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumExecutable } from '../scripts/chromium.mjs';
import { root, startStack } from '../scripts/stack/index.mjs';
import { buildSearchIndex } from '../site/build/search-index.mjs';
import { filesUnder, searchIndexFiles } from './stack.mjs';
import { languagePrefix } from '@tonewood/rules';

const publicDir = path.join(root, 'public');
const indexDir = path.join(publicDir, 'pagefind');
if (!existsSync(path.join(indexDir, 'pagefind.js'))) {
  console.error('bench/search: no search index in public/pagefind; run `npm run build:site` first.');
  process.exit(1);
}
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

// Build time added: the indexing step alone, three times over the same build (median).
const times = [];
let summary;
for (let run = 0; run < 3; run++) {
  summary = await buildSearchIndex(publicDir);
  times.push(summary.ms);
}
const entry = JSON.parse(readFileSync(path.join(indexDir, 'pagefind-entry.json'), 'utf8'));
console.log(
  `build time added by the search index: ${Math.round(percentile(times, 50))} ms (median of 3: ${times.map((t) => Math.round(t)).join(', ')} ms); pages indexed: ${Object.entries(
    entry.languages,
  )
    .map(([language, { page_count: count }]) => `${language} ${count}`)
    .join(', ')}`,
);

// Index size per language: its WebAssembly, metadata, index chunks and fragments.
for (const language of summary.languages) {
  const mine = searchIndexFiles(indexDir, language);
  const size = (test) => mine.filter(test).reduce((sum, f) => sum + statSync(f).size, 0);
  console.log(
    `index ${language}: ${kb(size(() => true))} in ${mine.length} files (fragments ${kb(size((f) => f.endsWith('.pf_fragment')))}, index chunks ${kb(size((f) => f.endsWith('.pf_index')))}, metadata ${kb(size((f) => f.endsWith('.pf_meta')))}, WebAssembly ${kb(size((f) => f.endsWith('.pagefind')))})`,
  );
}
const shared = filesUnder(indexDir).filter((f) =>
  ['pagefind.js', 'pagefind-worker.js', 'pagefind-entry.json'].includes(path.basename(f)),
);
console.log(`shared: ${shared.map((f) => `${path.basename(f)} ${kb(statSync(f).size)}`).join(', ')} (uncompressed)`);

const stack = await startStack({
  services: ['site'],
  ports: { site: Number(process.env.BENCH_SEARCH_PORT || 8014) },
  site: { build: false },
  quiet: true,
});
const base = stack.site.url;
const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });

const QUERIES = {
  en: [
    'guitar',
    'bass',
    'maple',
    'alder',
    'amp',
    'valve',
    'walnut',
    'strap',
    'tote',
    'fretless',
    'headless',
    'archtop',
    'offset',
    'combo',
    'neck',
    'pickups',
    'workshop',
    'travel',
    'ash',
    'nomad',
  ],
  de: [
    'Gitarre',
    'Bass',
    'Ahorn',
    'Erle',
    'Verstärker',
    'Röhre',
    'Nussbaum',
    'Gurt',
    'Tasche',
    'bundlos',
    'kopflos',
    'Reisegitarre',
    'Baesse',
    'Strasse',
    'Hals',
    'Tonabnehmer',
    'Werkstatt',
    'Esche',
    'Fünfsaiter',
    'Nomad',
  ],
};

for (const language of ['en', 'de']) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const prefix = languagePrefix(language);
  await page.goto(`${base}${prefix}/about`, { waitUntil: 'networkidle' });
  // Bytes on the wire after search is opened until the first query's results are shown.
  const requests = [];
  page.on('requestfinished', (request) => requests.push(request));
  await page.keyboard.press('/');
  await page.locator('[data-slot="search-input"]').waitFor();
  await page.keyboard.type(QUERIES[language][0]);
  await page.waitForSelector('[data-slot="search-dialog"][data-status="ready"]');
  await page.waitForLoadState('networkidle');
  const groups = { 'Pagefind and index': [0, 0], 'search code (JS)': [0, 0], 'result pictures': [0, 0], other: [0, 0] };
  for (const request of requests) {
    const { responseBodySize, responseHeadersSize } = await request.sizes();
    const group = new URL(request.url()).pathname.startsWith('/pagefind/')
      ? 'Pagefind and index'
      : request.resourceType() === 'script'
        ? 'search code (JS)'
        : request.resourceType() === 'image'
          ? 'result pictures'
          : 'other';
    if (group === 'other') console.log(`  other: ${new URL(request.url()).pathname} (${request.resourceType()})`);
    groups[group][0] += responseBodySize + responseHeadersSize;
    groups[group][1] += 1;
  }
  const total = Object.values(groups).reduce((sum, [bytes]) => sum + bytes, 0);
  console.log(
    `${language}: first query "${QUERIES[language][0]}" fetched ${kb(total)} on the wire: ${Object.entries(groups)
      .filter(([, [, count]]) => count)
      .map(([name, [bytes, count]]) => `${name} ${kb(bytes)} (${count})`)
      .join(', ')}`,
  );

  // Keystroke to results: the last character of each query, timed in the page from its keydown
  // to the dialog's status turning ready again (after the 120 ms debounce and Pagefind's search).
  const latencies = [];
  for (const query of QUERIES[language]) {
    await page.locator('[data-slot="search-input"]').fill(query.slice(0, -1));
    await page.waitForSelector('[data-slot="search-dialog"]:not([data-status="loading"])');
    await page.waitForTimeout(150);
    await page.evaluate(() => {
      const dialog = document.querySelector('[data-slot="search-dialog"]');
      window.__searchTiming = { start: 0, loading: false, end: 0 };
      document.addEventListener('keydown', () => (window.__searchTiming.start = performance.now()), {
        once: true,
        capture: true,
      });
      new MutationObserver((records, observer) => {
        for (const record of records) {
          const status = record.target.getAttribute('data-status');
          if (status === 'loading') window.__searchTiming.loading = true;
          else if (window.__searchTiming.loading && status !== 'loading') {
            window.__searchTiming.end = performance.now();
            observer.disconnect();
          }
        }
      }).observe(dialog, { attributes: true, attributeFilter: ['data-status'] });
    });
    await page.keyboard.press(query.at(-1));
    await page.waitForFunction(() => window.__searchTiming.end > 0, null, { timeout: 15_000 });
    latencies.push(await page.evaluate(() => window.__searchTiming.end - window.__searchTiming.start));
  }
  console.log(
    `${language}: keystroke → results over ${latencies.length} queries: p50 ${Math.round(percentile(latencies, 50))} ms, p95 ${Math.round(percentile(latencies, 95))} ms (includes the 120 ms debounce)`,
  );
  await context.close();
}
await browser.close();
await stack.stop();
