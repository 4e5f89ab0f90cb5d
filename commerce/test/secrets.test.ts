// Medusa itself (medusa-config.ts, not only the launcher) refuses to start without strong secrets,
// and the embedded PostgreSQL leaves the public postgres/postgres login behind.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { KNOWN_DEVELOPMENT_VALUES } from '@tonewood/rules';
import { afterAll, describe, expect, it } from 'vitest';
import { commerceRoot, startEmbeddedPostgres } from '../scripts/lib/stack.mjs';

const medusaCli = path.join(commerceRoot, 'node_modules', '@medusajs', 'cli', 'cli.js');
const strong = (name: string) => `${name}-${'s'.repeat(40)}`;

/**
 * Runs `medusa start` with `env` over a production environment whose secrets are all strong;
 * resolves with the exit code and output (a Medusa that is still running after 60 s is killed).
 */
function startMedusa(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [medusaCli, 'start'], {
    cwd: commerceRoot,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      MEDUSA_DISABLE_TELEMETRY: 'true',
      // Nothing listens there: a Medusa that got past its config would fail later, differently.
      DATABASE_URL: 'postgres://postgres:unused@127.0.0.1:9/none',
      PORT: '9',
      JWT_SECRET: strong('jwt'),
      COOKIE_SECRET: strong('cookie'),
      ORDER_LINK_SECRET: strong('order-link'),
      STOREFRONT_URL: 'http://127.0.0.1:8000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    // 'close', not 'exit': the output is complete only when the pipes have closed.
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

const refusals = (output: string) => output.split('\n').filter((line) => line.includes('refusing to start'));

describe('medusa start refuses bad secrets (NODE_ENV=production)', () => {
  const cases: [string, Record<string, string>, RegExp][] = [
    // The first value of the shared list is this project's former JWT fallback.
    [
      'the former JWT fallback',
      { JWT_SECRET: KNOWN_DEVELOPMENT_VALUES[0]! },
      /JWT_SECRET is a known development value/,
    ],
    ["Medusa's built-in default", { COOKIE_SECRET: 'supersecret' }, /COOKIE_SECRET is a known development value/],
    ['a short JWT secret', { JWT_SECRET: 'only-twenty-chars-xx' }, /JWT_SECRET is shorter than 32 characters/],
    ['a missing JWT secret', { JWT_SECRET: '' }, /JWT_SECRET is missing/],
    ['a missing order-link secret', { ORDER_LINK_SECRET: '' }, /ORDER_LINK_SECRET is missing/],
    ['a missing DATABASE_URL', { DATABASE_URL: '' }, /DATABASE_URL is missing/],
    ['a missing site origin for the order links', { STOREFRONT_URL: '' }, /STOREFRONT_URL is missing/],
  ];

  it.each(cases)(
    '%s',
    async (_label, env, reason) => {
      const { code, output } = await startMedusa(env);
      expect(code, output.slice(-2000)).toBe(1);
      const lines = refusals(output);
      expect(lines, output.slice(-2000)).toHaveLength(1);
      expect(lines[0]).toMatch(/^commerce: refusing to start: /);
      expect(lines[0]).toMatch(reason);
      expect(lines[0]).toMatch(/npm start to generate \.secrets\.env/);
    },
    90_000,
  );

  it("refuses a missing secret outside production too: Medusa's own default is never used", async () => {
    const { code, output } = await startMedusa({ NODE_ENV: 'development', COOKIE_SECRET: '' });
    expect(code, output.slice(-2000)).toBe(1);
    expect(refusals(output).join('\n')).toMatch(/COOKIE_SECRET is missing/);
  }, 90_000);

  it('refuses a publicly known value outside production too: one rule everywhere', async () => {
    const { code, output } = await startMedusa({
      NODE_ENV: 'development',
      COOKIE_SECRET: KNOWN_DEVELOPMENT_VALUES[1]!,
    });
    expect(code, output.slice(-2000)).toBe(1);
    expect(refusals(output).join('\n')).toMatch(/COOKIE_SECRET is a known development value/);
  }, 90_000);
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

describe('embedded PostgreSQL password', () => {
  const base = mkdtempSync(path.join(tmpdir(), 'tonewood-pg-password-'));
  afterAll(() => rmSync(base, { recursive: true, force: true }));
  const { Client } = createRequire(path.join(commerceRoot, 'package.json'))('pg');
  const canLogIn = async (port: number, password: string) => {
    const client = new Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' });
    try {
      await client.connect();
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => {});
    }
  };

  it('moves a data folder made with postgres/postgres to the generated password, once', async () => {
    const dataDir = path.join(base, 'postgres');
    const pgPort = await freePort();
    const log = () => {};
    // A folder as earlier versions left it: initialised with the password "postgres".
    let started = await startEmbeddedPostgres({ dataDir, pgPort, password: 'postgres', log });
    await started.pg.stop();

    const generated = strong('pg');
    started = await startEmbeddedPostgres({ dataDir, pgPort, password: generated, log });
    try {
      expect(started.databaseUrl).toBe(`postgres://postgres:${generated}@127.0.0.1:${pgPort}/tonewood_commerce`);
      expect(await canLogIn(pgPort, generated)).toBe(true);
      expect(await canLogIn(pgPort, 'postgres')).toBe(false);
    } finally {
      await started.pg.stop();
    }

    // Later starts use the new password directly; the data folder keeps working.
    started = await startEmbeddedPostgres({ dataDir, pgPort, password: generated, log });
    try {
      expect(await canLogIn(pgPort, generated)).toBe(true);
    } finally {
      await started.pg.stop();
    }
  });

  it('gives a fresh data folder the generated password from the start', async () => {
    const dataDir = path.join(base, 'fresh');
    const pgPort = await freePort();
    const generated = strong('fresh');
    const started = await startEmbeddedPostgres({ dataDir, pgPort, password: generated, log: () => {} });
    try {
      expect(await canLogIn(pgPort, generated)).toBe(true);
      expect(await canLogIn(pgPort, 'postgres')).toBe(false);
    } finally {
      await started.pg.stop();
    }
  });
});
