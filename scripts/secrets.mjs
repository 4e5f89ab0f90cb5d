// The local services' secrets, in ONE git-ignored file at the repository root (.secrets.env, mode
// 0600). Generated with strong random values the first time a launcher asks for them and reused
// on every later start, so tokens, sessions and stored API keys stay valid across restarts.
//
// Names are prefixed per service (Strapi and Medusa both read JWT_SECRET); the launchers
// (cms/scripts/lib/cms.mjs, commerce/scripts/lib/stack.mjs) hand them to the services under the
// plain names each one reads, unless a plain name is already set in the environment: that is how
// production supplies its own values, and this file is then never consulted for them.
//
// What makes a secret acceptable is the secrets rule of @tonewood/rules, which the services
// (cms/src/access/secrets.ts, commerce/medusa-config.ts) apply themselves, so they refuse weak
// values however they are started. This file only generates and keeps the local values.
import { parseEnv, writeEnvFile } from '@tonewood/rules';
import { randomBytes } from 'node:crypto';
import { chmodSync, closeSync, existsSync, openSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_SECRETS_FILE = join(REPO_ROOT, '.secrets.env');

/** 32 random bytes: 43 URL-safe characters, so values need no quoting in env files or URLs. */
const randomSecret = () => randomBytes(32).toString('base64url');

/** Strapi's password rules (a lower-case letter, an upper-case letter, a digit) hold for the panel's forms too. */
function randomAdminPassword() {
  for (;;) {
    const password = randomSecret();
    if (/[a-z]/.test(password) && /[A-Z]/.test(password) && /\d/.test(password)) return password;
  }
}

const GENERATORS = {
  // Strapi signs its session cookies with a key ring: four keys.
  CMS_APP_KEYS: () => Array.from({ length: 4 }, randomSecret).join(','),
  CMS_API_TOKEN_SALT: randomSecret,
  CMS_ADMIN_JWT_SECRET: randomSecret,
  CMS_TRANSFER_TOKEN_SALT: randomSecret,
  CMS_JWT_SECRET: randomSecret,
  CMS_ENCRYPTION_KEY: randomSecret,
  CMS_ADMIN_PASSWORD: randomAdminPassword,
  COMMERCE_JWT_SECRET: randomSecret,
  COMMERCE_COOKIE_SECRET: randomSecret,
  COMMERCE_PG_PASSWORD: randomSecret,
  // The development Medusa admin (admin@tonewood.local), created on the first start.
  COMMERCE_ADMIN_PASSWORD: randomAdminPassword,
  // Signs the newsletter's double opt-in links (site/server/functions/newsletter-token.mjs).
  SITE_NEWSLETTER_SECRET: randomSecret,
  // Signs the guest order page's links (@tonewood/rules/order-token): the site's server checks
  // them, Medusa signs the links in its mails (it reads the value as ORDER_LINK_SECRET).
  SITE_ORDER_SECRET: randomSecret,
};

export const SECRET_KEYS = Object.keys(GENERATORS);
export const CMS_SECRET_KEYS = SECRET_KEYS.filter((key) => key.startsWith('CMS_'));
export const COMMERCE_SECRET_KEYS = SECRET_KEYS.filter((key) => key.startsWith('COMMERCE_'));
/** The site server's own keys; their generated names are the names it reads (SITE_NEWSLETTER_SECRET). */
export const SITE_SECRET_KEYS = SECRET_KEYS.filter((key) => key.startsWith('SITE_'));

/** The site server reads its secrets under their generated names. */
export const SITE_ENV_NAMES = Object.fromEntries(SITE_SECRET_KEYS.map((key) => [key, key]));

/** Generated name -> the plain name Strapi reads (config/*.ts, src/access/admin.ts). */
export const CMS_ENV_NAMES = {
  CMS_APP_KEYS: 'APP_KEYS',
  CMS_API_TOKEN_SALT: 'API_TOKEN_SALT',
  CMS_ADMIN_JWT_SECRET: 'ADMIN_JWT_SECRET',
  CMS_TRANSFER_TOKEN_SALT: 'TRANSFER_TOKEN_SALT',
  CMS_JWT_SECRET: 'JWT_SECRET',
  CMS_ENCRYPTION_KEY: 'ENCRYPTION_KEY',
  CMS_ADMIN_PASSWORD: 'ADMIN_PASSWORD',
};

/** Generated name -> the plain name Medusa reads (medusa-config.ts). The PostgreSQL password goes into DATABASE_URL. */
export const COMMERCE_ENV_NAMES = {
  COMMERCE_JWT_SECRET: 'JWT_SECRET',
  COMMERCE_COOKIE_SECRET: 'COOKIE_SECRET',
  SITE_ORDER_SECRET: 'ORDER_LINK_SECRET',
};

/** The plain variables a service reads, taken from the secrets, except those the environment sets itself. */
export function plainSecretEnv(values, names, env = process.env) {
  const result = {};
  for (const [key, plain] of Object.entries(names)) {
    if (env[plain] === undefined && values[key] !== undefined) result[plain] = values[key];
  }
  return result;
}

const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Runs fn while holding `<file>.lock` (created with 'wx', so only one process gets it). The cms and
 * commerce launchers may start at the same moment (root `npm start`), and both may find keys
 * missing: the lock makes one of them generate and the other read what was written. A lock older
 * than 10 s was left by a crashed process and is taken over.
 */
function withLock(file, fn) {
  const lock = `${file}.lock`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      closeSync(openSync(lock, 'wx', 0o600));
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      try {
        if (Date.now() - statSync(lock).mtimeMs > 10_000) rmSync(lock, { force: true });
      } catch {
        // released in the meantime
      }
      if (Date.now() > deadline) throw new Error(`secrets: ${lock} is held by another process`);
      sleep(25);
    }
  }
  try {
    return fn();
  } finally {
    rmSync(lock, { force: true });
  }
}

const HEADER = [
  '# Secrets of the local services, generated by scripts/secrets.mjs on the first start. Never commit this file.',
  '# Production sets the plain names each service reads (APP_KEYS, JWT_SECRET, ...) in its environment instead.',
  '',
].join('\n');

/**
 * Reads the secrets file, creating it or adding the missing `keys` with random values first.
 * Returns { file, values (everything in the file), created (the keys generated by this call) }.
 * The file is always left at mode 0600.
 */
export function loadOrCreateSecrets({
  file = process.env.TONEWOOD_SECRETS_FILE || DEFAULT_SECRETS_FILE,
  keys = SECRET_KEYS,
} = {}) {
  const unknown = keys.filter((key) => !GENERATORS[key]);
  if (unknown.length) throw new Error(`secrets: no generator for ${unknown.join(', ')}`);
  const read = () => (existsSync(file) ? readFileSync(file, 'utf8') : null);
  const missingIn = (values) => keys.filter((key) => !values[key]);

  let text = read();
  let created = [];
  if (text === null || missingIn(parseEnv(text)).length) {
    ({ text, created } = withLock(file, () => {
      // Another process may have written them while this one waited for the lock.
      const current = read();
      const missing = missingIn(parseEnv(current ?? ''));
      if (!missing.length) return { text: current, created: [] };
      const lines = missing.map((key) => `${key}=${GENERATORS[key]()}`);
      // Added below what is there, so a file's own comments and extra keys stay.
      const base = current ?? HEADER;
      const next = `${base}${base && !base.endsWith('\n') ? '\n' : ''}${lines.join('\n')}\n`;
      writeEnvFile(file, next);
      return { text: next, created: missing };
    }));
  }
  // Also tightens a file that was copied or created by hand with a looser mode.
  chmodSync(file, 0o600);
  return { file, values: parseEnv(text), created };
}
