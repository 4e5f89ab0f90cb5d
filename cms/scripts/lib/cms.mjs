// What it takes to run Strapi here (secrets, build, environment, spawn, health URL), for the cms
// scripts, the integration tests and the one stack launcher (scripts/stack/), which starts it.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CMS_ENV_NAMES, CMS_SECRET_KEYS, loadOrCreateSecrets, plainSecretEnv } from '../../../scripts/secrets.mjs';
import { answers } from '../../../scripts/stack/health.mjs';

export const CMS_DIR = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const STRAPI_BIN = join(CMS_DIR, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js');
const TSC_BIN = join(CMS_DIR, 'node_modules', 'typescript', 'bin', 'tsc');
const BUILD_STAMP = join(CMS_DIR, 'dist', '.build-stamp');

/** Not a secret; the same default as src/access/admin.ts, for the message below. */
const DEFAULT_ADMIN_EMAIL = 'admin@tonewood.local';

/**
 * Strapi's secrets and the first admin's password, from the repository's .secrets.env (generated
 * on first use, see scripts/secrets.mjs). The password is printed once, when it is generated: that
 * is the moment someone is watching, and the file keeps it afterwards.
 */
export function ensureSecrets() {
  const secrets = loadOrCreateSecrets({ keys: CMS_SECRET_KEYS });
  if (secrets.created.includes('CMS_ADMIN_PASSWORD') && process.env.ADMIN_PASSWORD === undefined) {
    const email = process.env.ADMIN_EMAIL ?? process.env.CMS_ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL;
    console.log(
      [
        `cms: generated the CMS admin password; it is shown only this once and kept as CMS_ADMIN_PASSWORD in ${secrets.file}`,
        `cms:   sign in as ${email} with ${secrets.values.CMS_ADMIN_PASSWORD}`,
        `cms:   at ${apiUrl()}/admin (the panel is served when the CMS is started with SERVE_ADMIN=true)`,
        'cms:   the first start on an empty database creates this admin; change the password in the panel',
      ].join('\n'),
    );
  }
  return secrets;
}

/** The upload provider refuses to start unless <public>/uploads exists (PUBLIC_DIR may be new). */
export function ensureUploadDir(env = process.env) {
  mkdirSync(join(resolve(CMS_DIR, env.PUBLIC_DIR ?? 'public'), 'uploads'), { recursive: true });
}

/**
 * Environment every Strapi process of this project runs with. The generated secrets arrive under
 * the plain names Strapi reads (APP_KEYS, JWT_SECRET, ADMIN_PASSWORD, ...), except where the
 * environment already sets a plain name: that is how production supplies its own. CMS_ADMIN_EMAIL
 * and CMS_CORS_ORIGINS are handed on the same way.
 */
function strapiEnv(extra = {}) {
  const { values } = ensureSecrets();
  const settings = { CMS_ADMIN_EMAIL: process.env.CMS_ADMIN_EMAIL, CMS_CORS_ORIGINS: process.env.CMS_CORS_ORIGINS };
  return {
    ...process.env,
    ...plainSecretEnv(values, CMS_ENV_NAMES),
    ...plainSecretEnv(settings, { CMS_ADMIN_EMAIL: 'ADMIN_EMAIL', CMS_CORS_ORIGINS: 'CORS_ORIGINS' }),
    NODE_ENV: 'production',
    STRAPI_TELEMETRY_DISABLED: 'true',
    BROWSER: 'none',
    ...extra,
  };
}

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function needsBuild() {
  if (!existsSync(BUILD_STAMP)) return true;
  const built = statSync(BUILD_STAMP).mtimeMs;
  const sources = ['src', 'config', 'tsconfig.json', 'package.json'].map((p) => join(CMS_DIR, p));
  return sources.some((p) => existsSync(p) && newestMtime(p) > built);
}

/**
 * The Node that runs Strapi: this one, or TONEWOOD_CMS_NODE (a Node whose ABI Strapi's native
 * addons were compiled for, where it differs from the launcher's).
 */
const strapiNode = () => process.env.TONEWOOD_CMS_NODE || process.execPath;

/** Runs a node script to its end; rejects with `failure` when it exits otherwise than 0. */
function runNode(args, options, failure) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(strapiNode(), args, options);
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolvePromise() : reject(new Error(failure))));
  });
}

/**
 * Compiles the TypeScript app into dist/ with tsc (and the admin panel when SERVE_ADMIN=true).
 * Asynchronous, so the stack launcher starts PostgreSQL and Medusa meanwhile (issue 30: a
 * synchronous tsc held the launcher's every other start on a fresh clone).
 */
export async function build({ log = console.log } = {}) {
  const adminWanted = process.env.SERVE_ADMIN === 'true';
  if (needsBuild()) {
    log('cms: compiling TypeScript (tsc) ...');
    // The app's compiled files go first (with tsc's incremental record, which would skip them), so
    // a source that was deleted or renamed (a schema.json that became schema.ts) leaves nothing
    // behind for Strapi to load. The admin panel's build (dist/build) stays.
    for (const stale of ['src', 'config', 'tsconfig.tsbuildinfo'])
      rmSync(join(CMS_DIR, 'dist', stale), { recursive: true, force: true });
    await runNode([TSC_BIN, '-p', 'tsconfig.json'], { cwd: CMS_DIR, stdio: 'inherit' }, 'cms: tsc failed');
    writeFileSync(BUILD_STAMP, new Date().toISOString());
  }
  if (adminWanted && !existsSync(join(CMS_DIR, 'dist', 'build', 'index.html'))) {
    log('cms: building the admin panel (SERVE_ADMIN=true) ...');
    await runNode(
      [STRAPI_BIN, 'build', '--minify'],
      { cwd: CMS_DIR, stdio: 'inherit', env: strapiEnv() },
      'cms: admin build failed',
    );
  }
}

export function apiUrl(env = process.env) {
  const host = env.HOST && !['0.0.0.0', '::'].includes(env.HOST) ? env.HOST : '127.0.0.1';
  return `http://${host}:${env.PORT ?? 1337}`;
}

/** Strapi's own health route (204 once the server listens, after the bootstrap has seeded). */
export const healthUrl = (url) => `${url}/_health`;

export const isHealthy = (url) => answers(healthUrl(url));

/**
 * Whether Strapi's SQLite driver aborts under this Node. better-sqlite3 12 builds its statements
 * on node::ObjectWrap, whose destructor since Node 24.19 removes an environment cleanup hook and
 * asserts a current environment: a statement collected by an idle garbage collection aborts the
 * process ("Assertion failed: (env) != nullptr" in RemoveEnvironmentCleanupHook; Strapi's first
 * start under Node 24.21 here). better-sqlite3 13 is built differently, but it needs Node 22 and
 * crashes under Node 20, which the shop still supports (the machine's Node).
 */
export function sqliteAborts(version = process.versions.node) {
  const [major, minor] = version.split('.').map(Number);
  return major > 24 || (major === 24 && minor >= 19);
}

/** Spawns `strapi start` on the built app (the caller waits for its health route). */
export function spawnStrapi(extraEnv = {}, options = {}) {
  return spawn(strapiNode(), [STRAPI_BIN, 'start'], {
    cwd: CMS_DIR,
    env: strapiEnv(extraEnv),
    stdio: options.stdio ?? 'inherit',
  });
}
