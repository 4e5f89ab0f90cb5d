// `npm start`: runs the whole shop on embedded defaults. Starts the content service (cms/,
// Strapi on SQLite) and the commerce back end (commerce/, Medusa on embedded PostgreSQL),
// builds and serves Storybook, waits until each answers, then builds the Gatsby site against
// them and serves it at http://127.0.0.1:8000 (site/server/serve.mjs); prints where to go;
// Ctrl-C stops all. Mail (newsletter confirmation, request acknowledgements, order confirmations)
// goes to an embedded mail catcher (maildev, SMTP 1025, inbox http://127.0.0.1:1080) unless
// SMTP_URL names a real server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer as createSiteServer } from '../site/server/serve.mjs';
import { startMailCatcher } from './mail-catcher.mjs';
import { SITE_SECRET_KEYS, loadOrCreateSecrets } from './secrets.mjs';
import { serveStatic as serveStaticDir } from './static-server.mjs';

process.env.GATSBY_TELEMETRY_DISABLED = '1';
process.env.STRAPI_TELEMETRY_DISABLED = 'true';
process.env.MEDUSA_DISABLE_TELEMETRY = 'true';
process.env.STORYBOOK_DISABLE_TELEMETRY = '1';
// Medusa serves its admin dashboard at /app (built once, then cached in commerce/public/admin; the
// first start of commerce may take several minutes: migrate, seed, admin build).
process.env.MEDUSA_ADMIN = process.env.MEDUSA_ADMIN || 'true';

const children = [];
const log = (name, line) => console.log(`[${name}] ${line}`);

function runService(name, cwd) {
  // Its own process group, so stopping reaches npm's children (the service's start script) too.
  const child = spawn('npm', ['run', 'start'], {
    cwd,
    env: process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.group = true;
  const forward = (data) =>
    String(data)
      .split('\n')
      .filter(Boolean)
      .forEach((line) => log(name, line));
  child.stdout.on('data', forward);
  child.stderr.on('data', forward);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      log(name, `stopped unexpectedly (${signal ?? `exit ${code}`}); stopping the shop.`);
      stop(1);
    }
  });
  children.push(child);
}

async function waitFor(name, url, timeoutMs) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return true;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  log(name, `did not answer at ${url} within ${timeoutMs / 1000} s`);
  return false;
}

// Story links (/iframe.html?id=…, /?path=/story/…) open as they are: see static-server.mjs.
function serveStatic(name, dir, port) {
  return serveStaticDir(dir, port);
}

let stopping = false;
const servers = [];
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping the shop ...');
  servers.forEach((s) => s.close());
  for (const child of children) {
    if (child.exitCode !== null) continue;
    try {
      if (child.group) process.kill(-child.pid, 'SIGTERM');
      else child.kill('SIGTERM');
    } catch {
      // already gone
    }
  }
  const deadline = setTimeout(() => process.exit(code), 20_000);
  Promise.all(children.map((c) => (c.exitCode !== null ? null : new Promise((r) => c.on('exit', r))))).then(() => {
    clearTimeout(deadline);
    process.exit(code);
  });
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

// One mail path for the site functions and Medusa's notification provider: SMTP_URL.
let mailInbox = null;
if (!process.env.SMTP_URL) {
  const catcher = await startMailCatcher({
    smtpPort: Number(process.env.MAIL_SMTP_PORT || 1025),
    webPort: Number(process.env.MAIL_WEB_PORT || 1080),
  }).catch((error) => {
    log('mail', `${error.message}; the shop runs without mail (set SMTP_URL to use a server)`);
    return null;
  });
  if (catcher) {
    process.env.SMTP_URL = catcher.smtpUrl;
    mailInbox = catcher.webUrl;
    servers.push({ close: () => catcher.stop() });
    log('mail', `catching mail at ${catcher.smtpUrl}; inbox ${catcher.webUrl}`);
  }
}
// The key that signs the newsletter's confirmation links, generated once into .secrets.env.
process.env.SITE_NEWSLETTER_SECRET ||= loadOrCreateSecrets({ keys: SITE_SECRET_KEYS }).values.SITE_NEWSLETTER_SECRET;

const services = [
  { name: 'cms', dir: 'cms', health: 'http://127.0.0.1:1337/_health', timeout: 120_000 },
  { name: 'commerce', dir: 'commerce', health: 'http://127.0.0.1:9000/health', timeout: 600_000 },
].filter((s) => existsSync(`${s.dir}/package.json`));

for (const s of services) {
  if (!existsSync(`${s.dir}/node_modules`)) {
    console.error(`${s.dir}/node_modules is missing: run "npm install" at the repository root first.`);
    process.exit(1);
  }
  log(s.name, 'starting ...');
  runService(s.name, s.dir);
}

log('storybook', 'building the design system and Storybook ...');
const build = spawnSync('sh', ['-c', 'npm run build && npm run build:storybook'], {
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (build.status !== 0) {
  log('storybook', 'build failed');
  stop(1);
} else {
  servers.push(await serveStatic('storybook', 'storybook-static', 6006));
  log('storybook', 'serving http://127.0.0.1:6006');
}

const results = await Promise.all(services.map((s) => waitFor(s.name, s.health, s.timeout)));

// The site is built against the running services, then served by the production server.
const SITE_PORT = Number(process.env.SITE_PORT || 8000);
let siteUrl = null;
if (!stopping && results.every(Boolean)) {
  log('site', 'building the Gatsby site against cms and commerce (a few minutes on a cold cache) ...');
  const started = Date.now();
  const siteBuild = await new Promise((resolve) => {
    const child = spawn(process.execPath, ['site/scripts/gatsby.mjs', 'build'], {
      env: { ...process.env, SITE_URL: process.env.SITE_URL || `http://127.0.0.1:${SITE_PORT}` },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let tail = '';
    const keep = (data) => {
      tail = (tail + String(data)).slice(-4000);
      for (const line of String(data).split('\n')) {
        // Progress without Gatsby's activity bars: its milestones and our own lines.
        if (
          /^(info site:|info Done building|success (source and transform|createPages|Building production|Building static HTML))/.test(
            line.trim(),
          )
        )
          log('site', line.trim());
      }
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('exit', (code) => resolve({ code, tail }));
  });
  if (siteBuild.code !== 0) {
    log('site', `build failed (exit ${siteBuild.code}):\n${siteBuild.tail}`);
  } else {
    process.env.SITE_URL ||= `http://127.0.0.1:${SITE_PORT}`;
    const app = await createSiteServer();
    await app.listen({ port: SITE_PORT, host: '127.0.0.1' });
    servers.push({ close: () => app.close() });
    siteUrl = `http://127.0.0.1:${SITE_PORT}`;
    log('site', `built in ${Math.round((Date.now() - started) / 1000)} s; serving ${siteUrl}`);
  }
}

if (!stopping) {
  console.log('\nTonewood is running:');
  if (siteUrl) {
    console.log(`  Shop (English)             ${siteUrl}`);
    console.log(`  Shop (German)              ${siteUrl}/de`);
  } else {
    console.log('  Shop                       not built (see the [site] lines above)');
  }
  console.log('  Storybook (design system)  http://127.0.0.1:6006');
  console.log(
    `  Mail inbox                 ${mailInbox ?? `none caught here: SMTP_URL=${process.env.SMTP_URL ? 'set' : 'unset'}`}`,
  );
  services.forEach((s, i) =>
    console.log(`  ${s.name.padEnd(26)} ${new URL(s.health).origin}${results[i] ? '' : '  (not answering yet)'}`),
  );
  if (process.env.MEDUSA_ADMIN === 'true') {
    console.log(
      '  Medusa Admin               http://127.0.0.1:9000/app  (admin@tonewood.local, COMMERCE_ADMIN_PASSWORD in .secrets.env)',
    );
  }
  console.log('  Back office CLI            npm run backoffice -- orders');
  console.log('Press Ctrl-C to stop everything.');
}
