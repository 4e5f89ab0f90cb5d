// A visitor of the served site in a browser context of their own, as the consent, statistics and
// resilience journeys need one.
/* global document, window, Document -- in an addInitScript callback */

// The embeds the seed configures (cms/src/seed/content/settings.ts); the network is closed, so
// the browser is answered with a stand-in page.
export const EMBED_ORIGINS = ['https://forms.tonewood.example', 'https://media.tonewood.example'];

/**
 * A fresh browser context for a visitor: without a cookie choice (e2e/run.mjs gives every other
 * context a declined one, so the banner covers nothing the other journeys click), with the
 * embeds answered and every cookie the page writes recorded as written.
 */
export async function visitorContext(page, siteUrl, { consent = null, locale = 'en-US', ...options } = {}) {
  const context = await page
    .context()
    .browser()
    .newContext({ locale, viewport: { width: 1280, height: 800 }, ...options });
  await context.clearCookies({ name: 'cookiesAccepted' });
  if (consent !== null) {
    await context.addCookies([{ name: 'cookiesAccepted', value: String(consent), url: siteUrl }]);
  }
  for (const origin of EMBED_ORIGINS)
    await context.route(`${origin}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>embed</title><p>embed</p>' }),
    );
  await context.addInitScript(() => {
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    window.__cookieWrites = [];
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => descriptor.get.call(document),
      set: (value) => {
        window.__cookieWrites.push(value);
        descriptor.set.call(document, value);
      },
    });
  });
  return context;
}
