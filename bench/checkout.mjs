// Place order → order confirmation shown, in Debian's Chromium against the built site (public/)
// and the private bench commerce instance bench/site-build.mjs built against: 10 orders of a
// built-to-order guitar (backorders allowed, so runs never sell it out) by bank transfer, each
// timed from the click on 'Place order' to the confirmation's order summary on screen (the
// processing state, Medusa completing the cart, the success page and the order read again).
// Run bench/site-build.mjs first. Prints figures only.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumExecutable } from '../scripts/chromium.mjs';
import { root } from '../scripts/stack/index.mjs';
import { startBenchStack } from './stack.mjs';

const ORDERS = 10;
const publicDir = path.join(root, 'public');
if (!existsSync(path.join(publicDir, '_route-manifest.json'))) {
  console.error('bench/checkout: no site build in public/; run `node bench/site-build.mjs` first.');
  process.exit(1);
}
const stack = await startBenchStack(['commerce', 'site']);
const base = stack.site.url;
const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
const continueButton = '[data-slot="checkout-continue"]';
const atStep = (page, step) => page.locator(`[data-slot="checkout-steps"][data-step="${step}"]`).waitFor();
try {
  const times = [];
  for (let i = 0; i < ORDERS; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${base}/guitars/auric-t-custom`, { waitUntil: 'networkidle' });
    const added = page.waitForResponse((r) => r.url().endsWith('/line-items') && r.request().method() === 'POST');
    await page.getByTestId('add-to-cart').click();
    await added;
    const cartId = await page.evaluate(() => localStorage.getItem('medusa_cart_id'));
    await page.goto(`${base}/checkout/${cartId}`);
    await atStep(page, 'contact');
    await page.getByLabel('Email').fill(`bench-${i}@example.com`);
    await page.locator(continueButton).click();
    await page.locator('[data-slot="shipping-address-form"]').waitFor();
    for (const [label, value] of [
      ['First name', 'Bench'],
      ['Last name', 'Mark'],
      ['Address', 'Markt 1'],
      ['Postal code', '04109'],
      ['City', 'Leipzig'],
    ])
      await page.getByLabel(label, { exact: true }).fill(value);
    await page.getByRole('radio').first().click();
    await page.locator(continueButton).click();
    await atStep(page, 'payment');
    await page.getByRole('radio', { name: /Bank transfer/ }).click();
    await page.locator(continueButton).click();
    await atStep(page, 'review');
    const start = Date.now();
    await page.locator(continueButton).click();
    await page.locator('[data-slot="order-summary"]').waitFor({ timeout: 30_000 });
    times.push(Date.now() - start);
    await context.close();
  }
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  console.log(`place order → confirmation shown, ${ORDERS} orders by bank transfer (local Medusa, desktop Chromium)`);
  console.log(`  p50 ${at(0.5)} ms   p95 ${at(0.95)} ms   max ${sorted.at(-1)} ms   (each: ${times.join(', ')})`);
} finally {
  await browser.close();
  await stack.stop();
}
