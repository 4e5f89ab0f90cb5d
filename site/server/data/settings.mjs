// Shop settings the site functions need at request time, read from Strapi with the read-only
// token (the build's, STRAPI_BUILD_TOKEN in cms/.site.env, or STRAPI_READ_TOKEN): the return
// address the withdrawal receipt names (the setting returnAddress, else the manufacturer's name
// and postal address, where returns go unless the workshop sets another). Kept for a few minutes,
// so a burst of withdrawals asks once.
import { strapiReader } from './strapi.mjs';

const KEEP_MS = 5 * 60 * 1000;

/** @param {{ url: string, token: string, now?: () => number }} options */
export function createSettingsReader({ url, token, now = Date.now }) {
  const get = strapiReader({ url, token });
  /** @type {Map<string, { at: number, value: string }>} */
  const kept = new Map();
  return {
    /** The return address in a language (lines separated by \n), '' when none is set. */
    async returnAddress(language) {
      const hit = kept.get(language);
      if (hit && now() - hit.at < KEEP_MS) return hit.value;
      const json = await get(
        `/api/setting?locale=${encodeURIComponent(language)}` +
          '&fields[0]=returnAddress&fields[1]=manufacturerName&fields[2]=manufacturerAddress',
      );
      const value = returnAddressOf(json?.data);
      kept.set(language, { at: now(), value });
      return value;
    },
  };
}

const text = (value) => (typeof value === 'string' ? value.trim() : '');

/**
 * The return address of a settings entry: its own returnAddress, else the manufacturer's name and
 * postal address (one line per row), else ''.
 * @param {{ returnAddress?: unknown, manufacturerName?: unknown, manufacturerAddress?: unknown } | null | undefined} setting
 */
export function returnAddressOf(setting) {
  const own = text(setting?.returnAddress);
  if (own) return own;
  const address = text(setting?.manufacturerAddress);
  return address ? [text(setting?.manufacturerName), address].filter(Boolean).join('\n') : '';
}
