// The site's i18next answers as the real i18next does with the site's options, for every string
// of both languages, for plurals and interpolation and for missing keys.
import realI18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../../../locales/en/translation.json';
import de from '../../../../locales/de/translation.json';
import i18next from './i18next';

const options = (language: string, strings: Record<string, string>) => ({
  resources: { [language]: { translation: strings } },
  lng: language,
  fallbackLng: 'en',
  defaultNS: 'translation',
  fallbackNS: [],
  interpolation: { escapeValue: false },
  keySeparator: false as const,
  nsSeparator: false as const,
  returnNull: false,
});

async function pair(language: string, strings: Record<string, string>) {
  const real = realI18next.createInstance();
  await real.init(options(language, strings));
  const ours = i18next.createInstance();
  await ours.init(options(language, strings));
  return { real, ours };
}

const values = {
  author: 'Ada',
  region: 'Deutschland',
  query: 'Tele',
  number: 'TW-1',
  email: 'a@b.de',
  date: '1.2.2026',
};

describe.each([
  ['en', en],
  ['de', de],
])('the site’s i18next in %s', (language, strings) => {
  it('gives every string as i18next does, with values filled in', async () => {
    const { real, ours } = await pair(language, strings);
    expect(Object.keys(strings).length).toBeGreaterThan(100);
    for (const key of Object.keys(strings)) {
      const base = key.replace(/_(zero|one|two|few|many|other)$/, '');
      expect(ours.t(base, values), key).toBe(real.t(base, values));
      expect(ours.t(key, values), key).toBe(real.t(key, values));
    }
  });

  it('picks plurals by count as i18next does', async () => {
    const { real, ours } = await pair(language, strings);
    for (const count of [0, 1, 2, 5, 21])
      for (const key of ['products_count', 'search_count'])
        expect(ours.t(key, { count, query: 'x' })).toBe(real.t(key, { count, query: 'x' }));
    expect(ours.t('products_count', { count: 1 })).not.toBe(ours.t('products_count', { count: 2 }));
  });

  it('answers a missing key with the key and keeps unknown placeholders', async () => {
    const { real, ours } = await pair(language, { ...strings, probe: 'A {{known}} and {{unknown}}' });
    expect(ours.t('no_such_key')).toBe('no_such_key');
    expect(ours.t('probe', { known: 'k' })).toBe(real.t('probe', { known: 'k' }));
    expect(ours.language).toBe(language);
  });
});
