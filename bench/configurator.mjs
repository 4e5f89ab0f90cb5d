// Configurator figures, with the build in public/ served by site/server/serve.mjs: the page's
// first-load JavaScript and the PDF chunk (jsPDF and the page's PDF code, loaded on the first
// click), gzip -9 from webpack's stats; and the time from the click on 'Download PDF' to the file
// saved, p50/p95 over 10 downloads in desktop Chromium (the first one includes loading the
// chunk, reported on its own). Needs a site build (npm run build:site). Prints figures only.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumExecutable } from '../scripts/chromium.mjs';
import { root, startStack } from '../scripts/stack/index.mjs';

const publicDir = path.join(root, 'public');
if (!existsSync(path.join(publicDir, 'configurator-test/index.html'))) {
  console.error('bench/configurator: no configurator page in public/; run `npm run build:site` first.');
  process.exit(1);
}
const stats = JSON.parse(readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8'));
const jsOf = (group) =>
  (stats.namedChunkGroups[group]?.assets ?? []).map((a) => a.name).filter((n) => n.endsWith('.js'));
const gzip = (file) => gzipSync(readFileSync(path.join(publicDir, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const sum = (files) => files.reduce((total, file) => total + gzip(file), 0);

const firstLoad = [...new Set([...jsOf('app'), ...jsOf('component---site-src-templates-configurator-tsx')])];
console.log(`first-load JS of /configurator-test: ${kb(sum(firstLoad))} gzip (${sum(firstLoad)} B)`);
const pdfChunk = jsOf('configurator-pdf').filter((file) => !firstLoad.includes(file));
console.log(`PDF chunk(s) loaded on the first click: ${kb(sum(pdfChunk))} gzip (${pdfChunk.join(', ')})`);

const stack = await startStack({
  services: ['site'],
  ports: { site: Number(process.env.BENCH_CONFIGURATOR_PORT ?? 8015) },
  site: { build: false },
  quiet: true,
});
const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  await page.goto(
    `${stack.site.url}/configurator-test?model=custom-bass&bodyWood=ash&topWood=flame-maple&finish=sunburst`,
    { waitUntil: 'networkidle' },
  );
  await page.waitForSelector('[data-slot="configurator"][data-ready="true"]');
  const button = page.getByRole('button', { name: 'Download PDF' });
  const times = [];
  for (let run = 0; run < 11; run++) {
    const started = performance.now();
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    await download.path();
    times.push(performance.now() - started);
  }
  const [first, ...rest] = times;
  rest.sort((a, b) => a - b);
  const at = (p) => rest[Math.min(rest.length - 1, Math.ceil((p / 100) * rest.length) - 1)];
  console.log(
    `click → PDF saved: first ${Math.round(first)} ms (loads the chunk); then p50 ${Math.round(at(50))} ms, p95 ${Math.round(at(95))} ms over ${rest.length}`,
  );
} finally {
  await browser.close();
  await stack.stop();
}
