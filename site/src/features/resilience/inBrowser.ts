// What only the browser knows (the address's query, that the page has hydrated), read so that
// hydration keeps the server's HTML: the server's answer while the server renders and while the
// browser hydrates its HTML, the browser's in the render right after (and in every render of the
// browser's own: the next route, a story). The site's Preact answers the same way
// (lib/preact/hydration.ts).
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};
const yes = () => true;
const no = () => false;

/** `inBrowser()` once the page is the browser's, `onServer` while rendering or hydrating HTML. */
export function useBrowserValue<T>(inBrowser: () => T, onServer: T): T {
  return useSyncExternalStore(noSubscription, inBrowser, () => onServer);
}

/** False on the server and while hydrating its HTML, true right after and in the browser's renders. */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, yes, no);
}
