// `npm start`: runs the whole shop on embedded defaults. Starts the content service (cms/,
// Strapi on SQLite) and the commerce back end (commerce/, Medusa on embedded PostgreSQL),
// builds and serves Storybook, waits until each answers, prints where to go; Ctrl-C stops all.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import handler from 'serve-handler';

process.env.GATSBY_TELEMETRY_DISABLED = '1';
process.env.STRAPI_TELEMETRY_DISABLED = 'true';
process.env.MEDUSA_DISABLE_TELEMETRY = 'true';
process.env.STORYBOOK_DISABLE_TELEMETRY = '1';

const children = [];
const log = (name, line) => console.log(`[${name}] ${line}`);

function runService(name, cwd) {
  const child = spawn('npm', ['run', 'start'], { cwd, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
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

function serveStatic(name, dir, port) {
  const server = createServer((req, res) => handler(req, res, { public: dir }));
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

let stopping = false;
const servers = [];
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping the shop ...');
  servers.forEach((s) => s.close());
  for (const child of children) child.kill('SIGTERM');
  const deadline = setTimeout(() => process.exit(code), 20_000);
  Promise.all(children.map((c) => (c.exitCode !== null ? null : new Promise((r) => c.on('exit', r))))).then(() => {
    clearTimeout(deadline);
    process.exit(code);
  });
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

const services = [
  { name: 'cms', dir: 'cms', health: 'http://127.0.0.1:1337/_health', timeout: 120_000 },
  { name: 'commerce', dir: 'commerce', health: 'http://127.0.0.1:9000/health', timeout: 300_000 },
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
if (!stopping) {
  console.log('\nTonewood is running:');
  console.log('  Storybook (design system)  http://127.0.0.1:6006');
  services.forEach((s, i) =>
    console.log(`  ${s.name.padEnd(26)} ${new URL(s.health).origin}${results[i] ? '' : '  (not answering yet)'}`),
  );
  console.log('Press Ctrl-C to stop everything.');
}
