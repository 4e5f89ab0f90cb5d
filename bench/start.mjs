#!/usr/bin/env node
// Benchmark: `npm start` as a newcomer meets it. Runs scripts/start.mjs twice in a checkout (this
// one, or BENCH_CHECKOUT, a fresh `git clone` + `npm install` for the honest first figure) on
// bench ports and a data folder of its own:
//   first:  a fresh data folder (Strapi database, PostgreSQL, key files) and, with --cold, the
//           checkout's build caches removed (cms/dist, commerce/public/admin, .cache, public,
//           storybook-static) and the rendered instrument pictures, as on a fresh clone;
//   second: the same command again on what the first left behind.
// For each it prints the seconds until the shop answers (the site's home page 200) and where the
// time went, from the launcher's own lines. Targets (issue 30): first ≤ 150 s, second ≤ 45 s.
// Usage: node bench/start.mjs [--cold] [--checkout DIR]
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const option = (name) => {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : process.argv[index + 1];
};
const checkout = path.resolve(
  option('checkout') ?? process.env.BENCH_CHECKOUT ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'),
);
const cold = process.argv.includes('--cold');
const TARGETS_S = { first: 150, second: 45 };

// The 66xx family: never the developer's ports, nor those of the test suites.
const base = Number(process.env.BENCH_START_PORT_BASE || 6640);
const PORTS = {
  mailSmtp: base,
  mailWeb: base + 1,
  postgres: base + 2,
  cms: base + 3,
  commerce: base + 4,
  storybook: base + 5,
  site: base + 6,
};

/** What the launcher's lines say about each phase: `[service] text (12.3 s)` and when it came. */
const PHASES = [
  ['cms build (tsc, admin panel)', /^\[cms\] cms: (compiling|building)/, 'start'],
  ['cms (Strapi) ready', /^\[cms\] ready at /],
  ['PostgreSQL ready', /^\[postgres\] ready on /],
  ['Medusa migrations', /^\[commerce\] migrations done/],
  ['Medusa seed', /^\[commerce\] seed done/],
  ['Medusa Admin build', /^\[commerce\] building Medusa Admin/, 'start'],
  ['Medusa ready', /^\[commerce\] ready at /],
  ['site build', /^\[site\] built in /],
  ['site build reused (unchanged)', /^\[site\] reusing the last build/],
  ['site served', /^\[site\] serving http/],
  ['Storybook build + serve', /^\[storybook\] serving /],
  ['everything up', /^Tonewood is running/],
];

function runStart(dataDir) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const at = () => (performance.now() - started) / 1000;
    const child = spawn(
      process.execPath,
      [
        'scripts/start.mjs',
        ...['--data', dataDir],
        ...[
          '--ports',
          Object.entries(PORTS)
            .map(([name, port]) => `${name}=${port}`)
            .join(','),
        ],
      ],
      {
        cwd: checkout,
        env: {
          ...process.env,
          MAIL_SMTP_PORT: String(PORTS.mailSmtp),
          MAIL_WEB_PORT: String(PORTS.mailWeb),
          SITE_PORT: String(PORTS.site),
          COMMERCE_PG_PORT: String(PORTS.postgres),
          MEDUSA_PORT: String(PORTS.commerce),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const seen = [];
    let shopAnswered = null;
    let tail = '';
    let rest = '';
    const onLine = (line) => {
      tail = `${tail}\n${line}`.slice(-6000);
      const text = line.trim();
      for (const [name, pattern, kind] of PHASES)
        if (pattern.test(text) && !seen.some((phase) => phase.name === name)) {
          const own = /\((\d+(?:\.\d+)?) s\)/.exec(text) ?? /built in (\d+(?:\.\d+)?) s/.exec(text);
          seen.push({ name, at: at(), own: own ? Number(own[1]) : undefined, kind });
        }
      if (/^\[site\] serving http/.test(text) && shopAnswered === null) {
        const url = `http://127.0.0.1:${PORTS.site}/`;
        void fetch(url).then((response) => {
          if (response.ok) shopAnswered = at();
        });
      }
      if (/^Tonewood is running/.test(text)) child.kill('SIGINT');
    };
    const take = (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop();
      lines.forEach(onLine);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('exit', (code) => {
      if (!seen.some((phase) => phase.name === 'everything up'))
        return reject(new Error(`npm start stopped (exit ${code}) before everything was up:${tail}`));
      resolve({ shop: shopAnswered, phases: seen });
    });
  });
}

function report(kind, { shop, phases }) {
  const target = TARGETS_S[kind];
  console.log(
    `\n${kind} npm start: shop answering after ${shop?.toFixed(1) ?? '?'} s (target ≤ ${target} s) ${shop !== null && shop <= target ? 'ok' : 'OVER TARGET'}`,
  );
  for (const { name, at, own, kind: mark } of phases)
    console.log(
      `  ${name.padEnd(30)} ${mark === 'start' ? 'began' : 'done '} at ${at.toFixed(1).padStart(6)} s${own === undefined ? '' : `  (took ${own.toFixed(1)} s)`}`,
    );
}

if (cold) {
  for (const dir of ['cms/dist', 'commerce/public/admin', '.cache', 'public', 'storybook-static'])
    rmSync(path.join(checkout, dir), { recursive: true, force: true });
  // The instrument renderer's pictures (git-ignored, drawn on the first start), as on a fresh clone.
  const pictures = path.join(checkout, 'commerce/static/products');
  for (const entry of existsSync(pictures) ? readdirSync(pictures, { withFileTypes: true }) : [])
    if (entry.isDirectory() || entry.name === 'instruments.json')
      rmSync(path.join(pictures, entry.name), { recursive: true, force: true });
}
const dataDir = mkdtempSync(path.join(tmpdir(), 'tonewood-bench-start-'));
try {
  console.log(`npm start in ${checkout}${cold ? ' (build caches removed)' : ''}, data in ${dataDir}`);
  report('first', await runStart(dataDir));
  report('second', await runStart(dataDir));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
