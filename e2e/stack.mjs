// Private cms/ and commerce/ instances for the site's end-to-end run (and the site benches): their own ports, database
// files and token files, never the developer's 1337/9000 or data. The Postgres data folder is
// kept between runs (seeding Medusa is the slow part; a changed seed updates it in place); the Strapi
// database is fresh every run. With `probes` (the e2e run) both seed their probe content
// (TONEWOOD_SEED_PROBES=1: cms/src/seed/content/probes.ts, commerce/src/data/probes.json).
// The folder is named after this checkout, so two clones never share one; a folder whose database
// was made with another checkout's generated password is test data and is started afresh.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as cms from '../cms/scripts/lib/cms.mjs';
import { startStack } from '../commerce/scripts/lib/stack.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const PORTS = {
  cms: Number(process.env.E2E_CMS_PORT || 1347),
  medusa: Number(process.env.E2E_MEDUSA_PORT || 9011),
  postgres: Number(process.env.E2E_PG_PORT || 5441),
  site: Number(process.env.E2E_SITE_PORT || 8011),
};

export async function startCms(log, port = PORTS.cms, { probes = false } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'tonewood-e2e-cms-'));
  const url = `http://127.0.0.1:${port}`;
  const env = {
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_CLIENT: 'sqlite',
    DATABASE_FILENAME: path.join(dir, 'data.db'),
    PUBLIC_DIR: path.join(dir, 'public'),
    SITE_ENV_FILE: path.join(dir, '.site.env'),
    TONEWOOD_SEED_PROBES: probes ? '1' : '',
  };
  if (await cms.isHealthy(url)) throw new Error(`${url} is already taken; set E2E_CMS_PORT to a free port`);
  cms.ensureSecrets();
  cms.ensureUploadDir(env);
  cms.build({ log: () => {} });
  const child = cms.spawnStrapi(env, { stdio: 'pipe' });
  let output = '';
  child.stdout?.on('data', (c) => (output = (output + c).slice(-4000)));
  child.stderr?.on('data', (c) => (output = (output + c).slice(-4000)));
  try {
    await cms.waitUntilHealthy(url, { timeoutMs: 120_000, child });
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${error.message}\n${output}`);
  }
  log(`cms: ${url}`);
  return {
    url,
    siteEnvFile: env.SITE_ENV_FILE,
    async stop() {
      if (child.exitCode === null) {
        await new Promise((resolve) => {
          child.once('exit', resolve);
          child.kill('SIGTERM');
          setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
        });
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function startCommerce(
  log,
  { port = PORTS.medusa, pgPort = PORTS.postgres, name = 'e2e', sitePort = PORTS.site, probes = false } = {},
) {
  // The browser on the privately served site calls the store API: allow that origin.
  process.env.STORE_CORS = [`http://127.0.0.1:${sitePort}`, `http://localhost:${sitePort}`, process.env.STORE_CORS]
    .filter(Boolean)
    .join(',');
  // The seed runs again when its files or the probe switch change (commerce/scripts/lib/stack.mjs
  // keeps their hash in the database) and only adds what is missing.
  process.env.TONEWOOD_SEED_PROBES = probes ? '1' : '';
  const checkout = createHash('sha256').update(root).digest('hex').slice(0, 8);
  const base = path.join(tmpdir(), `tonewood-${name}-commerce-${checkout}`);
  mkdirSync(base, { recursive: true });
  const dataDir = path.join(base, 'postgres');
  const siteEnvFile = path.join(base, 'site.env');
  const options = { port, pgPort, dataDir, siteEnvFile, runFile: path.join(base, 'run.json'), quiet: true };
  let stack;
  try {
    stack = await startStack(options);
  } catch (error) {
    if (error.code !== 'TONEWOOD_PG_PASSWORD_MISMATCH') throw error;
    log(`commerce: ${dataDir} was made with another password; starting it afresh`);
    rmSync(dataDir, { recursive: true, force: true });
    stack = await startStack(options);
  }
  log(`commerce: ${stack.url} (${Math.round(stack.timings.total / 1000)} s)`);
  return { url: stack.url, siteEnvFile, stop: () => stack.stop() };
}
