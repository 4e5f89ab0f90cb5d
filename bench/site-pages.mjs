// Served-site figures: first-load JavaScript of each page type (gzip, against its budget) and
// Lighthouse 13 (mobile preset, median of LIGHTHOUSE_RUNS, default 3) on home, a category page, a
// product page, a blog post, the cart, a checkout and the configurator in both languages, with the
// build in public/ served by site/server/serve.mjs and a private commerce/ instance for the
// browser's requests. SITE_PAGES_BUILD=1 builds public/ first against private cms/ and commerce/
// instances (else run bench/site-build.mjs first: it builds against the same ones);
// SITE_PAGES_ONLY=product,cart audits only the pages whose label starts so. Prints figures only.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumExecutable } from '../scripts/chromium.mjs';
import { root } from '../scripts/stack/index.mjs';
import { FIRST_LOAD_BUDGETS, firstLoadJs } from '../site/build/first-load-budget.mjs';
import { CONFIGURATOR_ROUTE } from '../site/config/routes.mjs';
import { LANGUAGES, localizePath } from '@tonewood/rules';
import { startBenchStack } from './stack.mjs';

const publicDir = path.join(root, 'public');
const build = Boolean(process.env.SITE_PAGES_BUILD);
if (!build && !existsSync(path.join(publicDir, '_route-manifest.json'))) {
  console.error('bench/site-pages: no site build in public/; run `npm run build:site` first.');
  process.exit(1);
}
// The same private commerce instance bench/site-build.mjs built against (its URL is in the build).
// SITE_PAGES_URL=<url> audits a site that is already served from this public/ (an e2e run's).
const stack = process.env.SITE_PAGES_URL
  ? { site: { url: process.env.SITE_PAGES_URL }, stop: async () => {} }
  : await startBenchStack(build ? ['cms', 'commerce', 'site'] : ['commerce', 'site'], { build });
const base = stack.site.url;

const productDir = readFileSync(path.join(publicDir, 'sitemap.xml'), 'utf8').match(
  /<loc>[^<]*?(\/guitars\/[^<]+)<\/loc>/,
)?.[1];
const post = readFileSync(path.join(publicDir, 'sitemap.xml'), 'utf8').match(/<loc>[^<]*?(\/blog\/[^<]+)<\/loc>/)?.[1];

// First-load JavaScript of each page type: the app's initial chunks (runtime, framework, app)
// plus the template's chunk group, from webpack's stats, gzipped (site/build/first-load-budget.mjs,
// the same figures e2e checks against the budgets). What loads at idle time is reported below.
const stats = JSON.parse(readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8'));
const gzipKb = (file) => gzipSync(readFileSync(path.join(publicDir, file)), { level: 9 }).length / 1024;
for (const { label, template, kb, files } of firstLoadJs(publicDir)) {
  console.log(`first-load JS of ${label}: ${kb.toFixed(1)} KB gzip (budget ${FIRST_LOAD_BUDGETS[template]} KB)`);
  for (const file of files) console.log(`  ${file.kb.toFixed(1).padStart(6)} KB  ${file.name}`);
}
const jsOf = (group) => stats.namedChunkGroups[group].assets.map((a) => a.name).filter((n) => n.endsWith('.js'));
const initialOf = (template) => [
  ...new Set([...jsOf('app'), ...jsOf(`component---site-src-templates-${template}-tsx`)]),
];
const initial = initialOf('product');
// What a browser really fetches on top, at a phone width (Lighthouse's mobile screen) and at a
// desktop width: the js-sdk chunk at idle time, and on wide screens the header's desktop menu.
const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
for (const [label, viewport] of [
  ['phone 412 px', { width: 412, height: 823 }],
  ['desktop 1350 px', { width: 1350, height: 940 }],
]) {
  const page = await browser.newPage({ viewport });
  const later = [];
  page.on('response', (response) => {
    const file = new URL(response.url()).pathname.slice(1);
    if (response.request().resourceType() === 'script' && !initial.includes(file) && !later.includes(file))
      later.push(file);
  });
  await page.goto(`${base}${productDir}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  await page.close();
  const files = later.filter((file) => existsSync(path.join(publicDir, file)));
  const extra = files.reduce((sum, file) => sum + gzipKb(file), 0);
  console.log(`  ${label}: + ${extra.toFixed(1)} KB loaded after the first load`);
  for (const file of files) console.log(`    ${gzipKb(file).toFixed(1).padStart(6)} KB  ${file}`);
}
// A cart with one guitar for the checkout's audit (Lighthouse's fresh profile has no cart of its
// own: its /cart is the empty cart). Without one (commerce slow or down) the checkout is left out.
const cartPage = await browser.newPage();
const cartId = await (async () => {
  await cartPage.goto(`${base}/guitars/auric-t-custom`, { waitUntil: 'networkidle' }); // built to order: always buyable
  await cartPage.getByTestId('add-to-cart').click();
  await cartPage.waitForFunction(() => localStorage.getItem('medusa_cart_id'), null, { timeout: 90_000 });
  return cartPage.evaluate(() => localStorage.getItem('medusa_cart_id'));
})().catch((error) => {
  console.log(`no cart for the checkout's audit: ${error.message.split('\n')[0]}`);
  return null;
});
await browser.close();

const lighthouseCli = path.join(root, 'node_modules/lighthouse/cli/index.js');
const flags = ['--headless=new', ...chromiumArgs.filter((flag) => flag !== '--headless')].join(' ');
const out = mkdtempSync(path.join(tmpdir(), 'tonewood-lh-'));
// Lighthouse varies from run to run on a shared machine: each page is audited LIGHTHOUSE_RUNS
// times (default 3) and the run with the median performance score is printed, with every score.
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS || 3));
function lighthouse(url, file) {
  // Asynchronous: the site server runs in this process and must keep answering.
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [
        lighthouseCli,
        url,
        '--quiet',
        '--output=json',
        `--output-path=${file}`,
        `--chrome-flags=${flags}`,
        '--only-categories=performance,accessibility,best-practices,seo',
      ],
      { env: { ...process.env, CHROME_PATH: chromiumExecutable } },
    );
    let stderr = '';
    child.stderr.on('data', (c) => (stderr += c));
    child.on('exit', (status) =>
      resolve(status === 0 && existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : { error: stderr }),
    );
  });
}
console.log(`Lighthouse (mobile preset), median of ${RUNS} run(s)`);
console.log(
  'page                            perf  a11y  best  seo   CLS      FCP      LCP     TBT       SI  script KiB  perf of each run',
);
const only = process.env.SITE_PAGES_ONLY?.split(',');
const pages = [
  ['home', '/'],
  ['category /guitars', '/guitars'],
  [`product ${productDir}`, productDir],
  [`post ${post}`, post],
  ['cart /cart', '/cart'],
  ...(cartId ? [['checkout /checkout/{cart id}', `/checkout/${cartId}`]] : []),
  [`configurator ${CONFIGURATOR_ROUTE}`, CONFIGURATOR_ROUTE],
].flatMap(([name, route]) => LANGUAGES.map((language) => [`${language} ${name}`, localizePath(language, route)]));
for (const [name, p] of pages.filter(([name]) => !only || only.some((o) => name.slice(3).startsWith(o)))) {
  const reports = [];
  for (let run = 0; run < RUNS; run++) {
    // A run Lighthouse itself could not record (NO_NAVSTART and the like) is run again, twice at
    // most, so the median is of RUNS runs.
    for (let attempt = 0; attempt < 3; attempt++) {
      const report = await lighthouse(`${base}${p}`, path.join(out, `report-${run}.json`));
      if (!report.error) {
        reports.push(report);
        break;
      }
      console.log(`${name.padEnd(32)}lighthouse failed: ${report.error.split('\n').slice(-3).join(' ')}`);
    }
  }
  if (!reports.length) continue;
  const perf = (report) => report.categories.performance?.score ?? 0;
  const sorted = [...reports].sort((a, b) => perf(a) - perf(b));
  const report = sorted[Math.floor((sorted.length - 1) / 2)];
  const score = (c) => String(Math.round((report.categories[c]?.score ?? 0) * 100)).padStart(4);
  const ms = (id) => report.audits[id]?.numericValue ?? NaN;
  const sec = (id) => `${(ms(id) / 1000).toFixed(2)} s`.padStart(7);
  // Script bytes as transferred (compressed), Lighthouse's own resource summary.
  const scriptBytes =
    report.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script')?.transferSize ??
    NaN;
  console.log(
    `${name.slice(0, 32).padEnd(32)}${score('performance')}  ${score('accessibility')}  ${score('best-practices')}  ${score('seo')}  ${ms('cumulative-layout-shift').toFixed(3)}  ${sec('first-contentful-paint')}  ${sec('largest-contentful-paint')}  ${`${ms('total-blocking-time').toFixed(0)} ms`.padStart(6)}  ${sec('speed-index')}  ${(scriptBytes / 1024).toFixed(1).padStart(10)}  ${reports.map((r) => Math.round(perf(r) * 100)).join(' ')}`,
  );
  const failing = Object.values(report.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
    .map((a) => a.id);
  if (failing.length) console.log(`${''.padEnd(32)}failing audits: ${failing.join(', ')}`);
  // SITE_BENCH_REPORTS=<folder> keeps the median report of each page for a closer look.
  if (process.env.SITE_BENCH_REPORTS)
    writeFileSync(
      path.join(process.env.SITE_BENCH_REPORTS, `${name.split(' ').slice(0, 2).join('-')}.json`),
      JSON.stringify(report),
    );
}
rmSync(out, { recursive: true, force: true });
await stack.stop();
