// The entry points other features call, kept small: each loads resolve.ts (cookie, edge, matrix
// and commerce client) only when it runs, so none of that is first-load JavaScript.
import type { resolveShippingCountry } from './resolve';

const idle = (run: () => void) => (window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1)))(run);

/**
 * Decides the shipping country once the page is idle: the cookie at once, then the edge's
 * country (GET /cdn-cgi/trace). The build's zone knowledge: each shipping country's zone id and
 * the CMS zone tax map.
 */
export function startShippingCountry(build: Parameters<typeof resolveShippingCountry>[0]) {
  idle(() => void import('./resolve').then((m) => m.resolveShippingCountry(build)));
}

/** Applies a country chosen in the panel; resolves false for a code the shop does not ship to. */
export function chooseShippingCountry(code: string): Promise<boolean> {
  return import('./resolve').then((m) => m.chooseShippingCountry(code));
}
