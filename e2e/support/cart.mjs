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

/**
 * Clicks 'Add to cart' and waits until the add is settled: Medusa took it or refused it (or could
 * not be reached), so no add is pending any more and the button is no longer busy (within `timeout` ms).
 */
export async function addToCart(page, timeout = 20_000) {
  const button = page.getByTestId('add-to-cart');
  await button.waitFor();
  assert.equal(await button.isEnabled(), true, 'add to cart is enabled');
  // The badge counts the piece at once (optimistic); the journey goes on once Medusa answered.
  await button.click();
  await page.waitForFunction(
    () =>
      JSON.parse(localStorage.getItem('tonewood_cart_pending') ?? '[]').length === 0 &&
      !document.querySelector('[data-testid="add-to-cart"]')?.hasAttribute('aria-busy'),
    undefined,
    { timeout },
  );
}
