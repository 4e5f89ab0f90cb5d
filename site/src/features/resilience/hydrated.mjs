// How a page tells the hydration loader (site/config/hydration.mjs, written into the page before
// its scripts) that it has hydrated: the loader keeps a button tap that came before and does it
// then. A server-rendered part whose code comes after the page's (the cookie banner) carries
// HYDRATES_LATER_ATTRIBUTE until that code has hydrated it, and calls announceHydrated again then.

/** What the loader listens on (window[HYDRATED_HOOK]). */
export const HYDRATED_HOOK = '__tonewoodHydrated';
/** Marks a server-rendered part whose code hydrates it after the page's. */
export const HYDRATES_LATER_ATTRIBUTE = 'data-hydrates-later';

/** Tells the loader (if the page has one) that the page or a later part has hydrated. */
export function announceHydrated() {
  globalThis[HYDRATED_HOOK]?.();
}
