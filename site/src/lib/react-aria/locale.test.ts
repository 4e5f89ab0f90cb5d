// The stand-ins for react-aria's i18n modules (locale.mjs): no Intl call for a page that gives its
// provider a locale (site/gatsby/reactAriaLocale.test.ts checks they export what they replace).
import { act, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDefaultLocale, isRTL, useDefaultLocale } from './locale.mjs';

describe('isRTL', () => {
  it('says left to right for the shop languages without Intl, and asks Intl for others', () => {
    const Original = Intl.Locale;
    let asked = 0;
    const Counting = class extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args);
        asked += 1;
      }
    };
    Object.defineProperty(Intl, 'Locale', { value: Counting, configurable: true, writable: true });
    try {
      for (const tag of ['en', 'en-US', 'de-DE', 'DE-at', 'en-150']) expect(isRTL(tag), tag).toBe(false);
      expect(asked).toBe(0);
      expect(isRTL('ar-EG')).toBe(true);
      expect(isRTL('he')).toBe(true);
      expect(isRTL('fr-FR')).toBe(false);
      expect(isRTL('fa-IR')).toBe(true);
      expect(asked).toBe(4);
    } finally {
      Object.defineProperty(Intl, 'Locale', { value: Original, configurable: true, writable: true });
    }
  });
});

describe('getDefaultLocale and useDefaultLocale', () => {
  afterEach(() => vi.restoreAllMocks());

  it("falls back to en-US for a locale Intl refuses, as react-aria's does", () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('not a locale!');
    expect(getDefaultLocale()).toEqual({ locale: 'en-US', direction: 'ltr' });
  });

  it('asks Intl nothing until the default locale is read, then once', () => {
    const supported = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('fr-FR');
    const seen: { locale: string }[] = [];
    function Provided() {
      // What react-aria's useLocale does under a provider with a locale: call, and not read.
      seen.push(useDefaultLocale());
      return createElement('p', null, 'provided');
    }
    render(createElement(Provided));
    expect(screen.getByText('provided')).toBeTruthy();
    expect(supported).not.toHaveBeenCalled();
    function Default() {
      return createElement('p', null, `default ${useDefaultLocale().locale}`);
    }
    act(() => void render(createElement(Default)));
    expect(screen.getByText('default fr-FR')).toBeTruthy();
    expect(seen[0]!.locale).toBe('fr-FR');
    expect(supported).toHaveBeenCalledTimes(1);
  });
});
