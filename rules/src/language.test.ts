import { describe, expect, it } from 'vitest';
import {
  BCP47,
  DEFAULT_LANGUAGE,
  LANGUAGES,
  OG_LOCALE,
  chosenLanguage,
  firstVisitLanguage,
  isLanguage,
  languageCookie,
  languageOfLocale,
  languageOfPath,
  languagePrefix,
  localeOf,
  localizePath,
  preferredLanguage,
  routeOfPath,
} from './language.js';

describe('routeOfPath', () => {
  it('strips the German prefix and leaves English paths as they are', () => {
    expect(routeOfPath('/de/configurator-test')).toBe('/configurator-test');
    expect(routeOfPath('/de/checkout/cart_01ABC')).toBe('/checkout/cart_01ABC');
    expect(routeOfPath('/de')).toBe('/');
    expect(routeOfPath('/de/')).toBe('/');
    expect(routeOfPath('/design')).toBe('/design');
    expect(routeOfPath('/guitars/nomad')).toBe('/guitars/nomad');
  });

  it('is the inverse of localizePath in both languages', () => {
    for (const route of ['/', '/cart', '/configurator-test', '/blog/a/b'])
      for (const language of ['en', 'de'] as const) {
        const path = localizePath(language, route);
        expect(languageOfPath(path)).toBe(language);
        expect(routeOfPath(path)).toBe(route);
      }
  });
});

describe('the languages', () => {
  it('are English (the default, no prefix) and German (/de)', () => {
    expect(LANGUAGES).toEqual(['en', 'de']);
    expect(DEFAULT_LANGUAGE).toBe('en');
    expect(localizePath('en', '/cart')).toBe('/cart');
    expect(localizePath('de', '/cart')).toBe('/de/cart');
    expect(localizePath('de', '/')).toBe('/de');
    expect(languagePrefix('en')).toBe('');
    expect(languagePrefix('de')).toBe('/de');
    expect(isLanguage('de')).toBe(true);
    expect(isLanguage('fr')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });

  it('have one locale each', () => {
    expect(BCP47).toEqual({ en: 'en-US', de: 'de-DE' });
    expect(OG_LOCALE).toEqual({ en: 'en_US', de: 'de_DE' });
    expect(localeOf('de')).toBe('de-DE');
    expect(localeOf('en')).toBe('en-US');
  });
});

describe('languageOfLocale', () => {
  it('is German for de and its regional tags, in any case and either separator', () => {
    for (const tag of ['de', 'de-DE', 'de-AT', 'de_CH', 'DE', ' de-de ', 'de;q=0.8'])
      expect(languageOfLocale(tag), tag).toBe('de');
  });

  it('is English for English tags, other languages, words starting with de, and no tag', () => {
    for (const tag of ['en', 'en-US', 'fr-FR', 'denmark', 'deu', 'de1', '', '  ', null, undefined, 42])
      expect(languageOfLocale(tag), String(tag)).toBe('en');
  });

  it('gives each language back from its own locale', () => {
    for (const language of LANGUAGES) expect(languageOfLocale(localeOf(language))).toBe(language);
  });
});

describe('the language cookie and first visits', () => {
  it('reads the stored choice from a Cookie header', () => {
    expect(chosenLanguage('a=1; tw_language=de; b=2')).toBe('de');
    expect(chosenLanguage('tw_language=fr')).toBeNull();
    expect(chosenLanguage(undefined)).toBeNull();
  });

  it('writes the choice for 365 days on the whole site', () => {
    expect(languageCookie('de')).toBe('tw_language=de; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(languageCookie('de', true)).toBe('tw_language=de; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
    expect(chosenLanguage(languageCookie('de'))).toBe('de');
  });

  it('takes the first supported language of the preferences, else English', () => {
    expect(preferredLanguage('fr-FR,de-DE;q=0.8,en;q=0.5')).toBe('de');
    expect(preferredLanguage(['fr', 'en-GB', 'de'])).toBe('en');
    expect(preferredLanguage('fr, it')).toBe('en');
    expect(preferredLanguage([])).toBe('en');
  });

  it('prefers the stored choice over the preferences', () => {
    expect(firstVisitLanguage('tw_language=en', 'de-DE')).toBe('en');
    expect(firstVisitLanguage('', 'de-DE')).toBe('de');
  });
});
