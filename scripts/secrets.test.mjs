// @vitest-environment node
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, chmodSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseEnv, secretProblem } from '@tonewood/rules';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CMS_ENV_NAMES,
  CMS_SECRET_KEYS,
  COMMERCE_SECRET_KEYS,
  SECRET_KEYS,
  loadOrCreateSecrets,
  plainSecretEnv,
} from './secrets.mjs';

let dir;
let file;
const mode = (path) => statSync(path).mode & 0o777;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'tonewood-secrets-test-'));
  file = join(dir, '.secrets.env');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('loadOrCreateSecrets', () => {
  it('creates the file with mode 0600 and a strong value for every key', () => {
    const { values, created } = loadOrCreateSecrets({ file });
    expect(mode(file)).toBe(0o600);
    expect(created).toEqual(SECRET_KEYS);
    for (const key of SECRET_KEYS) {
      expect(secretProblem(values[key], { list: key === 'CMS_APP_KEYS' }), key).toBeNull();
    }
    expect(values.CMS_APP_KEYS.split(',')).toHaveLength(4);
    expect(new Set(Object.values(values)).size).toBe(SECRET_KEYS.length);
    // Strapi's password rules, so the panel accepts it everywhere.
    expect(values.CMS_ADMIN_PASSWORD).toMatch(/[a-z]/);
    expect(values.CMS_ADMIN_PASSWORD).toMatch(/[A-Z]/);
    expect(values.CMS_ADMIN_PASSWORD).toMatch(/\d/);
    expect(parseEnv(readFileSync(file, 'utf8'))).toEqual(values);
    expect(readdirSync(dir)).toEqual(['.secrets.env']); // no lock or temporary file left behind
  });

  it('reuses the values on later calls and generates nothing', () => {
    const first = loadOrCreateSecrets({ file });
    const second = loadOrCreateSecrets({ file });
    expect(second.values).toEqual(first.values);
    expect(second.created).toEqual([]);
  });

  it('adds only the missing keys to an existing file and keeps what is there', () => {
    writeFileSync(file, '# mine\nCMS_JWT_SECRET=kept-kept-kept-kept-kept-kept-kept-kept\nOTHER=1', { mode: 0o644 });
    const { values, created } = loadOrCreateSecrets({ file, keys: CMS_SECRET_KEYS });
    expect(values.CMS_JWT_SECRET).toBe('kept-kept-kept-kept-kept-kept-kept-kept');
    expect(values.OTHER).toBe('1');
    expect(created).toEqual(CMS_SECRET_KEYS.filter((key) => key !== 'CMS_JWT_SECRET'));
    expect(values.COMMERCE_JWT_SECRET).toBeUndefined();
    expect(readFileSync(file, 'utf8')).toMatch(/^# mine\n/);
    expect(mode(file)).toBe(0o600);

    const commerce = loadOrCreateSecrets({ file, keys: COMMERCE_SECRET_KEYS });
    expect(commerce.created).toEqual(COMMERCE_SECRET_KEYS);
    expect(commerce.values.CMS_ADMIN_PASSWORD).toBe(values.CMS_ADMIN_PASSWORD);
  });

  it('tightens an existing file to 0600 even when nothing is missing', () => {
    loadOrCreateSecrets({ file });
    chmodSync(file, 0o644);
    loadOrCreateSecrets({ file });
    expect(mode(file)).toBe(0o600);
  });

  it('gives processes that start at the same moment the same values', async () => {
    const script = `import { loadOrCreateSecrets } from ${JSON.stringify(new URL('./secrets.mjs', import.meta.url).href)};
      process.stdout.write(JSON.stringify(loadOrCreateSecrets({ file: process.argv[1] }).values));`;
    const run = () =>
      new Promise((resolve, reject) => {
        const child = spawn(process.execPath, ['--input-type=module', '-e', script, file]);
        let out = '';
        let err = '';
        child.stdout.on('data', (chunk) => (out += chunk));
        child.stderr.on('data', (chunk) => (err += chunk));
        child.on('error', reject);
        // 'close', not 'exit': on a busy machine a child can exit before its output has been read.
        child.on('close', (code) => {
          if (code !== 0) return reject(new Error(`exit ${code}: ${err}`));
          try {
            resolve(JSON.parse(out));
          } catch (error) {
            reject(new Error(`not JSON (${error.message}): ${JSON.stringify(out)} ${err}`));
          }
        });
      });
    const results = await Promise.all(Array.from({ length: 6 }, run));
    for (const values of results) expect(values).toEqual(results[0]);
    expect(parseEnv(readFileSync(file, 'utf8'))).toEqual(results[0]);
  });
});

describe('plainSecretEnv', () => {
  it('maps generated names to plain names unless the environment sets them', () => {
    const values = { CMS_JWT_SECRET: 'generated', CMS_APP_KEYS: 'a,b' };
    expect(plainSecretEnv(values, CMS_ENV_NAMES, {})).toEqual({ JWT_SECRET: 'generated', APP_KEYS: 'a,b' });
    expect(plainSecretEnv(values, CMS_ENV_NAMES, { JWT_SECRET: 'from production' })).toEqual({ APP_KEYS: 'a,b' });
  });
});
