// Strapi itself (not only the launcher) refuses to start on a missing, short or publicly known
// secret, and on a fresh database without an admin password: one line saying why, exit code 1.
// Each case spawns `strapi start` on the compiled app with one bad value over the generated ones.
import { type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { KNOWN_DEVELOPMENT_VALUES } from '@tonewood/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ES module shared with the cms scripts
import * as cms from '../scripts/lib/cms.mjs';

const lib = cms as {
  ensureSecrets(): void;
  ensureUploadDir(env: Record<string, string>): void;
  build(options?: { log?: (line: string) => void }): void;
  spawnStrapi(env: Record<string, string>, options?: { stdio?: 'pipe' }): ChildProcess;
};

const dir = mkdtempSync(join(tmpdir(), 'tonewood-cms-refusal-'));
const port = Number(process.env.CMS_TEST_PORT ?? 1338);
let run = 0;

beforeAll(async () => {
  lib.ensureSecrets();
  await lib.build({ log: () => {} });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * Starts Strapi with `env` over the usual environment; resolves with its exit code and output. A
 * Strapi that starts anyway is stopped at once (exit code null), as is one still busy after 110 s
 * (under the test's 120 s). The admin password is checked after the fresh database's migrations:
 * on a loaded two-core CI machine that took over 40 s, and a bound that kills Strapi before it can
 * refuse fails the test for the machine's load, not for the rule.
 */
function startWith(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  run += 1;
  const base = {
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_CLIENT: 'sqlite',
    DATABASE_FILENAME: join(dir, `run-${run}`, 'data.db'),
    PUBLIC_DIR: join(dir, `run-${run}`, 'public'),
    SITE_ENV_FILE: join(dir, `run-${run}`, '.site.env'),
  };
  lib.ensureUploadDir(base);
  const child = lib.spawnStrapi({ ...base, ...env }, { stdio: 'pipe' });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk;
    if (output.includes('Strapi started successfully')) child.kill('SIGKILL');
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 110_000);
    // 'close', not 'exit': the output is complete only when the pipes have closed.
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

const refusals = (output: string) => output.split('\n').filter((line) => line.includes('refusing to start'));

describe('strapi start refuses bad secrets (NODE_ENV=production)', () => {
  const cases: [string, Record<string, string>, RegExp][] = [
    ['Strapi template APP_KEYS', { APP_KEYS: 'toBeModified1,toBeModified2' }, /APP_KEYS is a known development value/],
    [
      'short ADMIN_JWT_SECRET',
      { ADMIN_JWT_SECRET: 'short-admin-secret' },
      /ADMIN_JWT_SECRET is shorter than 32 characters/,
    ],
    ['missing JWT_SECRET', { JWT_SECRET: '' }, /JWT_SECRET is missing/],
    ['placeholder ENCRYPTION_KEY', { ENCRYPTION_KEY: 'changeme' }, /ENCRYPTION_KEY is a known development value/],
  ];

  it.each(cases)('%s', async (_label, env, reason) => {
    const { code, output } = await startWith(env);
    expect(code, output.slice(-2000)).toBe(1);
    const lines = refusals(output);
    expect(lines, output.slice(-2000)).toHaveLength(1);
    expect(lines[0]).toMatch(/^cms: refusing to start: /);
    expect(lines[0]).toMatch(reason);
  });

  it('refuses a missing secret outside production too (no defaults in code)', async () => {
    const { code, output } = await startWith({ NODE_ENV: 'development', API_TOKEN_SALT: '' });
    expect(code, output.slice(-2000)).toBe(1);
    expect(refusals(output).join('\n')).toMatch(/API_TOKEN_SALT is missing/);
  });

  it('refuses a publicly known value outside production too: one rule everywhere', async () => {
    // The first value of the shared list is this project's former JWT fallback.
    const { code, output } = await startWith({ NODE_ENV: 'development', JWT_SECRET: KNOWN_DEVELOPMENT_VALUES[0]! });
    expect(code, output.slice(-2000)).toBe(1);
    expect(refusals(output).join('\n')).toMatch(/JWT_SECRET is a known development value/);
  });
});

describe('a fresh database needs the admin password', () => {
  it('refuses to start with no admin and no ADMIN_PASSWORD', async () => {
    const { code, output } = await startWith({ ADMIN_PASSWORD: '' });
    expect(code, output.slice(-2000)).toBe(1);
    const lines = refusals(output);
    expect(lines, output.slice(-2000)).toHaveLength(1);
    expect(lines[0]).toMatch(/^cms: refusing to start: ADMIN_PASSWORD is missing/);
  });

  it('refuses a weak ADMIN_PASSWORD for the first admin', async () => {
    const { code, output } = await startWith({ ADMIN_PASSWORD: 'changeme' });
    expect(code, output.slice(-2000)).toBe(1);
    expect(refusals(output).join('\n')).toMatch(/ADMIN_PASSWORD is a known development value/);
  });
});
