// The shopper's language choice: a cookie kept 365 days (path /, SameSite lax), spec section 9.
import { LANGUAGE_COOKIE } from '../../../config/routes.mjs';

export type Language = 'en' | 'de';
export const LANGUAGES: Language[] = ['en', 'de'];
export const BCP47: Record<Language, string> = { en: 'en-US', de: 'de-DE' };
const YEAR_SECONDS = 365 * 24 * 60 * 60;

export function rememberLanguage(language: Language) {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Max-Age=${YEAR_SECONDS}; Path=/; SameSite=Lax`;
}

export function chosenLanguage(): Language | null {
  const match = document.cookie.match(new RegExp(`(?:^|; )${LANGUAGE_COOKIE}=(en|de)`));
  return (match?.[1] as Language) ?? null;
}

/** The language a first visit to / should see: German when the browser prefers it. */
export function preferredLanguage(languages: readonly string[]): Language {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'de' || base === 'en') return base;
  }
  return 'en';
}

/** The path of a route in a language: English without prefix, German under /de. */
export function localizePath(language: Language, route: string): string {
  if (language === 'en') return route;
  return route === '/' ? '/de' : `/de${route}`;
}
