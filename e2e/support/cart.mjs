// The cart as the journeys use it: add to cart, and the header badge's count.
/* global document -- in a waitForFunction callback */
import assert from 'node:assert/strict';

/** The header badge's number (0 when it shows none). */
export async function badge(page) {
  const shown = page.locator('header [data-slot="cart-badge"]');
  return (await shown.count()) ? Number(await shown.first().textContent()) : 0;
}

export async function waitForBadge(page, expected) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const now = await badge(page);
    if (now === expected) return;
    if (Date.now() > deadline) assert.fail(`badge shows ${now}, expected ${expected}`);
    await page.waitForTimeout(100);
  }
}

/** Clicks 'Add to cart' and waits until Medusa answered the line-item call (or it failed). */
export async function addToCart(page) {
  const button = page.getByTestId('add-to-cart');
  await button.waitFor();
  assert.equal(await button.isEnabled(), true, 'add to cart is enabled');
  // The badge counts the piece at once (optimistic); the journey goes on once Medusa answered.
  const answered = new Promise((resolve) => {
    const done = (request) => {
      if (request.method() !== 'POST' || !new URL(request.url()).pathname.endsWith('/line-items')) return;
      page.off('requestfinished', done);
      page.off('requestfailed', done);
      resolve();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    setTimeout(resolve, 15_000);
  });
  await button.click();
  await answered;
  await page.waitForFunction(() => !document.querySelector('[data-testid="add-to-cart"]')?.hasAttribute('aria-busy'));
}
