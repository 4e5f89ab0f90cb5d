import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { I18nProvider } from 'react-aria';
import type { ReactNode } from 'react';
import { createStringsHook, matchLocale, type Vars } from './useDsStrings';

describe('matchLocale', () => {
  const available = ['en-US', 'de-DE'];
  it('takes the same tag, then the same language, then English', () => {
    expect(matchLocale('de-DE', available)).toBe('de-DE');
    expect(matchLocale('de-AT', available)).toBe('de-DE');
    expect(matchLocale('en-GB', available)).toBe('en-US');
    expect(matchLocale('fr-FR', available)).toBe('en-US');
  });
});

describe('createStringsHook', () => {
  const useStrings = createStringsHook({
    'en-US': { hello: 'Hello', items: (v: Vars) => `${v?.count} items`, onlyEnglish: 'Only English' },
    'de-DE': { hello: 'Hallo', items: (v: Vars) => `${v?.count} Artikel` } as never,
  });
  const inLocale = (locale: string) =>
    function Wrapper({ children }: { children: ReactNode }) {
      return <I18nProvider locale={locale}>{children}</I18nProvider>;
    };

  it('translates in the provider locale, fills variables and falls back to English per key', () => {
    const { result } = renderHook(() => useStrings(), { wrapper: inLocale('de-DE') });
    expect(result.current('hello')).toBe('Hallo');
    expect(result.current('items', { count: 3 })).toBe('3 Artikel');
    expect(result.current('onlyEnglish')).toBe('Only English');
    const en = renderHook(() => useStrings(), { wrapper: inLocale('en-US') });
    expect(en.result.current('items', { count: 1 })).toBe('1 items');
  });

  it('names a key that has no text in any language', () => {
    const { result } = renderHook(() => useStrings(), { wrapper: inLocale('en-US') });
    expect(() => result.current('missing' as never)).toThrow('no text for "missing"');
  });
});
