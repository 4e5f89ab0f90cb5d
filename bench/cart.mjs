// Add to cart → header badge updated (and → Medusa answered), in Debian's Chromium against the built site (public/) and
// the private bench commerce instance bench/site-build.mjs built against: 20 adds on one product
// page, each timed in the page from the click to the badge showing the new count (p50/p95/max).
// The first add also creates the cart and loads the cart code; it is printed on its own.
// Run bench/site-build.mjs first. Prints figures only.
/* global document, MutationObserver -- in page.evaluate callbacks */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumExecutable } from '../scripts/chromium.mjs';
import { root } from '../scripts/stack/index.mjs';
import { startBenchStack } from './stack.mjs';

const ADDS = 20;
const publicDir = path.join(root, 'public');
if (!existsSync(path.join(publicDir, '_route-manifest.json'))) {
  console.error('bench/cart: no site build in public/; run `node bench/site-build.mjs` first.');
  process.exit(1);
}
const stack = await startBenchStack(['commerce', 'site']);
const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  // A product with plenty in stock (the workshop's tote bag), so no add is refused.
  await page.goto(`${stack.site.url}/product/tote-bag`, { waitUntil: 'networkidle' });
  // Each add, timed in the page from the click: the badge showing the new count (the shopper's
  // feedback, optimistic) and the button no longer busy (Medusa answered and the cart is settled).
  const badge = [];
  const settled = [];
  for (let i = 0; i < ADDS + 1; i++) {
    const ms = await page.evaluate(
      (expected) =>
        new Promise((resolve, reject) => {
          const button = document.querySelector('[data-testid="add-to-cart"]');
          const badgeText = () => document.querySelector('header [data-slot="cart-badge"]')?.textContent;
          const start = performance.now();
          let shown;
          const check = () => {
            if (shown === undefined && badgeText() === String(expected)) shown = performance.now() - start;
            if (shown !== undefined && !button.hasAttribute('aria-busy') && !button.disabled) {
              observer.disconnect();
              resolve([shown, performance.now() - start]);
            }
          };
          const observer = new MutationObserver(check);
          observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
          setTimeout(() => reject(new Error(`badge did not reach ${expected}`)), 15_000);
          button.click();
        }),
      i + 1,
    );
    badge.push(ms[0]);
    settled.push(ms[1]);
  }
  const figures = (label, [first, ...rest]) => {
    const sorted = [...rest].sort((a, b) => a - b);
    const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
    console.log(
      `  ${label.padEnd(34)} p50 ${at(0.5).toFixed(0).padStart(4)} ms   p95 ${at(0.95).toFixed(0).padStart(4)} ms   max ${sorted.at(-1).toFixed(0).padStart(4)} ms   first add ${first.toFixed(0)} ms`,
    );
  };
  console.log(
    `add to cart, ${ADDS} adds after the first (local Medusa, desktop Chromium; the first creates the cart and loads the cart code and the js-sdk)`,
  );
  figures('click → badge shows the new count', badge);
  figures('click → Medusa answered', settled);
} finally {
  await browser.close();
  await stack.stop();
}
