// The i18n feature: the language-and-link rule (the language module of @tonewood/rules, which the
// build, the server, Strapi's and Medusa's code import themselves), the one link component, and
// the Head API's string lookup.
export { BCP47, OG_LOCALE, languageCookie, localizePath, routeOfPath, type Language } from '@tonewood/rules';
export { CurrentPath, SiteLink } from './SiteLink';
export { headT } from './headT';
