import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { I18nProvider } from 'react-aria';
import type { ReactNode } from 'react';
import { createStringsHook, dictionary, type Vars } from './useDsStrings';

describe('dictionary', () => {
  it('takes a dictionary with every key in both languages', () => {
    const texts = dictionary({ en: { hello: 'Hello' }, de: { hello: 'Hallo' } });
    expect(texts.de.hello).toBe('Hallo');
  });

  it('refuses, at type-check time, a German text missing or one only German has', () => {
    // `npm run typecheck` fails when these stop being errors: a missing text is not a run-time fallback.
    // @ts-expect-error -- 'bye' has no German text
    const missing = dictionary({ en: { hello: 'Hello', bye: 'Bye' }, de: { hello: 'Hallo' } });
    // @ts-expect-error -- 'extra' has no English text
    const extra = dictionary({ en: { hello: 'Hello' }, de: { hello: 'Hallo', extra: 'Mehr' } });
    expect([missing, extra]).toHaveLength(2);
  });
});

describe('createStringsHook', () => {
  const useStrings = createStringsHook(
    dictionary({
      en: { hello: 'Hello', items: (v: Vars) => `${v?.count} items` },
      de: { hello: 'Hallo', items: (v: Vars) => `${v?.count} Artikel` },
    }),
  );
  const inLocale = (locale: string) =>
    function Wrapper({ children }: { children: ReactNode }) {
      return <I18nProvider locale={locale}>{children}</I18nProvider>;
    };
  const hello = (locale: string) =>
    renderHook(() => useStrings(), { wrapper: inLocale(locale) }).result.current('hello');

  it('translates in the language of the provider locale and fills variables', () => {
    const { result } = renderHook(() => useStrings(), { wrapper: inLocale('de-DE') });
    expect(result.current('hello')).toBe('Hallo');
    expect(result.current('items', { count: 3 })).toBe('3 Artikel');
    const en = renderHook(() => useStrings(), { wrapper: inLocale('en-US') });
    expect(en.result.current('items', { count: 1 })).toBe('1 items');
  });

  it('reads any German locale as German and anything else as English', () => {
    expect([hello('de-AT'), hello('de'), hello('en-GB'), hello('fr-FR')]).toEqual(['Hallo', 'Hallo', 'Hello', 'Hello']);
  });

  it('names a key that has no text', () => {
    const { result } = renderHook(() => useStrings(), { wrapper: inLocale('en-US') });
    expect(() => result.current('missing' as never)).toThrow('no text for "missing"');
  });
});
