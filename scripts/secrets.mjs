// The local services' secrets, in ONE git-ignored file at the repository root (.secrets.env, mode
// 0600). Generated with strong random values the first time a launcher asks for them and reused
// on every later start, so tokens, sessions and stored API keys stay valid across restarts.
//
// Names are prefixed per service (Strapi and Medusa both read JWT_SECRET); the launchers
// (cms/scripts/lib/cms.mjs, commerce/scripts/lib/stack.mjs) hand them to the services under the
// plain names each one reads, unless a plain name is already set in the environment: that is how
// production supplies its own values, and this file is then never consulted for them.
//
// The services check their secrets themselves (cms/src/access/secrets.ts, commerce/medusa-config.ts)
// with the same rules as checkSecret() below, so they refuse weak values however they are started.
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  existsSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_SECRETS_FILE = join(REPO_ROOT, '.secrets.env');
export const MIN_SECRET_LENGTH = 32;

/**
 * Values that are public knowledge: this project's former development defaults, Medusa's built-in
 * fallback, Strapi's template values ("toBeModified1", "tobemodified", ...) and the usual
 * placeholders. Compared case-insensitively; anything starting with "tobemodified" counts too.
 */
export const KNOWN_DEVELOPMENT_VALUES = [
  'tonewood-dev-jwt-secret',
  'tonewood-dev-cookie-secret',
  'supersecret',
  'tobemodified',
  'postgres',
  'secret',
  'changeme',
];

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
};

export const SECRET_KEYS = Object.keys(GENERATORS);
export const CMS_SECRET_KEYS = SECRET_KEYS.filter((key) => key.startsWith('CMS_'));
export const COMMERCE_SECRET_KEYS = SECRET_KEYS.filter((key) => key.startsWith('COMMERCE_'));
/** The site server's own keys; their generated names are the names it reads (SITE_NEWSLETTER_SECRET). */
export const SITE_SECRET_KEYS = SECRET_KEYS.filter((key) => key.startsWith('SITE_'));

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
};

function isKnownDevelopmentValue(value) {
  const normalised = value.trim().toLowerCase();
  return KNOWN_DEVELOPMENT_VALUES.includes(normalised) || normalised.startsWith('tobemodified');
}

/**
 * What is wrong with a secret, as the end of a sentence ("is missing"), or null when it is fine.
 * `list: true` checks every comma-separated part (Strapi's APP_KEYS).
 */
export function checkSecret(value, { list = false } = {}) {
  if (typeof value !== 'string' || value.trim() === '') return 'is missing';
  const parts = list ? value.split(',').map((part) => part.trim()) : [value];
  for (const part of parts) {
    if (isKnownDevelopmentValue(part)) return 'is a known development value';
    if (part.length < MIN_SECRET_LENGTH) return `is shorter than ${MIN_SECRET_LENGTH} characters`;
  }
  return null;
}

/** KEY=VALUE lines; blank lines and # comments are skipped, one pair of surrounding quotes is removed. */
export function parseEnvFile(text) {
  const values = {};
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=(.*)$/.exec(line);
    if (!match) continue;
    let value = match[2].trim();
    if (value.length >= 2 && (value[0] === '"' || value[0] === "'") && value.at(-1) === value[0]) {
      value = value.slice(1, -1);
    }
    values[match[1]] = value;
  }
  return values;
}

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
  if (text === null || missingIn(parseEnvFile(text)).length) {
    ({ text, created } = withLock(file, () => {
      // Another process may have written them while this one waited for the lock.
      const current = read();
      const missing = missingIn(parseEnvFile(current ?? ''));
      if (!missing.length) return { text: current, created: [] };
      const lines = missing.map((key) => `${key}=${GENERATORS[key]()}`);
      const base = current ?? HEADER;
      const next = `${base}${base && !base.endsWith('\n') ? '\n' : ''}${lines.join('\n')}\n`;
      // Written next to the file and renamed over it: readers see the old or the new file, never half of one.
      const temporary = `${file}.${process.pid}.tmp`;
      rmSync(temporary, { force: true }); // a leftover would keep its own mode
      writeFileSync(temporary, next, { mode: 0o600 });
      renameSync(temporary, file);
      return { text: next, created: missing };
    }));
  }
  // Also tightens a file that was copied or created by hand with a looser mode.
  chmodSync(file, 0o600);
  return { file, values: parseEnvFile(text), created };
}
