import { useMemo } from 'react';
import { useLocale } from 'react-aria';
import { languageOfLocale, type Language } from '@tonewood/rules';
import { dsStrings, type DsStringKey } from './strings';

export type Vars = Record<string, string | number> | undefined;
/** A translated text, or a function that fills the variables into one. */
export type Message = string | ((vars: Vars) => string);
/** One dictionary: the texts for every key in each of the shop's languages (@tonewood/rules). */
export type LocalizedMessages<K extends string> = Record<Language, Record<K, Message>>;

export type Translate<K extends string> = (key: K, vars?: Record<string, string | number>) => string;

/**
 * A component's `messages` prop: the site's texts for some of the component's keys, used instead
 * of the library's. The one way to override texts: every strings hook takes it.
 */
export type MessageOverrides<K extends string> = Partial<Record<K, string>>;

export { dictionary } from './dictionary';

/**
 * Makes a hook that translates one dictionary ({ en: {...}, de: {...} }) in the language of the
 * nearest react-aria I18nProvider's locale (de-DE, de-AT → de; anything not German → en: the
 * rules' languageOfLocale). Each component area keeps its own dictionary next to its code. The
 * hook takes the component's `messages` prop, whose texts win over the dictionary's.
 */
export function createStringsHook<K extends string>(strings: LocalizedMessages<K>) {
  return function useStrings(overrides?: MessageOverrides<K>): Translate<K> {
    const { locale } = useLocale();
    const translate = useMemo(() => {
      const table = strings[languageOfLocale(locale)];
      return (key: K, vars?: Vars): string => {
        const message: Message | undefined = table[key];
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
