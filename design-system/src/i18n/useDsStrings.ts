import { useLocalizedStringFormatter } from 'react-aria';
import { dictionary, type DsStringKey } from './strings';

/** Returns a translator for the library's own strings in the locale of the nearest I18nProvider. */
export function useDsStrings(): (key: DsStringKey, vars?: Record<string, string | number>) => string {
  const formatter = useLocalizedStringFormatter(dictionary);
  return (key, vars) => formatter.format(key, vars);
}
