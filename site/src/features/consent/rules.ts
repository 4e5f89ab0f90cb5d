// The cookie-consent rules of spec sections 3, 4 and 9. The choice lives in two cookies:
// `cookiesAccepted` (the spec's boolean: true once every category is allowed, false otherwise)
// and `cookieCategories` (which of functional and optional were allowed when not all were).
// No `cookiesAccepted` cookie means no choice yet: the banner shows.
import { readCookie } from '../../lib/cookies';
import { CONSENT_COOKIE } from './ask.mjs';

const CATEGORIES_COOKIE = 'cookieCategories';
/** The cookie's max age (spec section 9), in seconds. */
export const CONSENT_MAX_AGE = 1704085200;

/** The categories of spec section 3; necessary cookies are always on. */
export interface Consent {
  necessary: true;
  functional: boolean;
  optional: boolean;
}

const CHOOSABLE = ['functional', 'optional'] as const;

export const ACCEPT_ALL: Consent = { necessary: true, functional: true, optional: true };
export const DECLINE_ALL: Consent = { necessary: true, functional: false, optional: false };

/** A cookie value decoded; a tampered one (a lone '%') is read as nothing. */
const decoded = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return '';
  }
};

/** The stored choice from a Cookie string, or null when the visitor has not chosen yet. */
export function readConsent(cookie: string): Consent | null {
  const accepted = readCookie(cookie, CONSENT_COOKIE);
  if (accepted === 'true') return ACCEPT_ALL;
  if (accepted !== 'false') return null;
  const allowed = new Set(decoded(readCookie(cookie, CATEGORIES_COOKIE) ?? '').split(','));
  return { necessary: true, functional: allowed.has('functional'), optional: allowed.has('optional') };
}

/** The cookies (name and value) that store a choice; a choice of every category is 'accept all'. */
export function consentCookies(choice: Omit<Consent, 'necessary'>): [name: string, value: string][] {
  const allowed = CHOOSABLE.filter((key) => choice[key]);
  const all = allowed.length === CHOOSABLE.length;
  return [
    [CONSENT_COOKIE, String(all)],
    [CATEGORIES_COOKIE, encodeURIComponent(allowed.join(','))],
  ];
}

/** Whether the banner shows: until the visitor accepts, declines or saves a choice. */
export const bannerShown = (consent: Consent | null) => consent === null;

/** The blocked embeds (video, hosted contact form) appear only after 'accept all' (spec section 4). */
export const embedsAllowed = (consent: Consent | null) => consent?.functional === true && consent.optional;

/** Visitor statistics run only when the optional category is allowed. */
export const statisticsAllowed = (consent: Consent | null) => consent?.optional === true;
