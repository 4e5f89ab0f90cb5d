// How the pages write a calendar day ('November 26, 2026', '26. November 2026'): Intl's long
// date (dateStyle 'long') in UTC for en-US and de-DE, written out so that no page formats a date
// with Intl while it hydrates (a browser's first Intl format loads its ICU data; money.ts says
// what that costs). dates.test.ts holds it equal to Intl.DateTimeFormat for every day it tries.
import { type Language } from './language.js';

const MONTHS: Record<Language, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  de: [
    'Januar',
    'Februar',
    'März',
    'April',
    'Mai',
    'Juni',
    'Juli',
    'August',
    'September',
    'Oktober',
    'November',
    'Dezember',
  ],
};

/** The UTC calendar day of a date (or an ISO date or time), long form, in the page's language. */
export function formatLongDate(value: Date | string, language: Language): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`not a date: ${String(value)}`);
  const day = date.getUTCDate();
  const month = MONTHS[language][date.getUTCMonth()];
  const year = date.getUTCFullYear();
  return language === 'de' ? `${day}. ${month} ${year}` : `${month} ${day}, ${year}`;
}
