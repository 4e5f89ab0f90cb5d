// The site's stand-ins for two modules inside react-aria's i18n (site/gatsby/bootstrap.ts puts
// them in place of react-aria/dist/private/i18n/{useDefaultLocale,utils}.mjs, with the same
// exports). react-aria asks the browser's Intl when those modules load and when a provider gets
// its locale: Intl.DateTimeFormat.supportedLocalesOf for a default locale no page of ours uses
// (every page gives I18nProvider its locale), and Intl.Locale(...).maximize() for the text
// direction. A browser's first such call loads its ICU data: 50-100 ms of main thread on a
// desktop and four times that on a phone, in every page's hydration. Here the default locale is
// found when first asked for, and the shop's own languages are left to right without asking.
import { useEffect, useState } from 'react';
import { useIsSSR } from 'react-aria/SSRProvider';

// Locale passed from a server (react-aria's PackageLocalizationProvider), as react-aria reads it.
const LOCALE_SYMBOL = Symbol.for('react-aria.i18n.locale');

/** Languages written right to left when Intl.Locale cannot say (react-aria's own list). */
const RTL_LANGUAGES = new Set('ae ar arc bcc bqi ckb dv fa glk he ku mzn nqo pnb ps sd ug ur yi'.split(' '));
/** Scripts written right to left. */
const RTL_SCRIPTS = new Set('Arab Syrc Samr Mand Thaa Mend Nkoo Adlm Rohg Hebr'.split(' '));
/** The shop's languages with no script named or a region only ('en', 'en-US', 'de-DE'): left to right. */
const SHOP_LTR = /^(en|de)(-[a-z]{2}|-\d{3})?$/i;

/** Whether a locale is written right to left (react-aria's isRTL, without Intl for en and de). */
export function isRTL(localeString) {
  if (SHOP_LTR.test(localeString)) return false;
  if (typeof Intl.Locale === 'function') {
    const locale = new Intl.Locale(localeString).maximize();
    const textInfo = typeof locale.getTextInfo === 'function' ? locale.getTextInfo() : locale.textInfo;
    if (textInfo) return textInfo.direction === 'rtl';
    if (locale.script) return RTL_SCRIPTS.has(locale.script);
  }
  return RTL_LANGUAGES.has(localeString.split('-')[0]);
}

/** The browser's locale and its direction (react-aria's getDefaultLocale). */
export function getDefaultLocale() {
  let locale =
    globalThis.window?.[LOCALE_SYMBOL] ||
    globalThis.navigator?.language ||
    globalThis.navigator?.userLanguage ||
    'en-US';
  try {
    Intl.DateTimeFormat.supportedLocalesOf([locale]);
  } catch {
    locale = 'en-US';
  }
  return { locale, direction: isRTL(locale) ? 'rtl' : 'ltr' };
}

// Found when first read (react-aria finds it when the module loads), then kept up to date.
// useLocale calls useDefaultLocale in every component that asks for the locale, and uses its value
// only where no provider gave one: so the hook hands out an object that finds it when read.
let current;
const found = () => {
  if (!current) current = getDefaultLocale();
  return current;
};
const untilRead = {
  get locale() {
    return found().locale;
  },
  get direction() {
    return found().direction;
  },
};
const listeners = new Set();
function update() {
  current = getDefaultLocale();
  for (const listener of listeners) listener(current);
}

/** The browser's locale for a provider without one (react-aria's useDefaultLocale). */
export function useDefaultLocale() {
  const isSSR = useIsSSR();
  const [defaultLocale, setDefaultLocale] = useState(() => current ?? untilRead);
  useEffect(() => {
    if (listeners.size === 0) globalThis.addEventListener('languagechange', update);
    listeners.add(setDefaultLocale);
    return () => {
      listeners.delete(setDefaultLocale);
      if (listeners.size === 0) globalThis.removeEventListener('languagechange', update);
    };
  }, []);
  // The server cannot know the browser's language: en-US until hydration, as react-aria does.
  if (isSSR) return { locale: globalThis.window?.[LOCALE_SYMBOL] || 'en-US', direction: 'ltr' };
  return defaultLocale;
}
