// Add to cart → header badge updated, in Debian's Chromium against the built site (public/) and
// the private bench commerce instance bench/site-build.mjs built against: 20 adds on one product
// page, each timed in the page from the click to the badge showing the new count (p50/p95/max).
// The first add also creates the cart and loads the cart code; it is printed on its own.
// Run bench/site-build.mjs first. Prints figures only.
/* global document, MutationObserver -- in page.evaluate callbacks */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumExecutable } from '../scripts/chromium.mjs';
import { root, startCommerce } from '../e2e/stack.mjs';
import { createServer } from '../site/server/serve.mjs';

const ADDS = 20;
const publicDir = path.join(root, 'public');
if (!existsSync(path.join(publicDir, '_route-manifest.json'))) {
  console.error('bench/cart: no site build in public/; run `node bench/site-build.mjs` first.');
  process.exit(1);
}
const commerce = await startCommerce(() => {}, { port: 9013, pgPort: 5443, name: 'bench', sitePort: 8013 });
const app = await createServer();
await app.listen({ port: 8013, host: '127.0.0.1' });
const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  // A product with plenty in stock (the workshop's tote bag), so no add is refused.
  await page.goto('http://127.0.0.1:8013/product/tote-bag', { waitUntil: 'networkidle' });
  const timings = [];
  for (let i = 0; i < ADDS + 1; i++) {
    const ms = await page.evaluate(
      (expected) =>
        new Promise((resolve, reject) => {
          const badgeText = () => document.querySelector('header [data-slot="cart-badge"]')?.textContent;
          const start = performance.now();
          const observer = new MutationObserver(() => {
            if (badgeText() === String(expected)) {
              observer.disconnect();
              resolve(performance.now() - start);
            }
          });
          observer.observe(document.querySelector('header'), { subtree: true, childList: true, characterData: true });
          setTimeout(() => reject(new Error(`badge did not reach ${expected}`)), 15_000);
          document.querySelector('[data-testid="add-to-cart"]').click();
        }),
      i + 1,
    );
    timings.push(ms);
    // The button is busy until Medusa answered; the next add waits for it.
    await page.waitForFunction(() => !document.querySelector('[data-testid="add-to-cart"]')?.hasAttribute('aria-busy'));
  }
  const [first, ...rest] = timings;
  const sorted = [...rest].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  console.log(`add to cart → badge updated, ${ADDS} adds after the first (local Medusa, desktop Chromium)`);
  console.log(`  p50 ${at(0.5).toFixed(0)} ms   p95 ${at(0.95).toFixed(0)} ms   max ${sorted.at(-1).toFixed(0)} ms`);
  console.log(`  first add (creates the cart, loads the cart code and the js-sdk): ${first.toFixed(0)} ms`);
} finally {
  await browser.close();
  await app.close();
  await commerce.stop();
}
