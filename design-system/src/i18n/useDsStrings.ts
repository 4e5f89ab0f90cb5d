import { useMemo } from 'react';
import { useLocale } from 'react-aria';
import { dsStrings, type DsStringKey } from './strings';

export type Vars = Record<string, string | number> | undefined;
/** A translated text, or a function that fills the variables into one. */
export type Message = string | ((vars: Vars) => string);
/** One dictionary: BCP 47 locale (e.g. 'en-US', 'de-DE') to the texts for every key. */
export type LocalizedMessages<K extends string> = Record<string, Record<K, Message>>;

export type Translate<K extends string> = (key: K, vars?: Record<string, string | number>) => string;

/**
 * A component's `messages` prop: the site's texts for some of the component's keys, used instead
 * of the library's. The one way to override texts: every strings hook takes it.
 */
export type MessageOverrides<K extends string> = Partial<Record<K, string>>;

const FALLBACK = 'en-US';

/** The dictionary locale for a visitor's locale: the same tag, else the same language, else en-US. */
export function matchLocale(locale: string, available: readonly string[]): string {
  if (available.includes(locale)) return locale;
  const language = locale.split('-')[0]?.toLowerCase();
  return available.find((tag) => tag.split('-')[0]?.toLowerCase() === language) ?? FALLBACK;
}

/**
 * Makes a hook that translates one dictionary ({ 'en-US': {...}, 'de-DE': {...} }) in the locale
 * of the nearest react-aria I18nProvider. Each component area keeps its own dictionary next to
 * its code. A key missing in a language falls back to the English text. The hook takes the
 * component's `messages` prop, whose texts win over the dictionary's.
 */
export function createStringsHook<K extends string>(strings: LocalizedMessages<K>) {
  const available = Object.keys(strings);
  return function useStrings(overrides?: MessageOverrides<K>): Translate<K> {
    const { locale } = useLocale();
    const translate = useMemo(() => {
      const table = strings[matchLocale(locale, available)];
      const fallback = strings[FALLBACK];
      return (key: K, vars?: Vars): string => {
        const message: Message | undefined = table?.[key] ?? fallback?.[key];
        if (message === undefined) throw new Error(`design-system: no text for "${key}" in ${locale}`);
        return typeof message === 'function' ? message(vars) : message;
      };
    }, [locale]);
    return useMemo(
      () => (overrides ? (key: K, vars?: Vars) => overrides[key] ?? translate(key, vars) : translate),
      [translate, overrides],
    );
  };
}

/** The shared chrome strings (close, from, tax notes, badges, carousel). */
export const useDsStrings = createStringsHook<DsStringKey>(dsStrings);
