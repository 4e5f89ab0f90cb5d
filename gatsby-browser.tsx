// Browser wiring: global CSS, scroll restoration (top, or the hash anchor), the language cookie
// and first-visit language choice, and no link prefetching on data-saver or 2g connections.
import type { GatsbyBrowser } from 'gatsby';
import './site/src/styles/global.css';
// The plain-JS language rule, not the i18n index: nothing of the link component in the app chunk.
import { chosenLanguage, preferredLanguage } from './site/src/features/i18n/language.mjs';

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  const { pathname } = window.location;
  // A first visit to / goes to /de when the browser prefers German and no language was chosen.
  if (
    pathname === '/' &&
    !chosenLanguage(document.cookie) &&
    preferredLanguage(navigator.languages ?? [navigator.language]) === 'de'
  ) {
    window.location.replace('/de');
  }
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
