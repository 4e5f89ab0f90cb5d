// Shopping journeys against the built site and the real Medusa: add two variants of a guitar, see
// the badge, change a quantity, remove a line, reload (the cart stays), the stock limit, an
// out-of-stock product, and Medusa stopped (the spec's error texts, the cart back when it returns).
// In English on a desktop and German on a phone. Zero axe violations on the cart page.
/* global document -- in page.evaluate and waitForFunction callbacks */
import assert from 'node:assert/strict';
import { axeClean } from './support/axe.mjs';
import { addToCart, badge, waitForBadge } from './support/cart.mjs';
import { chooseCountry } from './support/country.mjs';
import { DESKTOP, PHONE } from './support/devices.mjs';
import { BCP47, languagePrefix } from '@tonewood/rules';

const TEXT = {
  en: {
    add: 'Add to cart',
    cart: /^Cart/,
    empty: 'Your cart is empty',
    addError: ['Error Adding Item', 'Could not add item to cart.'],
    stock: "This product is currently out of stock or you've reached the maximum available quantity.",
    unavailable: 'The cart could not be loaded',
    increase: 'Increase quantity',
    remove: (name) => `Remove ${name} from cart`,
    variant: /(Sunburst|Natural Ash|Oxblood) \/ (Right|Left)-handed/,
    checkout: 'Go to checkout',
    vatIncluded: /19% VAT included/,
    vatExcluded: 'Export order: prices exclude VAT. Import duties may apply in your country.',
  },
  de: {
    add: 'In den Warenkorb',
    cart: /^Warenkorb/,
    empty: 'Dein Warenkorb ist leer',
    addError: ['Fehler beim Hinzufügen', 'Der Artikel konnte nicht in den Warenkorb gelegt werden.'],
    stock: 'Dieses Produkt ist derzeit nicht auf Lager oder du hast die maximal verfügbare Menge erreicht.',
    unavailable: 'Der Warenkorb konnte nicht geladen werden',
    increase: 'Menge erhöhen',
    remove: (name) => `${name} aus dem Warenkorb entfernen`,
    variant: /(Sunburst|Esche natur|Ochsenblutrot) \/ (Rechts|Links)händer/,
    checkout: 'Zur Kasse',
    vatIncluded: /19\s?% MwSt\. enthalten|inkl\. 19\s?% MwSt/,
    vatExcluded: 'Exportbestellung: Preise ohne MwSt. In deinem Land können Einfuhrabgaben anfallen.',
  },
};

const rows = (page) => page.locator('[data-slot="cart-line-item"]');

export function cartChecks({ siteUrl, commerce, commerceUrl }) {
  async function journey(page, language, device) {
    const t = TEXT[language];
    const prefix = languagePrefix(language);
    const browser = page.context().browser();
    const context = await browser.newContext({ locale: BCP47[language], ...device });
    const tab = await context.newPage();
    const errors = [];
    tab.on('pageerror', (e) => errors.push(e.message));
    // The promotion code field's chunk (the form library and zod) loads for a cart with lines only.
    const promotionChunk = [];
    // A browser holding no cart loads no cart code (the store, the js-sdk) and asks Medusa nothing.
    const cartWork = [];
    tab.on('request', (request) => {
      const url = new URL(request.url());
      if (/\/promotion-code-[^/]*\.js$/.test(url.pathname)) promotionChunk.push(request.url());
      if (url.origin === new URL(commerceUrl).origin || /^\/cart-[^/]*\.js$/.test(url.pathname))
        cartWork.push(request.url());
    });
    try {
      await tab.goto(`${siteUrl}${prefix}/cart`, { waitUntil: 'networkidle' });
      await tab.getByRole('heading', { name: t.empty }).waitFor();
      assert.equal(await badge(tab), 0, 'no badge without a cart');
      assert.deepEqual(promotionChunk, [], 'an empty cart loads no promotion code field');
      assert.deepEqual(cartWork, [], 'no cart: no cart store chunk, no call to Medusa');

      // Two variants of one guitar. The first is added in another tab while this one shows the
      // empty cart: the cart page loads the cart then and shows the line.
      const shop = await context.newPage();
      await shop.goto(`${siteUrl}${prefix}/guitars/auric-s-classic`, { waitUntil: 'networkidle' });
      await addToCart(shop);
      await rows(tab).first().waitFor();
      await waitForBadge(tab, 1);
      await shop.close();
      await tab.goto(`${siteUrl}${prefix}/guitars/auric-s-classic`, { waitUntil: 'networkidle' });
      await waitForBadge(tab, 1);
      // Another finish: the first option of the first group that is not chosen yet.
      await tab
        .locator('[data-slot="variant-group"]')
        .first()
        .locator('label:not(:has(input:checked))')
        .first()
        .click();
      await addToCart(tab);
      await waitForBadge(tab, 2);

      await tab.goto(`${siteUrl}${prefix}/cart`);
      await rows(tab).nth(1).waitFor();
      assert.equal(await rows(tab).count(), 2, 'two lines');
      await tab.locator('[data-slot="promotion-code-field"]').waitFor();
      assert.ok(promotionChunk.length > 0, 'a cart with lines loads the promotion code field');
      // Each line names its variant (finish / handedness, in the page's language), and they differ:
      // the page opens on whichever variant Medusa lists first that can be bought.
      const variants = (await rows(tab).allTextContents()).map((r) => t.variant.exec(r)?.[0]);
      assert.ok(variants.every(Boolean), `variant shown: ${variants}`);
      assert.notEqual(variants[0], variants[1], 'two different variants');
      const first = rows(tab).first();
      const total = () => tab.locator('[data-slot="cart-summary-total"]').textContent();
      const before = await total();
      assert.match(before, /^[\d.]+(,\d\d)?\s€$/, 'total in German number format');

      // Quantity up: the badge follows at once, the total after Medusa answers.
      await first.getByRole('button', { name: t.increase }).click();
      await waitForBadge(tab, 3);
      await tab.waitForFunction(
        (was) => document.querySelector('[data-slot="cart-summary-total"]')?.textContent !== was,
        before,
      );
      await axeClean(tab, `${prefix}/cart`);

      // Remove the second line (rows keep the order they were added in).
      const name = await rows(tab).nth(1).locator('h3').textContent();
      assert.equal(await rows(tab).nth(1).getByRole('textbox').inputValue(), '1', 'the second line holds one');
      // The removal shows at once; the reload below waits for Medusa's answer (a reload before it
      // cancels the removal, which only an add is kept through).
      const removed = tab.waitForResponse(
        (r) => r.request().method() === 'DELETE' && /\/line-items\//.test(new URL(r.url()).pathname),
      );
      await rows(tab)
        .nth(1)
        .getByRole('button', { name: t.remove(name) })
        .click();
      await waitForBadge(tab, 2);
      await tab.waitForFunction(() => document.querySelectorAll('[data-slot="cart-line-item"]').length === 1);
      await removed;

      // A reload keeps the cart.
      await tab.reload();
      await rows(tab).first().waitFor();
      assert.equal(await rows(tab).count(), 1, 'one line after reload');
      await waitForBadge(tab, 2);
      const checkout = tab.getByRole('link', { name: t.checkout });
      const cartId = await tab.evaluate(() => localStorage.getItem('medusa_cart_id'));
      assert.match(cartId, /^cart_/);
      assert.equal(await checkout.getAttribute('href'), `${prefix}/checkout/${cartId}`);

      // Shipping to Switzerland: the cart moves to the export region (prices without VAT, the
      // export note), and back to Germany with VAT included.
      const summary = tab.locator('[data-slot="cart-summary"]');
      const germanTotal = await total();
      assert.match(await summary.textContent(), t.vatIncluded);
      await chooseCountry(tab, 'CH');
      await tab.waitForFunction(
        (was) => document.querySelector('[data-slot="cart-summary-total"]')?.textContent !== was,
        germanTotal,
      );
      await summary.getByText(t.vatExcluded).waitFor();
      const swissTotal = await total();
      assert.notEqual(swissTotal, germanTotal, 'the Swiss total differs');
      await chooseCountry(tab, 'DE');
      // The zone's tax note and shipping change at once, the cart's totals once Medusa moved it.
      await tab.waitForFunction(
        (want) => document.querySelector('[data-slot="cart-summary-total"]')?.textContent === want,
        germanTotal,
      );
      assert.match(await summary.textContent(), t.vatIncluded);

      // Removing the last line leaves the empty state with the way back.
      const last = await rows(tab).first().locator('h3').textContent();
      await rows(tab)
        .first()
        .getByRole('button', { name: t.remove(last) })
        .click();
      await tab.getByRole('heading', { name: t.empty }).waitFor();
      await waitForBadge(tab, 0);
      assert.deepEqual(errors, [], 'no page errors');
      return `${language} ${device.isMobile ? 'phone' : 'desktop'}`;
    } finally {
      await context.close();
    }
  }

  return {
    async 'cart journey in English on a desktop: two variants, badge, quantity, removal, reload (browser)'({ page }) {
      return journey(page, 'en', DESKTOP);
    },

    async 'cart journey in German on a phone: two variants, badge, quantity, removal, reload (browser)'({ page }) {
      return journey(page, 'de', PHONE);
    },

    async 'the last one-off cannot be added twice, and an out-of-stock product not at all (browser)'({ page }) {
      const context = await page
        .context()
        .browser()
        .newContext({ locale: 'en-US', ...DESKTOP });
      const tab = await context.newPage();
      try {
        await tab.goto(`${siteUrl}/product/auric-s-one-off-seafoam`, { waitUntil: 'networkidle' });
        await addToCart(tab);
        await waitForBadge(tab, 1);
        await addToCart(tab);
        await tab.locator('[data-slot="toast"]').getByText(TEXT.en.stock).waitFor();
        assert.equal(await badge(tab), 1, 'still one');
        await tab.goto(`${siteUrl}/guitars/cobalt-offset`, { waitUntil: 'networkidle' });
        const button = tab.getByTestId('add-to-cart');
        assert.equal(await button.isDisabled(), true, 'out of stock cannot be added');
        assert.match(await button.textContent(), /Out of stock/);
      } finally {
        await context.close();
      }
    },

    async 'Medusa stopped: the spec error text, the cart kept, and back when Medusa returns (browser)'({ page }) {
      const context = await page
        .context()
        .browser()
        .newContext({ locale: 'de-DE', ...PHONE });
      const tab = await context.newPage();
      try {
        await tab.goto(`${siteUrl}/de/guitars/auric-s-classic`, { waitUntil: 'networkidle' });
        await addToCart(tab);
        await waitForBadge(tab, 1);
        const cartId = await tab.evaluate(() => localStorage.getItem('medusa_cart_id'));

        await commerce.stop();
        await addToCart(tab);
        for (const text of TEXT.de.addError)
          await tab.locator('[data-slot="toast"]').getByText(text, { exact: true }).waitFor();
        await tab.goto(`${siteUrl}/de/cart`);
        await tab.getByText(TEXT.de.unavailable).waitFor();
        assert.equal(await tab.evaluate(() => localStorage.getItem('medusa_cart_id')), cartId, 'cart id kept');
        assert.equal(await badge(tab), 1, 'badge keeps the stored count');

        await commerce.start();
        await tab.reload();
        await rows(tab).first().waitFor();
        assert.equal(await rows(tab).count(), 1, 'the cart is back');
        return 'stopped and restarted';
      } finally {
        await context.close();
      }
    },
  };
}
