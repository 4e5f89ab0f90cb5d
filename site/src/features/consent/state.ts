// The visitor's consent as every page reads it: from the cookies, re-read whenever this tab saves
// a choice. Small on purpose: it is part of each page's first load (the banner itself is not).
import { useSyncExternalStore } from 'react';
import { writeCookie } from '../../lib/cookies';
import { CONSENT_MAX_AGE, consentCookies, readConsent, type Consent } from './rules';

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

let cached: { cookie: string; consent: Consent | null } | undefined;
// Where the browser blocks cookies, a choice cannot be stored: it holds for this page's scripts
// (through the in-app links), so the banner goes when the visitor answers it; a full page load
// asks again. A stored choice, this tab's or another's, always wins.
let unstored: Consent | null = null;
function current(): Consent | null {
  const cookie = document.cookie;
  if (cached?.cookie !== cookie) cached = { cookie, consent: readConsent(cookie) };
  return cached.consent ?? unstored;
}

/**
 * The stored choice: null before the visitor chose, undefined while unknown (server rendering
 * and hydration: the server cannot read the visitor's cookies into static pages).
 */
export function useConsent(): Consent | null | undefined {
  return useSyncExternalStore(subscribe, current, () => undefined);
}

/** Stores a choice (accept all, decline all, or saved categories) and tells every reader. */
export function saveConsent(choice: Omit<Consent, 'necessary'>) {
  for (const [name, value] of consentCookies(choice)) writeCookie(name, value, CONSENT_MAX_AGE);
  unstored = { ...choice, necessary: true };
  listeners.forEach((listener) => listener());
}
