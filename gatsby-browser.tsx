// Browser wiring: global CSS, scroll restoration (top, or the hash anchor), the language cookie
// and first-visit language choice, no link prefetching on data-saver or 2g connections, a reload
// after a failed chunk load (once per 10 s per path), the new build loaded with the next page, and
// the hydration loader told when the page has hydrated.
import type { GatsbyBrowser } from 'gatsby';
import './site/src/styles/global.css';
// The language rule itself, not the i18n index: nothing of the link component in the app chunk.
import { DEFAULT_LANGUAGE, chosenLanguage, localizePath, preferredLanguage } from '@tonewood/rules';
import {
  announceHydrated,
  installChunkFailureRecovery,
  loadNewBuild,
  newBuildSeen,
} from './site/src/features/resilience';

// At module evaluation, before Gatsby's own chunk-failure listener (see resilience/chunkFailure.ts).
if (typeof window !== 'undefined') installChunkFailureRecovery();

// A page whose scripts waited for its first picture (site/config/hydration.mjs) has hydrated: its
// loader does the button tap that came before.
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  announceHydrated();
};

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  const { pathname } = window.location;
  // A first visit to / goes to /de when the browser prefers German and no language was chosen.
  if (pathname !== '/' || chosenLanguage(document.cookie)) return;
  const language = preferredLanguage(navigator.languages ?? [navigator.language]);
  if (language !== DEFAULT_LANGUAGE) window.location.replace(localizePath(language, '/'));
};

export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = ({ routerProps }) => {
  const { hash } = routerProps.location;
  if (hash) {
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (target) {
      target.scrollIntoView();
      return false;
    }
  }
  // Otherwise Gatsby's default: the remembered position on back/forward, the top on a new page.
  return true;
};

export const disableCorePrefetching: GatsbyBrowser['disableCorePrefetching'] = () => {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } })
    .connection;
  return Boolean(connection && (connection.saveData || connection.effectiveType?.includes('2g')));
};

// A newer build is online (the version file said so): the next page opens with a full page load.
export const onPreRouteUpdate: GatsbyBrowser['onPreRouteUpdate'] = ({ location, prevLocation }) => {
  if (prevLocation && newBuildSeen()) loadNewBuild(location);
};
