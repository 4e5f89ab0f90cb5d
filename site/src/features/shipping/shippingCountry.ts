// The shopper's shipping country as far as the product pages need it: the stored country cookie
// (og_shipping_country: code and timestamp, spec section 9), else the default DE. The full
// precedence (manual choice, edge country, cookie, default) comes with the shipping feature.
import { readCookie, writeCookie } from '../../lib/cookies';

const DEFAULT_COUNTRY = 'de';
const COUNTRY_COOKIE = 'og_shipping_country';

export function storedShippingCountry(cookie: string): string {
  const raw = readCookie(cookie, COUNTRY_COOKIE);
  if (!raw) return DEFAULT_COUNTRY;
  try {
    const value = decodeURIComponent(raw);
    const parsed = value.startsWith('{') ? (JSON.parse(value) as { code?: string }).code : value;
    return parsed && /^[a-z]{2}$/i.test(parsed) ? parsed.toLowerCase() : DEFAULT_COUNTRY;
  } catch {
    return DEFAULT_COUNTRY;
  }
}

/** Stores a manual country choice (code and timestamp) for 24 hours (spec section 9). */
export function rememberShippingCountry(code: string) {
  writeCookie(
    COUNTRY_COOKIE,
    encodeURIComponent(JSON.stringify({ code: code.toLowerCase(), timestamp: Date.now() })),
    86400,
  );
}
