// The double opt-in link's token: the registration, its language and an expiry, signed with
// HMAC-SHA256 (SITE_NEWSLETTER_SECRET, generated into .secrets.env by scripts/secrets.mjs).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { DEFAULT_LANGUAGE, isLanguage } from '@tonewood/rules';

/** How long a confirmation link works. */
export const CONFIRMATION_LINK_HOURS = 72;

const mac = (secret, payload) => createHmac('sha256', secret).update(payload).digest('base64url');

/**
 * @param {{ documentId: string, language: 'en' | 'de' }} registration
 * @param {string} secret
 * @param {number} now milliseconds
 */
export function signConfirmation({ documentId, language }, secret, now, hours = CONFIRMATION_LINK_HOURS) {
  if (!secret) throw new Error('SITE_NEWSLETTER_SECRET is not set');
  const payload = Buffer.from(
    JSON.stringify({ d: documentId, l: language, x: Math.floor(now / 1000) + hours * 3600 }),
  ).toString('base64url');
  return `${payload}.${mac(secret, payload)}`;
}

/**
 * The token's registration, or why it does not count: 'invalid' (malformed or not signed with
 * this secret) or 'expired' (with the language, so the page can say so in it).
 * @returns {{ ok: true, documentId: string, language: 'en' | 'de' } | { ok: false, reason: 'invalid' } | { ok: false, reason: 'expired', language: 'en' | 'de' }}
 */
export function verifyConfirmation(token, secret, now) {
  const [payload, signature, extra] = String(token ?? '').split('.');
  if (!secret || !payload || !signature || extra !== undefined) return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(mac(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'invalid' };
  let data;
  try {
    data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const language = isLanguage(data?.l) ? data.l : DEFAULT_LANGUAGE;
  if (typeof data?.d !== 'string' || typeof data?.x !== 'number') return { ok: false, reason: 'invalid' };
  if (data.x * 1000 < now) return { ok: false, reason: 'expired', language };
  return { ok: true, documentId: data.d, language };
}
