// The market's entry points on every page: each loads the deciding code (resolve.ts: cookie,
// edge, matrix) when it runs, so none of that is first-load JavaScript.
import type { MarketBuild } from './resolve';

/** Runs `run` when the browser is idle (at once where it cannot tell). */
export const whenIdle = (run: () => void) =>
  (window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1)))(run);

const resolver = () => import('./resolve');

/**
 * Decides the shipping country once the page is idle: the cookie at once, then the edge's
 * country (GET /cdn-cgi/trace). The build's zone knowledge: each shipping country's zone id and
 * the CMS zone tax map.
 */
export function startShippingCountry(chrome: MarketBuild) {
  whenIdle(() => void resolver().then((m) => m.resolveShippingCountry(chrome)));
}

/** Applies a country chosen in the panel; resolves false for a code the shop does not ship to. */
export function chooseShippingCountry(code: string): Promise<boolean> {
  return resolver().then((m) => m.chooseShippingCountry(code));
}
