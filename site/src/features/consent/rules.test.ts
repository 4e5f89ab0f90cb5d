import { describe, expect, it } from 'vitest';
import {
  ACCEPT_ALL,
  CONSENT_MAX_AGE,
  DECLINE_ALL,
  bannerShown,
  consentCookies,
  embedsAllowed,
  readConsent,
  statisticsAllowed,
} from './rules';
import { CONSENT_ASK_ATTRIBUTE, consentAskScript } from './ask.mjs';

const cookieOf = (choice: { functional: boolean; optional: boolean }) =>
  consentCookies(choice)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');

describe('cookie consent rules', () => {
  it('shows the banner until a choice is stored', () => {
    expect(readConsent('')).toBeNull();
    expect(readConsent('tw_language=de; cookiesAccepted=maybe')).toBeNull();
    expect(bannerShown(readConsent(''))).toBe(true);
    expect(bannerShown(readConsent('cookiesAccepted=false'))).toBe(false);
    expect(bannerShown(readConsent('cookiesAccepted=true'))).toBe(false);
  });

  it('a tampered categories cookie is read as no category allowed, never as an error', () => {
    expect(readConsent('cookiesAccepted=false; cookieCategories=%E0%A4%A')).toEqual(DECLINE_ALL);
    expect(readConsent('cookiesAccepted=false; cookieCategories=%')).toEqual(DECLINE_ALL);
  });

  it('accept all sets cookiesAccepted true and allows embeds and statistics', () => {
    expect(consentCookies(ACCEPT_ALL)).toContainEqual(['cookiesAccepted', 'true']);
    const consent = readConsent(cookieOf(ACCEPT_ALL));
    expect(consent).toEqual(ACCEPT_ALL);
    expect(embedsAllowed(consent)).toBe(true);
    expect(statisticsAllowed(consent)).toBe(true);
  });

  it('decline all sets cookiesAccepted false and allows neither', () => {
    expect(consentCookies(DECLINE_ALL)).toContainEqual(['cookiesAccepted', 'false']);
    const consent = readConsent(cookieOf(DECLINE_ALL));
    expect(consent).toEqual(DECLINE_ALL);
    expect(embedsAllowed(consent)).toBe(false);
    expect(statisticsAllowed(consent)).toBe(false);
  });

  it('a customized choice keeps its categories; embeds need all of them', () => {
    const optionalOnly = readConsent(`a=1; ${cookieOf({ functional: false, optional: true })}`);
    expect(optionalOnly).toEqual({ necessary: true, functional: false, optional: true });
    expect(statisticsAllowed(optionalOnly)).toBe(true);
    expect(embedsAllowed(optionalOnly)).toBe(false);

    const functionalOnly = readConsent(cookieOf({ functional: true, optional: false }));
    expect(embedsAllowed(functionalOnly)).toBe(false);
    expect(statisticsAllowed(functionalOnly)).toBe(false);

    // Saving every category is the same as accepting all.
    expect(consentCookies({ functional: true, optional: true })).toContainEqual(['cookiesAccepted', 'true']);
  });

  it('keeps the spec max age', () => {
    expect(CONSENT_MAX_AGE).toBe(1704085200);
  });

  it("the head's script marks the page exactly when the banner shows, for every kind of Cookie string", () => {
    const asks = (cookie: string) => {
      const attributes = new Map<string, string>();
      const document = {
        cookie,
        documentElement: { setAttribute: (name: string, v: string) => attributes.set(name, v) },
      };
      new Function('document', consentAskScript())(document);
      return attributes.has(CONSENT_ASK_ATTRIBUTE);
    };
    const cookies = [
      '',
      'tw_language=de',
      'cookiesAccepted=true',
      'cookiesAccepted=false',
      'cookiesAccepted=false; cookieCategories=optional',
      'tw_language=de; cookiesAccepted=true; cart=1',
      'cookiesAccepted=maybe',
      'cookiesAccepted=',
      'cookiesAccepted=truefalse',
      'xcookiesAccepted=true',
      'cookiesAccepted=maybe; cookiesAccepted=true',
      'cookiesAccepted=true; cookiesAccepted=maybe',
      cookieOf({ functional: true, optional: false }),
    ];
    for (const cookie of cookies) expect(asks(cookie), cookie).toBe(bannerShown(readConsent(cookie)));
    expect(cookies.map(asks).filter(Boolean)).toHaveLength(7);
  });
});
