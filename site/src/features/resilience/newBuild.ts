// Whether a newer build of the site is online (the version file said so): the notice reads it,
// and the next in-app navigation loads the new build with a full page load (gatsby-browser).
import { useSyncExternalStore } from 'react';

let seen = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function markNewBuild() {
  if (seen) return;
  seen = true;
  listeners.forEach((listener) => listener());
}

export const newBuildSeen = () => seen;

export function useNewBuildSeen(): boolean {
  return useSyncExternalStore(subscribe, newBuildSeen, () => false);
}

/** Opens `location` with a full page load: the new build's HTML and code. */
export function loadNewBuild(location: { pathname: string; search: string; hash: string }) {
  const target = `${location.pathname}${location.search}${location.hash}`;
  const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  if (target === here) window.location.reload();
  else window.location.assign(target);
}
