// The i18n feature: the language-and-link rule (language.mjs, shared with the build and the
// server), the one link component, and the Head API's string lookup. Node code that cannot load
// TypeScript (gatsby-config, site/config, site/server) imports language.mjs itself.
export { BCP47, OG_LOCALE, languageCookie, localizePath, routeOfPath, type Language } from './language.mjs';
export { SiteLink } from './SiteLink';
export { headT } from './headT';
