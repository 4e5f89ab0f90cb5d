// Shop settings the site functions need at request time, read from Strapi with the read-only
// token (the build's, STRAPI_BUILD_TOKEN in cms/.site.env, or STRAPI_READ_TOKEN): the return
// address the withdrawal receipt names. Kept for a few minutes, so a burst of withdrawals asks once.
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
      const json = await get(`/api/setting?locale=${encodeURIComponent(language)}&fields[0]=returnAddress`);
      const value = typeof json?.data?.returnAddress === 'string' ? json.data.returnAddress.trim() : '';
      kept.set(language, { at: now(), value });
      return value;
    },
  };
}
