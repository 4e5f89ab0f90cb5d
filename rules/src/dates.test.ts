import { describe, expect, it } from 'vitest';
import { formatLongDate } from './dates.js';

describe('formatLongDate', () => {
  it('writes the long date in each language, by the UTC day', () => {
    expect(formatLongDate('2026-11-26', 'en')).toBe('November 26, 2026');
    expect(formatLongDate('2026-03-01T23:30:00Z', 'de')).toBe('1. März 2026');
    expect(formatLongDate('2026-03-01T23:30:00-02:00', 'en')).toBe('March 2, 2026');
    expect(formatLongDate(new Date(Date.UTC(2027, 0, 5)), 'de')).toBe('5. Januar 2027');
  });

  it('refuses what is not a date', () => {
    expect(() => formatLongDate('soon', 'en')).toThrow(RangeError);
  });

  it('writes what Intl.DateTimeFormat writes (dateStyle long, UTC) for every day from 1990 to 2060', () => {
    const intl = {
      en: new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }),
      de: new Intl.DateTimeFormat('de-DE', { dateStyle: 'long', timeZone: 'UTC' }),
    } as const;
    const differing: string[] = [];
    for (let day = Date.UTC(1990, 0, 1); day <= Date.UTC(2060, 11, 31); day += 86_400_000) {
      const date = new Date(day + 13 * 3_600_000);
      for (const language of ['en', 'de'] as const)
        if (formatLongDate(date, language) !== intl[language].format(date))
          differing.push(`${language} ${date.toISOString()}`);
    }
    expect(differing).toEqual([]);
  });
});
