// Screenshots of the served site at phone and desktop widths, for looking at:
//   node e2e/screenshots.mjs [base URL, default http://127.0.0.1:8000] [output folder, default /tmp/tonewood-shots]
// Prints console messages per page and whether the regional price refresh ran.
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumExecutable } from '../scripts/chromium.mjs';
const base = process.argv[2] || 'http://127.0.0.1:8000';
const out = process.argv[3] || '/tmp/tonewood-shots';
mkdirSync(out, { recursive: true });
const b = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
const shots = [
  ['home', 1280, 900, '/'],
  ['home-phone', 390, 844, '/de'],
  ['category', 1280, 900, '/guitars'],
  ['category-phone', 390, 844, '/de/basses'],
  ['product', 1280, 900, '/guitars/auric-s-classic'],
  ['product-phone', 390, 844, '/de/basses/atlas-j-bass-5'],
  ['post', 1280, 900, '/blog/workshop/finishing-with-shellac'],
  ['about', 1280, 900, '/de/about'],
  ['product-phone-en', 390, 844, '/guitars/auric-s-classic'],
  ['home-desktop-de', 1280, 900, '/de'],
];
for (const [name, w, h, p] of shots) {
  const page = await b.newPage({ viewport: { width: w, height: h } });
  const msgs = [];
  page.on('console', (m) => msgs.push(m.type() + ': ' + m.text()));
  await page.goto(base + p, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${out}/${name}.png` });
  console.log(name, msgs.join(' | ').slice(0, 400), await page.locator('text=/Prices for|Preise für/').count());
  await page.close();
}
await b.close();
