// When a page has hydrated, as the page itself says it (gatsby-browser calls window[HYDRATED_HOOK],
// site/src/features/resilience/hydrated.mjs). The network going quiet does not say it: on a loaded
// machine the scripts can have arrived and still be running. Before hydration a tap on a button is
// kept by the hydration loader and done once, so a journey that taps several times waits for this.
/* global window -- inside addInitScript (the browser) */
import { HYDRATED_HOOK } from '../../site/src/features/resilience/hydrated.mjs';

/** In the page, before its scripts: sets window.__hydrated once the page calls the hook, which still reaches the loader. */
function observeHydration(hook) {
  let loaders;
  Object.defineProperty(window, hook, {
    configurable: true,
    get: () => () => {
      window.__hydrated = true;
      loaders?.();
    },
    set: (next) => {
      loaders = next;
    },
  });
}

/** Every page the browser context opens from now on tells when it has hydrated (see waitForHydration). */
export function observeHydrationIn(context) {
  return context.addInitScript(observeHydration, HYDRATED_HOOK);
}

/** Waits until the tab's page has hydrated (its context observed with observeHydrationIn). */
export function waitForHydration(tab) {
  return tab.waitForFunction(() => window.__hydrated === true, undefined, { timeout: 30_000 });
}
