// The one stack launcher: starts any subset of the shop (mail catcher, PostgreSQL, Strapi, Medusa,
// the site, Storybook) on given ports and data folders, in the order they need each other, and
// stops it again. `npm start`, the e2e run, the benchmarks, and the test set-ups of cms/ and
// commerce/ all start services through startStack; how each service is built and spawned lives
// with it (cms/scripts/lib/cms.mjs, commerce/scripts/lib/stack.mjs, site/scripts/gatsby.mjs).
//
//   node scripts/stack/index.mjs [--only cms,commerce] [--ports cms=4347,commerce=4011] [--data DIR] [--probes]
//
//   const stack = await startStack({ services: ['cms', 'commerce'], ports: { cms: 1347 } });
//   stack.cms.url; await stack.commerce.restart(); await stack.stop();
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as cms from '../../cms/scripts/lib/cms.mjs';
import * as commerce from '../../commerce/scripts/lib/stack.mjs';
import { startMailCatcher } from '../mail-catcher.mjs';
import { SITE_ENV_NAMES, SITE_SECRET_KEYS, loadOrCreateSecrets, plainSecretEnv } from '../secrets.mjs';
import { waitUntilHealthy } from './health.mjs';
import { findRedisServer } from '../system-parts.mjs';
import { builtWith, markBuilt, siteBuildKey } from './site-build-cache.mjs';
import { readEnvFile } from '@tonewood/rules';

export { waitUntilHealthy };

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Every service, in the order they start (each only needs those before it). */
const SERVICES = ['mail', 'redis', 'postgres', 'cms', 'commerce', 'storybook', 'site'];

const commerceDefaults = commerce.defaultOptions();

/** The developer's ports (`npm start`); tests, the e2e run and benches pass their own. */
const DEFAULT_PORTS = {
  mailSmtp: 1025,
  mailWeb: 1080,
  // The scaled shape's Redis (issue 28); the Medusa worker listens on commerce's port + 1.
  redis: 6380,
  // 5433 and 9000 unless COMMERCE_PG_PORT or MEDUSA_PORT say otherwise (commerce's own defaults).
  postgres: commerceDefaults.pgPort,
  cms: 1337,
  commerce: commerceDefaults.port,
  storybook: 6006,
  site: 8000,
};

/**
 * A data folder in the system's temporary folder for private instances (`name`: e2e, bench ...),
 * kept between runs (seeding Medusa is the slow part). Named after this checkout, so two clones
 * never share one, and as earlier versions named it, so their seeded PostgreSQL is reused.
 */
export function privateDataDir(name) {
  const checkout = createHash('sha256').update(root).digest('hex').slice(0, 8);
  return path.join(tmpdir(), `tonewood-${name}-commerce-${checkout}`);
}

const seconds = (ms) => (ms / 1000).toFixed(1);

/** Calls `log` with each complete line of a child's output. */
function lineByLine(log) {
  let rest = '';
  return (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop();
    for (const line of lines) if (line.trim()) log(line);
  };
}

/** Stops a child: SIGTERM (or `signal`), SIGKILL after 10 s; resolves once it has exited. */
function stopChild(child, signal = 'SIGTERM') {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}

/**
 * Builds the Gatsby site into public/ with `env` added (the services' key files, SITE_URL).
 * `onLine` sees every line of the build's output. Rejects with the output's tail on failure.
 */
export function buildSite(env, { onLine } = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [path.join(root, 'site/scripts/gatsby.mjs'), 'build'], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const lines = onLine ? lineByLine(onLine) : () => {};
    const keep = (chunk) => {
      output += chunk;
      lines(String(chunk));
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('exit', (code) =>
      code === 0
        ? resolve({ ms: performance.now() - started, output })
        : reject(new Error(`site build failed (exit ${code})\n${output.slice(-6000)}`)),
    );
  });
}

async function startMail({ ports, log }) {
  const catcher = await startMailCatcher({ smtpPort: ports.mailSmtp, webPort: ports.mailWeb });
  // One mail path for the site functions and Medusa's notification provider.
  process.env.SMTP_URL = catcher.smtpUrl;
  log(`catching mail at ${catcher.smtpUrl}; inbox ${catcher.inboxUrl}`);
  return { ...catcher, url: catcher.webUrl };
}

/** Debian's redis-server (REDIS_SERVER names another binary). */
function redisServerBinary() {
  const found = findRedisServer();
  if (!found) throw new Error('redis-server is missing: install it (Debian: apt-get install -y redis-server).');
  return found;
}

/** Resolves once a RESP PING on `port` answers +PONG. */
async function waitForRedis(port, child, timeoutMs = 20_000) {
  const { connect } = await import('node:net');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`redis-server exited (code ${child.exitCode})`);
    const pong = await new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.setTimeout(1000, () => socket.destroy());
      socket.on('connect', () => socket.write('PING\r\n'));
      socket.on('data', (data) => {
        resolve(String(data).startsWith('+PONG'));
        socket.destroy();
      });
      socket.on('error', () => resolve(false));
      socket.on('close', () => resolve(false));
    });
    if (pong) return;
    if (Date.now() > deadline) throw new Error(`redis-server did not answer on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The scaled shape's Redis: a private redis-server on loopback, in memory only (no dump file: it
 * holds the event queues, locks, cache, sessions and rate-limit counters of this run).
 */
async function startRedis({ ports, log }) {
  const child = spawn(
    redisServerBinary(),
    ['--port', String(ports.redis), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', tmpdir()],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  try {
    await waitForRedis(ports.redis, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  const url = `redis://127.0.0.1:${ports.redis}`;
  log(`ready at ${url}`);
  return { url, stop: () => stopChild(child) };
}

async function startPostgres({ ports, dataDirs, scratchData, quiet, log }) {
  if (!existsSync(path.join(commerce.commerceRoot, 'node_modules')))
    throw new Error('commerce/node_modules is missing: run "npm install" at the repository root first.');
  const dataDir = dataDirs.postgres ?? commerceDefaults.dataDir;
  const started = performance.now();
  const start = () =>
    commerce.startEmbeddedPostgres({
      dataDir,
      pgPort: ports.postgres,
      password: commerce.commerceSecrets().COMMERCE_PG_PASSWORD,
      log: quiet ? () => {} : log,
    });
  let embedded;
  try {
    embedded = await start();
  } catch (error) {
    if (!scratchData || error.code !== 'TONEWOOD_PG_PASSWORD_MISMATCH') throw error;
    log(`${dataDir} was made with another password; starting it afresh`);
    rmSync(dataDir, { recursive: true, force: true });
    embedded = await start();
  }
  const ms = performance.now() - started;
  log(`ready on 127.0.0.1:${ports.postgres} (${seconds(ms)} s)`);
  return {
    url: embedded.databaseUrl,
    dataDir,
    ms,
    stop: () => embedded.pg.stop().catch(() => {}),
  };
}

/**
 * Where a Strapi started with its own data folder keeps its database, uploads and key file.
 * @public (cms/test/strapi-instance.ts, outside knip's view)
 */
export function cmsDataEnv(dir) {
  return {
    DATABASE_CLIENT: 'sqlite',
    // A folder that does not exist yet, so Strapi gives it its own modes (cms/config/database.ts).
    DATABASE_FILENAME: path.join(dir, 'db', 'data.db'),
    PUBLIC_DIR: path.join(dir, 'public'),
    SITE_ENV_FILE: path.join(dir, '.site.env'),
  };
}

async function startCms({ ports, dataDirs, probes, quiet, log, onExit, options, postgres }) {
  if (!existsSync(path.join(cms.CMS_DIR, 'node_modules')))
    throw new Error('cms/node_modules is missing: run "npm install" at the repository root first.');
  const host = options.host || '127.0.0.1';
  const url = cms.apiUrl({ HOST: host, PORT: ports.cms });
  if (await cms.isHealthy(url)) throw new Error(`${url} is already taken; choose another port for cms`);
  const env = {
    HOST: host,
    PORT: String(ports.cms),
    TONEWOOD_SEED_PROBES: probes ? '1' : '',
    // Without a folder of its own, Strapi keeps its defaults (cms/.tmp, cms/public, cms/.site.env).
    ...(dataDirs.cms && cmsDataEnv(dataDirs.cms)),
    // The scaled shape: Strapi on a database of the one PostgreSQL (fresh when its data folder is).
    ...(options.postgres &&
      postgres && {
        DATABASE_CLIENT: 'postgres',
        DATABASE_URL: await commerce.ensureDatabase(postgres.url, 'tonewood_cms', {
          fresh: options.freshDatabase ?? Boolean(dataDirs.cms),
        }),
      }),
  };
  cms.ensureSecrets();
  // Strapi sees the environment under `env`: PUBLIC_DIR may come from either.
  cms.ensureUploadDir({ ...process.env, ...env });
  await cms.build({ log: quiet ? () => {} : log });

  let child;
  let output = '';
  let stopping = false;
  const launch = async () => {
    output = '';
    stopping = false;
    child = cms.spawnStrapi(env, { stdio: 'pipe' });
    const own = child;
    // A Strapi left behind by a crashed parent would hold the port.
    const killOnExit = () => own.kill('SIGKILL');
    process.once('exit', killOnExit);
    const forward = quiet ? () => {} : lineByLine(log);
    const take = (chunk) => {
      output = (output + chunk).slice(-8000);
      forward(String(chunk));
    };
    own.stdout.on('data', take);
    own.stderr.on('data', take);
    own.once('exit', (code, signal) => {
      process.off('exit', killOnExit);
      if (!stopping) onExit?.(signal ?? `exit ${code}`);
    });
    try {
      // Strapi making its schema in a fresh PostgreSQL database takes longer than in SQLite.
      const timeoutMs = env.DATABASE_CLIENT === 'postgres' ? 360_000 : 120_000;
      await waitUntilHealthy(cms.healthUrl(url), { child: own, name: 'cms (Strapi)', timeoutMs });
    } catch (error) {
      stopping = true;
      own.kill('SIGKILL');
      throw new Error(`${error.message}\n${output.slice(-4000)}`);
    }
  };
  const stop = async (signal) => {
    stopping = true;
    await stopChild(child, signal);
  };
  const started = performance.now();
  await launch();
  log(`ready at ${url} (${seconds(performance.now() - started)} s)`);
  return {
    url,
    env,
    siteEnvFile: path.resolve(cms.CMS_DIR, env.SITE_ENV_FILE ?? process.env.SITE_ENV_FILE ?? '.site.env'),
    /** The tail of Strapi's output. */
    get output() {
      return output;
    },
    stop: () => stop(),
    kill: () => stop('SIGKILL'),
    async restart() {
      await stop();
      await launch();
    },
  };
}

async function startCommerce({
  ports,
  dataDirs,
  databaseUrl,
  postgres,
  probes,
  quiet,
  log,
  onExit,
  options,
  siteUrl,
  started,
}) {
  const { redis } = started;
  const base = dataDirs.commerce;
  const siteEnvFile =
    options.siteEnvFile !== undefined
      ? options.siteEnvFile
      : base
        ? path.join(base, 'site.env')
        : commerceDefaults.siteEnvFile;
  const medusa = await commerce.startMedusa({
    port: ports.commerce,
    databaseUrl: postgres?.url ?? databaseUrl,
    // Without it (an external database) every start migrates.
    stateFile: postgres && path.join(postgres.dataDir, 'tonewood-state.json'),
    quiet,
    // Quiet keeps Medusa's progress (and the admin password it prints once) out of test logs.
    log: quiet ? () => {} : log,
    onExit,
    // The order mails link the site's pages (the guest order page, the withdrawal function).
    storefrontUrl: process.env.STOREFRONT_URL || siteUrl,
    ...(redis && { workerPort: ports.commerceWorker ?? ports.commerce + 1 }),
    ...options,
    env: {
      // The browser on a site served elsewhere than :8000 calls the store API: allow that origin
      // (medusa-config.ts allows the developer's ports).
      ...(ports.site !== DEFAULT_PORTS.site && {
        STORE_CORS: [`http://127.0.0.1:${ports.site}`, `http://localhost:${ports.site}`, process.env.STORE_CORS]
          .filter(Boolean)
          .join(','),
      }),
      // The seed runs again when its files or this switch change, and only adds what is missing.
      TONEWOOD_SEED_PROBES: probes ? '1' : '',
      // The order mails read the bank account and terms from Strapi with the site build's read
      // token, from the key file the cms start writes (read when a mail is sent, so Strapi may
      // come up later than Medusa).
      CMS_SITE_ENV_FILE:
        process.env.CMS_SITE_ENV_FILE ||
        (dataDirs.cms ? cmsDataEnv(dataDirs.cms).SITE_ENV_FILE : path.join(cms.CMS_DIR, '.site.env')),
      // The scaled shape: the server pool and the worker share Medusa's Redis modules.
      ...(redis && { REDIS_URL: redis.url }),
      ...options.env,
    },
    siteEnvFile,
  });
  const timings = { postgres: postgres?.ms, ...medusa.timings, total: (postgres?.ms ?? 0) + medusa.timings.total };
  log(`ready at ${medusa.url} (${seconds(timings.total)} s)`);
  return Object.assign(medusa, { timings, siteEnvFile });
}

async function startStorybook({ ports, log }) {
  log('building the design system and Storybook ...');
  await new Promise((resolve, reject) => {
    const child = spawn('sh', ['-c', 'npm run build && npm run build:storybook'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`storybook: build failed (exit ${code})`))));
  });
  // Story links (/iframe.html?id=…, /?path=/story/…) open as they are: see static-server.mjs.
  const { serveStatic } = await import('../static-server.mjs');
  const server = await serveStatic(path.join(root, 'storybook-static'), ports.storybook);
  const url = `http://127.0.0.1:${ports.storybook}`;
  log(`serving ${url}`);
  return { url, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}

// Gatsby's milestones and the site's own lines, without its activity bars.
const BUILD_MILESTONE =
  /^(info site:|info Done building|success (source and transform|createPages|Building production|Building static HTML))/;

async function startSite({ ports, started, quiet, log, options }) {
  const { build = true, url: publicUrl } = options;
  const url = `http://127.0.0.1:${ports.site}`;
  const cmsSiteEnvFile =
    started.cms?.siteEnvFile ?? path.resolve(root, process.env.CMS_SITE_ENV_FILE || 'cms/.site.env');
  const commerceSiteEnvFile =
    started.commerce?.siteEnvFile ?? path.resolve(root, process.env.COMMERCE_SITE_ENV_FILE || 'commerce/.site.env');
  const buildEnv = {
    SITE_URL: publicUrl || url,
    ...(started.cms && { CMS_SITE_ENV_FILE: started.cms.siteEnvFile }),
    ...(started.commerce && { COMMERCE_SITE_ENV_FILE: started.commerce.siteEnvFile }),
  };
  // `npm start` (options.reuse) serves the last build when nothing it was built from changed.
  const key = build && options.reuse ? await reusableBuildKey({ started, buildEnv }) : null;
  if (key && builtWith(root, key)) log('reusing the last build (sources, settings and content unchanged)');
  else if (build) {
    log('building the Gatsby site (a few minutes on a cold cache) ...');
    const onLine = quiet ? undefined : (line) => BUILD_MILESTONE.test(line.trim()) && log(line.trim());
    const { ms } = await buildSite(buildEnv, { onLine });
    log(`built in ${seconds(ms)} s`);
    markBuilt(root, key);
  }
  const [{ createServer }, { functionsConfig }] = await Promise.all([
    import('../../site/server/serve.mjs'),
    import('../../site/server/functions/index.mjs'),
  ]);
  const siteFunctions = functionsConfig(
    {
      ...process.env,
      SITE_URL: buildEnv.SITE_URL,
      // The key that signs the newsletter's confirmation links, generated once into .secrets.env.
      // and the one that signs the guest order page's links (Medusa signs them with the same value).
      ...plainSecretEnv(loadOrCreateSecrets({ keys: SITE_SECRET_KEYS }).values, SITE_ENV_NAMES),
      // The order page and the withdrawal function read orders as the development Medusa admin.
      COMMERCE_ADMIN_EMAIL: process.env.COMMERCE_ADMIN_EMAIL || commerce.ADMIN_EMAIL_DEFAULT,
      COMMERCE_ADMIN_PASSWORD:
        process.env.COMMERCE_ADMIN_PASSWORD ||
        loadOrCreateSecrets({ keys: ['COMMERCE_ADMIN_PASSWORD'] }).values.COMMERCE_ADMIN_PASSWORD,
      ...(started.commerce && { MEDUSA_BACKEND_URL: started.commerce.url }),
    },
    readEnvFile(cmsSiteEnvFile),
    readEnvFile(commerceSiteEnvFile),
  );
  if (options.processes > 1 || started.redis) {
    const server = await startSiteProcesses({
      port: ports.site,
      processes: options.processes || 1,
      siteFunctions: { ...siteFunctions, redisUrl: started.redis?.url ?? siteFunctions.redisUrl },
    });
    log(`serving ${url} (${options.processes || 1} processes${started.redis ? ', rate limit in Redis' : ''})`);
    return { url, buildEnv, stop: server.stop };
  }
  const app = await createServer({ siteFunctions });
  await app.listen({ port: ports.site, host: '127.0.0.1' });
  log(`serving ${url}`);
  return { url, buildEnv, stop: () => app.close() };
}

/** The fingerprint of a site build against the Strapi (SQLite) and Medusa started here, else null. */
function reusableBuildKey({ started, buildEnv }) {
  const cmsEnv = { ...process.env, ...started.cms?.env };
  if (!started.cms || !started.commerce || !started.postgres || cmsEnv.DATABASE_CLIENT === 'postgres') return null;
  // Anything it cannot read (a driver built for another Node, say) means: build.
  return siteBuildKey({
    root,
    buildEnv,
    keyFiles: [started.cms.siteEnvFile, started.commerce.siteEnvFile],
    cmsDatabase: path.resolve(cms.CMS_DIR, cmsEnv.DATABASE_FILENAME || '.tmp/data.db'),
    commerceDatabaseUrl: started.postgres.url,
  }).catch(() => null);
}

/** The site's server as `processes` processes on one port (site/server/cluster.mjs). */
async function startSiteProcesses({ port, processes, siteFunctions }) {
  const child = spawn(
    process.execPath,
    [path.join(root, 'site/server/cluster.mjs'), '--port', String(port), '--processes', String(processes)],
    {
      cwd: root,
      // The functions' settings (secrets among them) reach the processes in their environment only.
      env: { ...process.env, TONEWOOD_SITE_FUNCTIONS: JSON.stringify(siteFunctions) },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  try {
    await waitUntilHealthy(`http://127.0.0.1:${port}/robots.txt`, { child, name: 'site', timeoutMs: 60_000 });
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return { stop: () => stopChild(child) };
}

const starters = {
  mail: startMail,
  redis: startRedis,
  postgres: startPostgres,
  cms: startCms,
  commerce: startCommerce,
  storybook: startStorybook,
  site: startSite,
};

/**
 * Starts `services` (any of SERVICES; commerce brings PostgreSQL along unless `databaseUrl` names
 * an external one) and resolves once each answers. Mail first; PostgreSQL and Strapi side by side;
 * Medusa after PostgreSQL; then the site, built against the Strapi and Medusa started here (or
 * those its key files name); Storybook last.
 *
 * @param {object} options
 * @param {string[]} [options.services] which to start (default: all)
 * @param {Partial<typeof DEFAULT_PORTS>} [options.ports]
 * @param {{ cms?: string, postgres?: string, commerce?: string }} [options.dataDirs] Strapi's
 *   database, uploads and key file; PostgreSQL's data; commerce's key file. Without one, each
 *   service keeps the developer's (cms/.tmp, commerce/.data/postgres, the .site.env files).
 * @param {boolean} [options.scratchData] the data folders hold test data: a PostgreSQL folder made
 *   with another checkout's password is started afresh instead of refused
 * @param {string} [options.databaseUrl] an external PostgreSQL for Medusa
 * @param {boolean} [options.probes] seed the e2e probe content (TONEWOOD_SEED_PROBES=1)
 * @param {boolean} [options.quiet] keep the services' output to themselves (shown on failure)
 * @param {string[]} [options.optional] services whose failure is reported and left out
 * @param {(service: string, line: string) => void} [options.log]
 * @param {(service: string, how: string) => void} [options.onExit] a service's process ended on
 *   its own (not through stop, kill or restart)
 * @param {{ host?: string, freshDatabase?: boolean }} [options.cms] the address Strapi listens on
 *   (default 127.0.0.1); in the scaled shape, whether its PostgreSQL database starts empty
 *   (default: when it has a data folder of its own)
 * @param {object} [options.commerce] more options for startMedusa (host, develop, siteEnvFile ...)
 * @param {{ build?: boolean, reuse?: boolean, url?: string, processes?: number }} [options.site] build first (default) or serve
 *   public/ as it is (reuse: serve the last build when its sources, settings and content are unchanged); the public URL the build writes into the pages; how many server processes
 * @param {{ servers?: number }} [options.scale] the production shape (issue 28): redis-server,
 *   Medusa as `servers` server processes (default 2) plus one worker on Redis, Strapi on the one
 *   PostgreSQL, the site's server as `servers` processes with its rate limit in Redis
 */
export async function startStack({
  services = SERVICES,
  ports = {},
  dataDirs = {},
  scratchData = false,
  databaseUrl = '',
  probes = false,
  quiet = false,
  optional = [],
  log = quiet ? () => {} : (service, line) => console.log(`[${service}] ${line}`),
  onExit,
  cms: cmsOptions = {},
  commerce: commerceOptions = {},
  site: siteOptions = {},
  scale = null,
} = {}) {
  for (const name of services) if (!SERVICES.includes(name)) throw new Error(`unknown service ${name}`);
  const wanted = new Set(services);
  // Redis belongs to the scaled shape alone: `npm start` (every service by default) stays on
  // one process per service without it.
  if (!scale) wanted.delete('redis');
  if (scale) {
    const servers = Number(scale.servers ?? 2);
    if (!Number.isInteger(servers) || servers < 1)
      throw new Error(`scale: servers must be 1 or more, got ${scale.servers}`);
    wanted.add('redis');
    if (wanted.has('cms') && !databaseUrl) wanted.add('postgres');
    commerceOptions = { servers, ...commerceOptions };
    cmsOptions = { postgres: !databaseUrl, ...cmsOptions };
    siteOptions = { processes: servers, ...siteOptions };
  }
  // Where Strapi's SQLite driver would abort (Node 24.19 and later), Strapi keeps its content in
  // the embedded PostgreSQL, as in the scaled shape (cms/scripts/lib/cms.mjs: sqliteAborts).
  if (
    wanted.has('cms') &&
    !scale &&
    !databaseUrl &&
    cmsOptions.postgres === undefined &&
    !process.env.TONEWOOD_CMS_NODE &&
    cms.sqliteAborts()
  ) {
    log(
      'cms',
      `Node ${process.versions.node}: Strapi keeps its content in the embedded PostgreSQL (its SQLite driver, better-sqlite3 12, aborts under Node 24.19 and later)`,
    );
    cmsOptions = { ...cmsOptions, postgres: true };
    wanted.add('postgres');
  }
  if (wanted.has('commerce') && !databaseUrl) wanted.add('postgres');
  if (databaseUrl) {
    wanted.delete('postgres');
    if (wanted.has('commerce')) log('postgres', 'using the external PostgreSQL of DATABASE_URL');
  }
  // Nothing here may reach the network (ENVIRONMENT.md).
  process.env.GATSBY_TELEMETRY_DISABLED = '1';
  process.env.STRAPI_TELEMETRY_DISABLED = 'true';
  process.env.MEDUSA_DISABLE_TELEMETRY = 'true';
  process.env.STORYBOOK_DISABLE_TELEMETRY = '1';

  const allPorts = { ...DEFAULT_PORTS, ...ports };
  const started = {};
  const order = [];
  const stack = {
    /** Stops every service started, the last started first. */
    async stop() {
      for (const name of order.splice(0).reverse())
        await started[name].stop().catch((error) => log(name, `stop: ${error.message}`));
    },
  };
  const pending = {};
  const launch = (name, after = []) => {
    if (!wanted.has(name)) return null;
    pending[name] ??= (async () => {
      await Promise.all(after.map((dependency) => pending[dependency]));
      const handle = await starters[name]({
        ports: allPorts,
        dataDirs,
        scratchData,
        databaseUrl,
        probes,
        quiet,
        started,
        postgres: started.postgres,
        log: (line) => log(name, line),
        onExit: onExit && ((how) => onExit(name, how)),
        options: { cms: cmsOptions, commerce: commerceOptions, site: siteOptions }[name] ?? {},
        siteUrl: siteOptions.url || `http://127.0.0.1:${allPorts.site}`,
      }).catch((error) => {
        if (!optional.includes(name)) throw error;
        log(name, `${error.message.split('\n')[0]}; going on without it`);
        return null;
      });
      if (handle) {
        started[name] = handle;
        order.push(name);
      }
    })();
    return pending[name];
  };
  try {
    // Mail first: the services read SMTP_URL when they start; Redis before those that share it.
    await launch('mail');
    await launch('redis');
    // A failure stops the rest only once the others have settled, so nothing is left half started.
    const results = await Promise.allSettled([
      launch('postgres'),
      launch('cms', cmsOptions.postgres ? ['postgres'] : []),
      launch('commerce', ['postgres']),
    ]);
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    await launch('site');
    // Storybook's build after the site's: on two cores the two builds side by side only delay the
    // shop, which is what `npm start` is mostly for (issue 30: the shop in 150 s on a fresh clone).
    await launch('storybook');
  } catch (error) {
    await stack.stop();
    throw error;
  }
  return Object.assign(stack, started);
}

/** `--name value` from the command line. */
function option(argv, name) {
  const index = argv.indexOf(`--${name}`);
  return index === -1 ? undefined : argv[index + 1];
}

/**
 * The command line: starts what `--only` names (default: everything), prints where to go and
 * stops it all on Ctrl-C, or when a service stops by itself. `defaults` are startStack options.
 */
export async function runFromCommandLine(argv = process.argv.slice(2), defaults = {}) {
  const only = option(argv, 'only')?.split(',').filter(Boolean);
  const ports = Object.fromEntries(
    (option(argv, 'ports') ?? '')
      .split(',')
      .filter(Boolean)
      .map((pair) => pair.split('='))
      .map(([name, port]) => [name, Number(port)]),
  );
  const data = option(argv, 'data');
  let services = only ?? defaults.services ?? SERVICES;
  if (!only && process.env.SMTP_URL) services = services.filter((name) => name !== 'mail');
  const dataDirs = data
    ? { cms: path.resolve(data, 'cms'), postgres: path.resolve(data, 'postgres'), commerce: path.resolve(data) }
    : {};

  let stack = null;
  let stopping = false;
  const stop = async (code) => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping ...');
    await stack?.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  try {
    stack = await startStack({
      databaseUrl: process.env.DATABASE_URL || '',
      ...defaults,
      services,
      ports: { ...defaults.ports, ...ports },
      dataDirs,
      probes: argv.includes('--probes'),
      onExit: (name, how) => {
        if (stopping) return;
        console.log(`[${name}] stopped unexpectedly (${how}); stopping everything.`);
        void stop(1);
      },
    });
  } catch (error) {
    console.error(`stack: ${error.message}`);
    process.exit(1);
  }
  if (stopping) return;
  const lines = [];
  const row = (what, where) => lines.push(`  ${what.padEnd(26)} ${where}`);
  if (stack.site) {
    row('Shop (English)', stack.site.url);
    row('Shop (German)', `${stack.site.url}/de`);
  } else if (services.includes('site')) row('Shop', 'not built (see the [site] lines above)');
  if (stack.storybook) row('Storybook (design system)', stack.storybook.url);
  if (stack.mail) row('Mail inbox', stack.mail.inboxUrl);
  else if (services.includes('site') || services.includes('commerce'))
    row('Mail inbox', `none caught here: SMTP_URL=${process.env.SMTP_URL ? 'set' : 'unset'}`);
  if (stack.cms) row('cms (Strapi)', `${stack.cms.url}/api`);
  if (stack.commerce) row('commerce (Medusa)', stack.commerce.url);
  if (stack.commerce && process.env.MEDUSA_ADMIN === 'true')
    row('Medusa Admin', `${stack.commerce.url}/app  (admin@tonewood.local, COMMERCE_ADMIN_PASSWORD in .secrets.env)`);
  if (stack.commerce) row('Back office CLI', 'npm run backoffice -- orders');
  console.log(`\nTonewood is running:\n${lines.join('\n')}\nPress Ctrl-C to stop everything.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await runFromCommandLine();
