// A cart add is never lost or doubled (issue 27), against the built site and the real Medusa:
// an add left within its first moments (reload, a typed address, a closed tab) is in the cart on
// the next page, exactly once; an add that reached Medusa before its page was left is not sent
// again; five fast clicks are five pieces (or the stock's limit with the stock message); two tabs
// agree on the badge. English on a desktop and German on a phone. Every "at once" below is done
// as fast as Playwright allows, without waiting for the line-item request.
/* global document -- in page.evaluate and waitForFunction callbacks */
import assert from 'node:assert/strict';
import path from 'node:path';
import { siteServices } from '../site/config/env.mjs';
import { badge, waitForBadge } from './support/cart.mjs';
import { DESKTOP, PHONE } from './support/devices.mjs';
import { observeHydrationIn, waitForHydration } from './support/hydration.mjs';
import { openAsShopper as openTab } from './support/shopper.mjs';
import { languagePrefix } from '@tonewood/rules';

const STOCK = {
  en: "This product is currently out of stock or you've reached the maximum available quantity.",
  de: 'Dieses Produkt ist derzeit nicht auf Lager oder du hast die maximal verfügbare Menge erreicht.',
};
/** A product with plenty of stock (the seed's 200 pick tins), and the one-off there is one of. */
const PLENTY = '/product/pick-tin';
const ONE_OFF = '/product/auric-s-one-off-seafoam';

const rows = (page) => page.locator('[data-slot="cart-line-item"]');
const lineItemPost = (request) =>
  request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/line-items');

export function cartDurabilityChecks({ siteUrl, publicDir, buildEnv }) {
  const { medusaUrl, medusaKey } = siteServices(path.join(publicDir, '..'), { ...buildEnv });

  /** The pieces in the cart as Medusa's store API has it (not the site's view of it). */
  async function medusaPieces(cartId) {
    const res = await fetch(`${medusaUrl}/store/carts/${cartId}?fields=*items`, {
      headers: { 'x-publishable-api-key': medusaKey },
    });
    assert.equal(res.status, 200, `Medusa has cart ${cartId}`);
    const { cart } = await res.json();
    return cart.items.reduce((sum, line) => sum + line.quantity, 0);
  }

  /** Waits until no add is pending and the badge says `pieces`; then Medusa's cart must hold them. */
  async function settled(tab, pieces) {
    await tab.waitForFunction(
      () => JSON.parse(localStorage.getItem('tonewood_cart_pending') ?? '[]').length === 0,
      undefined,
      { timeout: 20_000 },
    );
    await waitForBadge(tab, pieces);
    const cartId = await tab.evaluate(() => localStorage.getItem('medusa_cart_id'));
    assert.match(cartId ?? '', /^cart_/, 'a cart id is stored');
    assert.equal(await medusaPieces(cartId), pieces, `Medusa's cart holds ${pieces}`);
    return cartId;
  }

  /** The cart page shows one line with `pieces` pieces. */
  async function oneLine(tab, pieces) {
    await rows(tab).first().waitFor();
    await tab.waitForFunction(
      (want) => document.querySelector('[data-slot="cart-line-item"] input')?.value === String(want),
      pieces,
    );
    assert.equal(await rows(tab).count(), 1, 'one line');
  }

  /** A shopper whose pages tell when they have hydrated. */
  async function openAsShopper(page, language, device) {
    const shopper = await openTab(page, language, device);
    await observeHydrationIn(shopper.context);
    return shopper;
  }

  /**
   * Opens a product page ready to be clicked: hydrated (before, the loader keeps only the last tap,
   * so five fast clicks would be one piece) and the network idle.
   */
  async function productPage(tab, prefix, product = PLENTY) {
    await tab.goto(`${siteUrl}${prefix}${product}`, { waitUntil: 'networkidle' });
    await waitForHydration(tab);
    const button = tab.getByTestId('add-to-cart');
    assert.equal(await button.isEnabled(), true, 'add to cart is enabled');
    return button;
  }

  async function leftAtOnce(page, language, device) {
    const prefix = languagePrefix(language);
    const { context, tab, errors } = await openAsShopper(page, language, device);
    try {
      // Reload at once: no cart existed, so creating it is part of the resumed work.
      await (await productPage(tab, prefix)).click();
      await tab.reload();
      const cartId = await settled(tab, 1);

      // Typing the cart's address at once: the cart page shows both pieces on one line.
      await (await productPage(tab, prefix)).click();
      await tab.goto(`${siteUrl}${prefix}/cart`);
      await oneLine(tab, 2);
      assert.equal(await settled(tab, 2), cartId, 'the same cart');

      // Closing the tab at once, and a new one in the same browser.
      await (await productPage(tab, prefix)).click();
      await tab.close();
      const next = await context.newPage();
      next.on('pageerror', (e) => errors.push(e.message));
      await next.goto(`${siteUrl}${prefix}/cart`);
      await oneLine(next, 3);
      assert.equal(await settled(next, 3), cartId, 'the same cart');
      assert.deepEqual(errors, [], 'no page errors');
      return `${language} ${device.isMobile ? 'phone' : 'desktop'}: reload, typed /cart, closed tab`;
    } finally {
      await context.close();
    }
  }

  return {
    async 'an add left at once (reload, typed /cart, closed tab) is in the cart once, in English on a desktop (browser)'({
      page,
    }) {
      return leftAtOnce(page, 'en', DESKTOP);
    },

    async 'an add left at once (reload, typed /cart, closed tab) is in the cart once, in German on a phone (browser)'({
      page,
    }) {
      return leftAtOnce(page, 'de', PHONE);
    },

    async 'an add that reached Medusa before the page was left is not sent again (browser)'({ page }) {
      const { context, tab, errors } = await openAsShopper(page, 'de', PHONE);
      try {
        const button = await productPage(tab, '/de');
        await button.click();
        await settled(tab, 1);
        // The next add reaches Medusa, and its answer never comes back: the page is reloaded first.
        let posts = 0;
        let reached;
        const done = new Promise((resolve) => (reached = resolve));
        await tab.route(
          (url) => url.pathname.endsWith('/line-items'),
          async (route) => {
            if (!lineItemPost(route.request())) return route.continue();
            posts++;
            if (posts > 1) return route.continue(); // a second send: counted, and the check fails
            await route.fetch(); // Medusa added the piece
            reached();
          },
        );
        await button.click();
        await done;
        const pending = await tab.evaluate(() => JSON.parse(localStorage.getItem('tonewood_cart_pending') ?? '[]'));
        assert.equal(pending.length, 1, 'the add is still pending in the page');
        await tab.reload();
        await settled(tab, 2);
        assert.equal(posts, 1, 'the line-item request was sent once');
        await tab.goto(`${siteUrl}/de/cart`);
        await oneLine(tab, 2);
        assert.equal(posts, 1, 'and not on the next page either');
        assert.deepEqual(errors, [], 'no page errors');
        return 'sent once, counted once';
      } finally {
        await context.close();
      }
    },

    async 'five fast clicks are five pieces, in the cart page and in Medusa (browser)'({ page }) {
      const { context, tab, errors } = await openAsShopper(page, 'en', DESKTOP);
      try {
        const button = await productPage(tab, '');
        // Five clicks in one go, faster than any hand (the page has no time to render between them).
        await button.evaluate((b) => [1, 2, 3, 4, 5].forEach(() => b.click()));
        assert.ok((await badge(tab)) >= 1, 'the badge counts at once');
        await settled(tab, 5);
        await tab.goto(`${siteUrl}/cart`);
        await oneLine(tab, 5);
        assert.deepEqual(errors, [], 'no page errors');
        return '5 clicks, 5 pieces';
      } finally {
        await context.close();
      }
    },

    async 'five fast clicks on a one-off: one piece and the stock message (browser)'({ page }) {
      const { context, tab, errors } = await openAsShopper(page, 'de', PHONE);
      try {
        const button = await productPage(tab, '/de', ONE_OFF);
        for (let i = 0; i < 5; i++) await button.click();
        await tab.locator('[data-slot="toast"]').getByText(STOCK.de).waitFor();
        await settled(tab, 1);
        assert.deepEqual(errors, [], 'no page errors');
        return '5 clicks, 1 piece';
      } finally {
        await context.close();
      }
    },

    async 'two tabs agree on the badge after either adds, without a reload (browser)'({ page }) {
      const { context, tab, errors } = await openAsShopper(page, 'de', PHONE);
      try {
        const other = await context.newPage();
        other.on('pageerror', (e) => errors.push(e.message));
        const first = await productPage(tab, '/de');
        const second = await productPage(other, '/de', '/product/tote-bag');
        await first.click();
        await waitForBadge(other, 1);
        await settled(tab, 1);
        await second.click();
        await waitForBadge(tab, 2);
        await settled(other, 2);
        await waitForBadge(tab, 2);
        // A tab sends its next add from the cart it holds unless another tab changed the lines
        // since (store.ts, the cart stamp): it reads the cart after the other tab's add, not after its own.
        const reads = [];
        tab.on('request', (request) => {
          if (request.method() === 'GET' && /\/store\/carts\/cart_\w+$/.test(new URL(request.url()).pathname))
            reads.push(request.url());
        });
        await first.click();
        await settled(tab, 3);
        assert.equal(reads.length, 1, 'the cart read once before an add after the other tab changed it');
        await first.click();
        await settled(tab, 4);
        assert.equal(reads.length, 1, 'and not before the next add, after its own');
        await waitForBadge(other, 4);
        assert.deepEqual(errors, [], 'no page errors');
        return 'de phone, both ways; the cart read again only after the other tab added';
      } finally {
        await context.close();
      }
    },
  };
}
