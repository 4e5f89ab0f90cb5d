// The 2,000-product catalog (issue 28): a private Medusa (its own kept PostgreSQL, apart from the
// other benches') filled by the generator (commerce/src/scripts/seed-large.ts: CATALOG_PRODUCTS
// products, default 2000, made deterministically from the catalog's own), a fresh Strapi, then:
// a cold site build (time, and the peak memory of the Gatsby build's process tree), a rebuild
// with Gatsby's cache after one product's title changed in Medusa, the most cards a category page
// ships, the number of pages, and the search index size per language. Prints figures only.
// Note: clears and rewrites the repository's .cache/ and public/.
//
//   CATALOG_PRODUCTS=500 node bench/catalog.mjs
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Medusa from '@medusajs/js-sdk';
import { buildSite, privateDataDir, root } from '../scripts/stack/index.mjs';
import { categoryPages } from '../site/build/listing-pages.mjs';
import { filesUnder, searchIndexFiles, startBenchStack } from './stack.mjs';
import { LISTING_PAGE_SIZE } from '@tonewood/rules';

const count = Number(process.env.CATALOG_PRODUCTS ?? 2000);
if (!Number.isInteger(count) || count < 0) throw new Error(`CATALOG_PRODUCTS: not a product count: ${count}`);
const DATA = 'catalog';
const publicDir = path.join(root, 'public');
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

// A database holding another count is started afresh (the generator only adds what is missing).
const dataDir = privateDataDir(DATA);
const marker = path.join(`${dataDir}-products.txt`);
if (existsSync(marker) && readFileSync(marker, 'utf8').trim() !== String(count)) {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(marker, { force: true });
}

/** The processes on this machine: pid → parent pid, resident memory and command line (Linux /proc). */
function processTable() {
  const table = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const status = readFileSync(`/proc/${name}/status`, 'utf8');
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]);
      const rss = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024;
      const cmd = readFileSync(`/proc/${name}/cmdline`, 'utf8').replaceAll('\0', ' ');
      table.set(Number(name), { ppid, rss, cmd });
    } catch {
      // The process ended while it was read.
    }
  }
  return table;
}

/** Samples the resident memory of the Gatsby build's process tree (its workers included) until stopped. */
function watchBuildMemory() {
  let peak = 0;
  const sample = () => {
    const table = processTable();
    // This bench's build only (other checkouts may be building at the same time): a child of this
    // process running this checkout's site/scripts/gatsby.mjs.
    const roots = [...table]
      .filter(([, p]) => p.ppid === process.pid && p.cmd.includes(path.join(root, 'site/scripts/gatsby.mjs')))
      .map(([pid]) => pid);
    const tree = new Set(roots);
    for (let grew = true; grew;) {
      grew = false;
      for (const [pid, p] of table)
        if (!tree.has(pid) && tree.has(p.ppid)) {
          tree.add(pid);
          grew = true;
        }
    }
    peak = Math.max(
      peak,
      [...tree].reduce((sum, pid) => sum + table.get(pid).rss, 0),
    );
  };
  const timer = setInterval(sample, 250);
  return () => {
    clearInterval(timer);
    return peak;
  };
}

async function measuredBuild(env) {
  const stop = watchBuildMemory();
  try {
    const { ms, output } = await buildSite(env);
    return { ms, output, peak: stop() };
  } catch (error) {
    stop();
    throw error;
  }
}

/** Where a build's time went: Gatsby's slowest steps (its "success <step> - 12.345s" lines). */
function slowestSteps(output, count = 6) {
  // eslint-disable-next-line no-control-regex
  const plain = output.replace(/\u001b\[[0-9;]*m/g, '');
  const steps = [...plain.matchAll(/success (.+?) - ([\d.]+)s/g)].map(([, step, s]) => [step, Number(s)]);
  return steps
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([step, s]) => `${step} ${s.toFixed(1)} s`)
    .join(', ');
}

/** The category pages, the most cards one ships, the HTML pages and the search index per language of public/. */
function reportPages() {
  const listing = categoryPages(publicDir);
  const most = Math.max(...listing.map((p) => p.cards));
  console.log(
    `category pages: ${listing.length} (en and de), at most ${most} cards on one (limit ${LISTING_PAGE_SIZE})${most > LISTING_PAGE_SIZE ? ' EXCEEDED' : ''}`,
  );
  const html = filesUnder(publicDir).filter((f) => f.endsWith('.html')).length;
  console.log(`HTML pages in public/: ${html}`);

  const indexDir = path.join(publicDir, 'pagefind');
  const entry = JSON.parse(readFileSync(path.join(indexDir, 'pagefind-entry.json'), 'utf8'));
  for (const [language, { page_count: pages }] of Object.entries(entry.languages)) {
    const mine = searchIndexFiles(indexDir, language);
    const bytes = mine.reduce((sum, f) => sum + statSync(f).size, 0);
    console.log(
      `search index ${language}: ${(bytes / 1024).toFixed(1)} KB in ${mine.length} files, ${pages} pages indexed`,
    );
  }
}

const { cms, commerce, stop } = await startBenchStack(['cms', 'commerce'], {
  data: DATA,
  ports: {
    cms: Number(process.env.BENCH_CATALOG_CMS_PORT || 1350),
    commerce: Number(process.env.BENCH_CATALOG_COMMERCE_PORT || 9015),
    postgres: Number(process.env.BENCH_CATALOG_PG_PORT || 5445),
  },
});
try {
  const started = performance.now();
  await commerce.exec('./src/scripts/seed-large.ts', { CATALOG_PRODUCTS: String(count) });
  writeFileSync(marker, `${count}\n`);
  console.log(
    `generator: ${count} products (${seconds(performance.now() - started)}; a kept database only adds what is missing)`,
  );

  const env = { CMS_SITE_ENV_FILE: cms.siteEnvFile, COMMERCE_SITE_ENV_FILE: commerce.siteEnvFile };
  // CATALOG_COLD=0 keeps the last run's .cache/ and public/ and measures the rebuild alone.
  if (process.env.CATALOG_COLD !== '0') {
    rmSync(path.join(root, '.cache'), { recursive: true, force: true });
    rmSync(publicDir, { recursive: true, force: true });
    const cold = await measuredBuild(env);
    const sitePages = /SitePage nodes: (\d+)/.exec(cold.output)?.[1] ?? '?';
    console.log(
      `full site build, cold: ${seconds(cold.ms)} (target < 600 s), peak memory of the build's processes ${mb(cold.peak)} (target < 4096 MB), ${sitePages} pages`,
    );
    console.log(`  slowest steps: ${slowestSteps(cold.output)}`);
    reportPages();
  }

  // One product changes in Medusa (its title, through the admin API), then a build with the cache.
  const sdk = new Medusa({ baseUrl: commerce.url, auth: { type: 'jwt', jwtTokenStorageMethod: 'memory' } });
  await sdk.auth.login('user', 'emailpass', commerce.admin);
  const handle = count ? 'auric-s-classic-n0001' : 'auric-s-classic';
  const { products } = await sdk.admin.product.list({ handle, fields: 'id,title' });
  const [product] = products;
  const title = `${product.title.replace(/ \(changed \d+\)$/, '')} (changed ${Date.now()})`;
  await sdk.admin.product.update(product.id, { title });
  const warm = await measuredBuild(env);
  const page = readFileSync(path.join(publicDir, 'guitars', handle, 'index.html'), 'utf8');
  console.log(
    `rebuild after one product's title changed (cache kept): ${seconds(warm.ms)} (target < 60 s), peak memory ${mb(warm.peak)}; the new title is ${page.includes(title) ? '' : 'NOT '}on its page`,
  );
  console.log(`  slowest steps: ${slowestSteps(warm.output)}`);
  const buildLog = `${dataDir}-rebuild.log`;
  writeFileSync(buildLog, warm.output);
  console.log(`  the rebuild's output: ${buildLog}`);
  if (process.env.CATALOG_COLD === '0') reportPages();
  await sdk.admin.product.update(product.id, { title: title.replace(/ \(changed \d+\)$/, '') });
} finally {
  await stop();
}
