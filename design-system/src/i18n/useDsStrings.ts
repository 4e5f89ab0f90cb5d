import { useLocalizedStringFormatter } from 'react-aria';
import type { LocalizedString, LocalizedStrings } from '@internationalized/string';
import { dictionary, type DsStringKey } from './strings';

export type Translate<K extends string> = (key: K, vars?: Record<string, string | number>) => string;

/**
 * Makes a hook that translates one dictionary ({ 'en-US': {...}, 'de-DE': {...} }) in the locale
 * of the nearest I18nProvider. Each component area keeps its own dictionary next to its code.
 */
export function createStringsHook<K extends string>(strings: LocalizedStrings<K, LocalizedString>) {
  return function useStrings(): Translate<K> {
    const formatter = useLocalizedStringFormatter(strings);
    return (key, vars) => formatter.format(key, vars);
  };
}

/** The shared chrome strings (close, from, tax notes, badges, carousel). */
export const useDsStrings = createStringsHook<DsStringKey>(dictionary);
