// The shopper's shipping country, as plain rules (spec sections 4, 5 and 9): code normalisation,
// the og_shipping_country cookie, and the precedence
//   (1) a manual choice younger than 24 hours, (2) the hosting edge's country (/cdn-cgi/trace),
//   (3) the stored cookie, (4) DE,
// where a candidate counts only when the shipping matrix (when known) lists it.
//
// One cookie holds both kinds of value: {code, timestamp} plus `manual: true` when the shopper
// chose the country in the panel. A detected (edge) or default country is stored without the
// flag, so it is only ever the third step's fallback, never mistaken for a manual choice.

const DEFAULT_COUNTRY = 'DE';
export const COUNTRY_COOKIE = 'og_shipping_country';
/** Max age of the cookie and lifetime of a manual choice (spec section 9). */
export const COUNTRY_MAX_AGE_SECONDS = 86400;

export interface StoredCountry {
  code: string;
  timestamp: number;
  manual?: boolean;
}

export type CountrySource = 'manual' | 'edge' | 'cookie' | 'default';

/** A country code trimmed and upper-cased; null for an empty or malformed one. */
export function normalizeCountryCode(code: unknown): string | null {
  if (typeof code !== 'string') return null;
  const trimmed = code.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(trimmed) ? trimmed : null;
}

/** The cookie's value as stored (code as written, not yet validated), or null when unreadable. */
export function parseCountryCookie(raw: string | undefined): StoredCountry | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(decodeURIComponent(raw));
    if (!value || typeof value !== 'object') return null;
    const { code, timestamp, manual } = value as Record<string, unknown>;
    if (typeof code !== 'string') return null;
    return {
      code,
      timestamp: typeof timestamp === 'number' ? timestamp : 0,
      ...(manual === true && { manual: true }),
    };
  } catch {
    return null;
  }
}

export function serializeCountryCookie(value: StoredCountry): string {
  return encodeURIComponent(JSON.stringify(value));
}

/** The `loc=` line of a /cdn-cgi/trace answer, normalised; null without one. */
export function traceCountry(body: string): string | null {
  const line = body.split('\n').find((l) => l.startsWith('loc='));
  const code = normalizeCountryCode(line?.slice(4));
  // Cloudflare answers XX for an unknown location.
  return code === 'XX' ? null : code;
}

export interface CountryInputs {
  /** The og_shipping_country cookie as parsed. */
  stored: StoredCountry | null;
  /** The edge's country, when /cdn-cgi/trace answered. */
  edge?: string | null;
  /** Country codes of the shipping matrix; undefined while the matrix is not known. */
  known?: readonly string[];
  now: number;
}

export interface CountryDecision {
  code: string;
  source: CountrySource;
  /** The stored manual choice is expired or invalid and must be removed. */
  clearManual: boolean;
}

/** Decides the shipping country by the spec's precedence. */
export function decideCountry({ stored, edge, known, now }: CountryInputs): CountryDecision {
  const accept = (code: unknown) => {
    const normalized = normalizeCountryCode(code);
    return normalized && normalized !== 'XX' && (!known || known.includes(normalized)) ? normalized : null;
  };
  let clearManual = false;
  if (stored?.manual) {
    const fresh = now - stored.timestamp >= 0 && now - stored.timestamp < COUNTRY_MAX_AGE_SECONDS * 1000;
    const code = fresh ? accept(stored.code) : null;
    if (code) return { code, source: 'manual', clearManual: false };
    clearManual = true;
  }
  const fromEdge = accept(edge);
  if (fromEdge) return { code: fromEdge, source: 'edge', clearManual };
  const fromCookie = stored && !stored.manual ? accept(stored.code) : null;
  if (fromCookie) return { code: fromCookie, source: 'cookie', clearManual };
  return { code: DEFAULT_COUNTRY, source: 'default', clearManual };
}
