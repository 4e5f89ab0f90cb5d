// The one language-and-link rule of the site, in plain JavaScript so that every side reads the
// same file: the build (gatsby-config, gatsby-node, site/config/routes.mjs, the route manifest),
// the production server (site/server/serve.mjs), the browser entry and the components (through
// this feature's index.ts). Types: language.d.mts beside it.
//
// English is the default language and has no prefix; German lives under /de. The shopper's
// choice is a cookie kept 365 days (path /, SameSite lax), spec section 9.

export const LANGUAGES = /** @type {const} */ (['en', 'de']);
export const DEFAULT_LANGUAGE = 'en';
export const BCP47 = { en: 'en-US', de: 'de-DE' };
export const OG_LOCALE = { en: 'en_US', de: 'de_DE' };
export const LANGUAGE_COOKIE = 'tw_language';
const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The path of a route in a language: English without prefix, German under /de. */
export function localizePath(language, route) {
  if (language === DEFAULT_LANGUAGE) return route;
  return route === '/' ? `/${language}` : `/${language}${route}`;
}

/** The language a site path belongs to, by its prefix. */
export function languageOfPath(path) {
  return (
    LANGUAGES.find(
      (language) => language !== DEFAULT_LANGUAGE && (path === `/${language}` || path.startsWith(`/${language}/`)),
    ) ?? DEFAULT_LANGUAGE
  );
}

/** The route of a site path: the path without its language prefix (/de/cart → /cart, /de → /). */
export function routeOfPath(path) {
  const language = languageOfPath(path);
  if (language === DEFAULT_LANGUAGE) return path;
  return path.slice(language.length + 1) || '/';
}

/** The language stored in a Cookie header or document.cookie, or null when none was chosen. */
export function chosenLanguage(cookie) {
  return new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=(${LANGUAGES.join('|')})`).exec(cookie ?? '')?.[1] ?? null;
}

/** The cookie that remembers a language choice, as written to document.cookie. */
export function languageCookie(language) {
  return `${LANGUAGE_COOKIE}=${language}; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`;
}

/**
 * The language the visitor's preferences ask for: the first supported one of the browser's
 * languages (navigator.languages) or of an Accept-Language header; English otherwise.
 */
export function preferredLanguage(languages) {
  for (const tag of typeof languages === 'string' ? languages.split(',') : languages) {
    const base = tag.trim().toLowerCase().split(/[-;]/)[0];
    if (LANGUAGES.includes(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

/** Which language a first visit to / should see: the stored choice, else the preferences. */
export function firstVisitLanguage(cookie, languages) {
  return chosenLanguage(cookie) ?? preferredLanguage(languages);
}
