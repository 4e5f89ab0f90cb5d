// The shop's languages and locales, the one rule every runtime reads: the site (build, browser
// entry, components through site/src/features/i18n), the site's server and its functions, the
// e2e journeys, and Medusa's order mail.
//
// English is the default language and has no path prefix; German lives under /de. The shopper's
// choice is a cookie kept 365 days (path /, SameSite lax), spec section 9. A locale tag
// (de, de-DE, de_AT, en-US, ...) belongs to the language it starts with; anything else is English.

export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** The BCP 47 locale of each language: Intl formatting, Medusa's locale, schema.org inLanguage. */
export const BCP47: Readonly<Record<Language, string>> = { en: 'en-US', de: 'de-DE' };
/** The Open Graph locale of each language (og:locale). */
export const OG_LOCALE: Readonly<Record<Language, string>> = { en: 'en_US', de: 'de_DE' };
export const LANGUAGE_COOKIE = 'tw_language';
const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** Whether a value is one of the shop's language codes ('en', 'de'). */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The BCP 47 locale of a language (de → de-DE, en → en-US). */
export function localeOf(language: Language): string {
  return BCP47[language];
}

// A tag starts with a language code followed by nothing, a separator or a non-word character:
// de, de-DE, de_AT, "de " count as German; deutsch or dex do not.
const LOCALE_LANGUAGE = new RegExp(`^(${LANGUAGES.join('|')})(?![a-z0-9])`, 'i');

/**
 * The language of a locale tag or language code (de, de-DE, de_AT, DE → de); English for
 * anything else, including no tag at all (the shop's default).
 */
export function languageOfLocale(tag: unknown): Language {
  if (typeof tag !== 'string') return DEFAULT_LANGUAGE;
  const match = LOCALE_LANGUAGE.exec(tag.trim());
  return match ? (match[1]!.toLowerCase() as Language) : DEFAULT_LANGUAGE;
}

/** The path prefix of a language: '' for English, '/de' for German. */
export function languagePrefix(language: Language): string {
  return language === DEFAULT_LANGUAGE ? '' : `/${language}`;
}

/** The path of a route in a language: English without prefix, German under /de. */
export function localizePath(language: Language, route: string): string {
  if (language === DEFAULT_LANGUAGE) return route;
  return route === '/' ? languagePrefix(language) : `${languagePrefix(language)}${route}`;
}

/** The language a site path belongs to, by its prefix. */
export function languageOfPath(path: string): Language {
  return (
    LANGUAGES.find(
      (language) => language !== DEFAULT_LANGUAGE && (path === `/${language}` || path.startsWith(`/${language}/`)),
    ) ?? DEFAULT_LANGUAGE
  );
}

/** The route of a site path: the path without its language prefix (/de/cart → /cart, /de → /). */
export function routeOfPath(path: string): string {
  const language = languageOfPath(path);
  if (language === DEFAULT_LANGUAGE) return path;
  return path.slice(language.length + 1) || '/';
}

/** The language stored in a Cookie header or document.cookie, or null when none was chosen. */
export function chosenLanguage(cookie: string | null | undefined): Language | null {
  const match = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=(${LANGUAGES.join('|')})`).exec(cookie ?? '');
  return (match?.[1] as Language | undefined) ?? null;
}

/**
 * The cookie that remembers a language choice, as written to document.cookie; `secure` (the page
 * came over HTTPS, as in production) adds the Secure flag.
 */
export function languageCookie(language: Language, secure = false): string {
  return `${LANGUAGE_COOKIE}=${language}; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * The language the visitor's preferences ask for: the first supported one of the browser's
 * languages (navigator.languages) or of an Accept-Language header; English otherwise.
 */
export function preferredLanguage(languages: readonly string[] | string): Language {
  for (const tag of typeof languages === 'string' ? languages.split(',') : languages) {
    const base = tag.trim().toLowerCase().split(/[-;]/)[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

/** Which language a first visit to / should see: the stored choice, else the preferences. */
export function firstVisitLanguage(cookie: string | null | undefined, languages: readonly string[] | string): Language {
  return chosenLanguage(cookie) ?? preferredLanguage(languages);
}
