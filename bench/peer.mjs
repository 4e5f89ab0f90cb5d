// Tonewood beside Medusa's own storefront (issue 29): Lighthouse (mobile preset, each figure's
// median of LIGHTHOUSE_RUNS, default 3) on the German home, a category, a product and the cart of both, in
// one run against the same private Medusa, printed as the issue's table (perf, LCP, TBT, script
// KiB, Tonewood / peer) with the ratios the issue aims at (TBT at most a third of the peer's,
// script bytes at most half). Prints figures only.
//
// The peer is Medusa's Next.js storefront (github.com/medusajs/dtc-starter, apps/storefront),
// built outside this repository (none of its code is kept here): PEER_DIR=<that folder, after
// `next build` against this bench's Medusa>. Without one the peer's columns stay empty.
// `node bench/peer.mjs --commerce` only starts this bench's Medusa and prints the environment
// to build the peer with (its pages read Medusa while they build); Ctrl-C stops it.
//
// Tonewood is the build in public/ served by site/server/serve.mjs, as bench/site-pages.mjs
// serves it; PEER_SITE_BUILD=1 (or no build in public/) builds it first against private cms/
// and commerce/ instances. The peer runs with `next start` on BENCH_PEER_PORT (default 8016).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumArgs, chromiumExecutable } from '../scripts/chromium.mjs';
import { root } from '../scripts/stack/index.mjs';
import { localizePath } from '@tonewood/rules';
import { startBenchStack } from './stack.mjs';

const LANGUAGE = 'de';
const REGION = 'de';
const peerPort = Number(process.env.BENCH_PEER_PORT || 8016);
const peerUrl = `http://127.0.0.1:${peerPort}`;
const peerDir = process.env.PEER_DIR && path.resolve(process.env.PEER_DIR);
const HOW_TO_GET_A_PEER =
  'bench/peer: no peer storefront (PEER_DIR unset or not built); get one: copy apps/storefront of ' +
  'github.com/medusajs/dtc-starter outside this repo, `npm install` there, start `node bench/peer.mjs --commerce`, ' +
  'run `next build` there with the environment it prints, then PEER_DIR=<that folder> node bench/peer.mjs';

/** The environment the peer builds and runs with: this bench's Medusa, its key, region DE. */
const peerEnv = (commerce) => ({
  NEXT_PUBLIC_MEDUSA_BACKEND_URL: commerce.url,
  MEDUSA_BACKEND_URL: commerce.url,
  NEXT_PUBLIC_MEDUSA_PUBLISHABLE_KEY: commerce.publishableKey,
  NEXT_PUBLIC_DEFAULT_REGION: REGION,
  NEXT_PUBLIC_BASE_URL: peerUrl,
  NEXT_TELEMETRY_DISABLED: '1',
});

// The browser of the peer calls Medusa from its own origin too.
process.env.STORE_CORS = [process.env.STORE_CORS, peerUrl, `http://localhost:${peerPort}`].filter(Boolean).join(',');

if (process.argv.includes('--commerce')) {
  const stack = await startBenchStack(['commerce']);
  const env = Object.entries(peerEnv(stack.commerce)).map(([name, value]) => `${name}=${value}`);
  console.log(
    `bench/peer: Medusa at ${stack.commerce.url}; in the peer's folder run:\n  ${env.join(' ')} npx next build`,
  );
  console.log('Ctrl-C stops it.');
  await new Promise((resolve) => process.once('SIGINT', resolve));
  await stack.stop();
  process.exit(0);
}

const peerBuilt = Boolean(peerDir && existsSync(path.join(peerDir, '.next', 'BUILD_ID')));
if (!peerBuilt) console.log(HOW_TO_GET_A_PEER);

const publicDir = path.join(root, 'public');
const build = Boolean(process.env.PEER_SITE_BUILD) || !existsSync(path.join(publicDir, '_route-manifest.json'));
const stack = await startBenchStack(build ? ['cms', 'commerce', 'site'] : ['commerce', 'site'], { build });

/** Starts `next start` in the peer's folder; resolves once its German home answers. */
async function startPeer(commerce) {
  // A peer built against another Medusa carries another key in its bundles: say so, measure anyway.
  const middleware = path.join(peerDir, '.next/server/src/middleware.js');
  if (existsSync(middleware) && !readFileSync(middleware, 'utf8').includes(commerce.publishableKey))
    console.log(`bench/peer: the peer in ${peerDir} was built against another Medusa; rebuild it (--commerce)`);
  const child = spawn(
    process.execPath,
    [path.join(peerDir, 'node_modules/next/dist/bin/next'), 'start', '-p', String(peerPort), '-H', '127.0.0.1'],
    { cwd: peerDir, env: { ...process.env, ...peerEnv(commerce), NODE_ENV: 'production' }, stdio: 'ignore' },
  );
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}`);
    const status = await fetch(`${peerUrl}/${REGION}`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return child;
    if (Date.now() > deadline) {
      // Not left running: it would hold the port and keep this bench from exiting.
      child.kill('SIGKILL');
      throw new Error(`the peer did not answer ${peerUrl}/${REGION} (last status ${status})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const stopPeer = (child) =>
  new Promise((resolve) => {
    if (!child || child.exitCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });

const peer = peerBuilt
  ? await startPeer(stack.commerce).catch((error) => {
      console.log(`bench/peer: the peer did not start: ${error.message}`);
      return null;
    })
  : null;

// One product both shops sell: the first guitar in Tonewood's sitemap, under the same handle.
const productRoute = readFileSync(path.join(publicDir, 'sitemap.xml'), 'utf8').match(
  /<loc>[^<]*?(\/guitars\/[^<]+?)\/?<\/loc>/,
)?.[1];
const handle = productRoute.split('/').pop();
// [label, Tonewood path, peer path]: Tonewood's German pages, the peer's routes under /de.
const pages = [
  ['home', localizePath(LANGUAGE, '/'), `/${REGION}`],
  ['category', localizePath(LANGUAGE, '/guitars'), `/${REGION}/categories/guitars`],
  ['product', localizePath(LANGUAGE, productRoute), `/${REGION}/products/${handle}`],
  ['cart', localizePath(LANGUAGE, '/cart'), `/${REGION}/cart`],
];

const lighthouseCli = path.join(root, 'node_modules/lighthouse/cli/index.js');
const lighthouseVersion = JSON.parse(
  readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8'),
).version;
const chromeFlags = ['--headless=new', ...chromiumArgs.filter((flag) => flag !== '--headless')].join(' ');
const out = mkdtempSync(path.join(tmpdir(), 'tonewood-peer-lh-'));

/** One Lighthouse run (a child process: the site server in this process keeps answering). */
function audit(url, file) {
  return new Promise((resolve) => {
    const args = [lighthouseCli, url, '--quiet', '--output=json', `--output-path=${file}`];
    args.push(`--chrome-flags=${chromeFlags}`, '--only-categories=performance');
    const child = spawn(process.execPath, args, { env: { ...process.env, CHROME_PATH: chromiumExecutable } });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('exit', (code) => {
      if (code !== 0 || !existsSync(file)) return resolve({ failed: stderr.trim().split('\n').pop() });
      const report = JSON.parse(readFileSync(file, 'utf8'));
      rmSync(file);
      const scripts = report.audits['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script');
      resolve({
        perf: Math.round((report.categories.performance?.score ?? 0) * 100),
        lcp: report.audits['largest-contentful-paint']?.numericValue ?? NaN,
        tbt: report.audits['total-blocking-time']?.numericValue ?? NaN,
        scriptKib: (scripts?.transferSize ?? NaN) / 1024,
        errors: report.runtimeError?.code ?? report.runWarnings?.filter((w) => /error|status code/i.test(w)).join(' '),
      });
    });
  });
}

/**
 * Each figure's own median over the runs that did not fail, with the runs' performance and TBT in
 * the order they ran, or null. (Not the figures of the run with the median score: where the runs
 * score alike, as Tonewood's 100s do, that run is picked by order alone and its TBT need not be
 * the middle one.)
 */
function median(runs) {
  const ok = runs.filter((run) => !run.failed);
  if (!ok.length) return null;
  const middle = (key) => ok.map((run) => run[key]).sort((a, b) => a - b)[Math.floor((ok.length - 1) / 2)];
  return {
    perf: middle('perf'),
    lcp: middle('lcp'),
    tbt: middle('tbt'),
    scriptKib: middle('scriptKib'),
    all: ok.map((run) => run.perf),
    tbts: ok.map((run) => Math.round(run.tbt)),
  };
}

const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS || 3));
const shops = [
  ['Tonewood', stack.site.url, 1],
  ['peer', peerUrl, 2],
].filter(([name]) => name === 'Tonewood' || peer);
const results = [];
// Other work on the machine moves TBT most: the load average is printed beside the table.
const loadAtStart = loadavg();
try {
  for (const [label, ...paths] of pages) {
    // Warm both servers (Next renders its dynamic pages on the first request), then alternate the
    // shops run by run so a busy moment of this shared machine falls on both alike.
    for (const [, base, index] of shops) await fetch(`${base}${paths[index - 1]}`).catch(() => {});
    const runs = { Tonewood: [], peer: [] };
    for (let run = 0; run < RUNS; run++)
      for (const [name, base, index] of shops) {
        // A run Lighthouse could not record is run again, twice at most (as bench/site-pages.mjs).
        let result;
        for (let attempt = 0; attempt < 3 && (!result || result.failed); attempt++) {
          result = await audit(`${base}${paths[index - 1]}`, path.join(out, `${name}-${run}.json`));
          if (result.failed) console.log(`${label} ${name}: lighthouse failed: ${result.failed}`);
        }
        if (result.errors) console.log(`${label} ${name}: ${result.errors}`);
        runs[name].push(result);
      }
    results.push({ label, paths, tonewood: median(runs.Tonewood), peer: median(runs.peer) });
  }
} finally {
  rmSync(out, { recursive: true, force: true });
  await stopPeer(peer);
  await stack.stop();
}

const shown = (value, format) => (Number.isFinite(value) ? format(value) : '–');
const pair = (t, p, format) => `${shown(t, format)} / ${shown(p, format)}`;
const ratio = (t, p) => (Number.isFinite(t) && p > 0 ? t / p : NaN);
console.log(
  `\nLighthouse ${lighthouseVersion} (mobile preset), median of ${RUNS}, German (${LANGUAGE}, region ${REGION.toUpperCase()})`,
);
const loads = (load) => load.map((l) => l.toFixed(1)).join(' ');
console.log(`load average (1, 5, 15 min): ${loads(loadAtStart)} at the first audit, ${loads(loadavg())} at the last`);
console.log(`Tonewood ${stack.site.url} · peer ${peer ? `${peerUrl} (${peerDir})` : 'not measured'}`);
console.log(`Tonewood ${pages.map(([, p]) => p).join(' ')} · peer ${pages.map(([, , p]) => p).join(' ')}\n`);
console.log('| page | Tonewood perf | peer perf | LCP T / P | TBT T / P | scripts KiB T / P |');
console.log('|---|---|---|---|---|---|');
for (const { label, tonewood: t, peer: p } of results)
  console.log(
    `| ${label} | ${t?.perf ?? '–'} | ${p?.perf ?? '–'} | ${pair(t?.lcp, p?.lcp, (ms) => (ms / 1000).toFixed(2))} s | ${pair(t?.tbt, p?.tbt, (ms) => ms.toFixed(0))} ms | ${pair(t?.scriptKib, p?.scriptKib, (kib) => kib.toFixed(1))} |`,
  );
console.log('\nperf of each run (Tonewood / peer):');
for (const { label, tonewood: t, peer: p } of results)
  console.log(`  ${label.padEnd(9)}${t?.all.join(' ') ?? '–'} / ${p?.all.join(' ') ?? '–'}`);
console.log('TBT of each run, ms (Tonewood / peer):');
for (const { label, tonewood: t, peer: p } of results)
  console.log(`  ${label.padEnd(9)}${t?.tbts.join(' ') ?? '–'} / ${p?.tbts.join(' ') ?? '–'}`);
if (peer) {
  console.log('\nTonewood ÷ peer (the issue aims at TBT ≤ 0.33 and script bytes ≤ 0.50 on every page):');
  for (const { label, tonewood: t, peer: p } of results) {
    const tbt = ratio(t?.tbt, p?.tbt);
    const kib = ratio(t?.scriptKib, p?.scriptKib);
    console.log(
      `  ${label.padEnd(9)}TBT ${tbt.toFixed(2)} (${tbt <= 1 / 3 ? 'met' : 'not met'})  script ${kib.toFixed(2)} (${kib <= 0.5 ? 'met' : 'not met'})`,
    );
  }
}
