// Served-site figures: first-load JavaScript of a product page (gzip) and Lighthouse (mobile
// preset) on home, a category page, a product page and a blog post, with the build in public/
// served by site/server/serve.mjs and a private commerce/ instance for the browser's price
// refresh. Run bench/site-build.mjs first (it builds against the same private instance). Prints figures only.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumExecutable } from '../scripts/chromium.mjs';
import { root, startCommerce } from '../e2e/stack.mjs';
import { createServer } from '../site/server/serve.mjs';

const publicDir = path.join(root, 'public');
if (!existsSync(path.join(publicDir, '_route-manifest.json'))) {
  console.error('bench/site-pages: no site build in public/; run `npm run build:site` first.');
  process.exit(1);
}
// The same private commerce instance bench/site-build.mjs built against (its URL is in the build).
const commerce = await startCommerce(() => {}, { port: 9013, pgPort: 5443, name: 'bench', sitePort: 8013 });
const PORT = 8013;
const base = `http://127.0.0.1:${PORT}`;
const app = await createServer();
await app.listen({ port: PORT, host: '127.0.0.1' });

const productDir = readFileSync(path.join(publicDir, 'sitemap.xml'), 'utf8').match(
  /<loc>[^<]*?(\/guitars\/[^<]+)<\/loc>/,
)?.[1];
const post = readFileSync(path.join(publicDir, 'sitemap.xml'), 'utf8').match(/<loc>[^<]*?(\/blog\/[^<]+)<\/loc>/)?.[1];

// First-load JavaScript of a product page: the app's initial chunks (runtime, framework, app)
// plus the product template's chunk group, from webpack's stats, gzipped. The js-sdk chunk the
// page imports at idle time for the regional price refresh is reported on its own.
const stats = JSON.parse(readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8'));
const jsOf = (group) => stats.namedChunkGroups[group].assets.map((a) => a.name).filter((n) => n.endsWith('.js'));
const initial = [...new Set([...jsOf('app'), ...jsOf('component---site-src-templates-product-tsx')])];
const gzipKb = (file) => gzipSync(readFileSync(path.join(publicDir, file)), { level: 9 }).length / 1024;
const firstLoad = initial.map((file) => [file, gzipKb(file)]);
const total = firstLoad.reduce((sum, [, kb]) => sum + kb, 0);
console.log(`first-load JS of a product page (${productDir}): ${total.toFixed(1)} KB gzip`);
for (const [file, kb] of firstLoad) console.log(`  ${kb.toFixed(1).padStart(6)} KB  ${file}`);
const browser = await chromium.launch({
  executablePath: chromiumExecutable,
  args: chromiumArgs,
});
const page = await browser.newPage();
const later = new Set();
page.on('response', (response) => {
  const file = new URL(response.url()).pathname.slice(1);
  if (response.request().resourceType() === 'script' && !initial.includes(file)) later.add(file);
});
await page.goto(`${base}${productDir}`, { waitUntil: 'networkidle' });
await page.waitForTimeout(1000);
await browser.close();
for (const file of later)
  if (existsSync(path.join(publicDir, file)))
    console.log(`  + ${gzipKb(file).toFixed(1)} KB loaded after the page is interactive: ${file}`);

const lighthouseCli = path.join(root, 'node_modules/lighthouse/cli/index.js');
const flags = ['--headless=new', ...chromiumArgs.filter((flag) => flag !== '--headless')].join(' ');
const out = mkdtempSync(path.join(tmpdir(), 'tonewood-lh-'));
console.log('Lighthouse (mobile preset)      perf  a11y  best  seo   CLS    LCP');
for (const [name, p] of [
  ['home', '/'],
  ['category /guitars', '/guitars'],
  [`product ${productDir}`, productDir],
  [`post ${post}`, post],
]) {
  const file = path.join(out, 'report.json');
  // Asynchronous: the site server runs in this process and must keep answering.
  const result = await new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [
        lighthouseCli,
        `${base}${p}`,
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
    child.on('exit', (status) => resolve({ status, stderr }));
  });
  if (result.status !== 0 || !existsSync(file)) {
    console.log(`${name.padEnd(32)} lighthouse failed: ${(result.stderr || '').split('\n').slice(-3).join(' ')}`);
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const score = (c) => String(Math.round((report.categories[c]?.score ?? 0) * 100)).padStart(4);
  const cls = report.audits['cumulative-layout-shift']?.numericValue ?? NaN;
  const lcp = report.audits['largest-contentful-paint']?.numericValue ?? NaN;
  console.log(
    `${name.slice(0, 32).padEnd(32)}${score('performance')}  ${score('accessibility')}  ${score('best-practices')}  ${score('seo')}  ${cls.toFixed(3)}  ${(lcp / 1000).toFixed(2)} s`,
  );
  const failing = Object.values(report.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
    .map((a) => a.id);
  if (failing.length) console.log(`${''.padEnd(32)}failing audits: ${failing.join(', ')}`);
}
rmSync(out, { recursive: true, force: true });
await app.close();
await commerce.stop();
