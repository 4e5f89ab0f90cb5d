// Loopback load on the storefront's cart calls: N virtual shoppers (default 50) for D seconds
// (default 30), each looping: create cart, add two items, update one, fetch the cart.
// Prints p50/p95/max per call and error counts; never fails on a slow timer.
// By default it starts its own stack (PostgreSQL 5435, Medusa 9002, data in
// commerce/.data/bench-postgres, seeded on first use). COMMERCE_BENCH_URL plus
// COMMERCE_BENCH_KEY point it at an instance that is already running instead.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStack } from '../scripts/stack/index.mjs';

const commerce = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'commerce');
if (!existsSync(path.join(commerce, 'node_modules', '@medusajs', 'js-sdk'))) {
  console.error('commerce/node_modules is missing: run `npm ci --prefix commerce` first');
  process.exit(1);
}
const require = createRequire(path.join(commerce, 'package.json'));
const Medusa = require('@medusajs/js-sdk').default;

const SHOPPERS = Number(process.env.COMMERCE_BENCH_SHOPPERS || 50);
const SECONDS = Number(process.env.COMMERCE_BENCH_SECONDS || 30);

let stack = null;
let baseUrl = process.env.COMMERCE_BENCH_URL;
let publishableKey = process.env.COMMERCE_BENCH_KEY;
if (baseUrl && publishableKey) {
  const host = new URL(baseUrl).hostname;
  if (!['127.0.0.1', 'localhost', '::1'].includes(host)) {
    console.error('COMMERCE_BENCH_URL must be a loopback address');
    process.exit(1);
  }
  console.log(`using the running instance at ${baseUrl}`);
} else {
  stack = await startStack({
    services: ['commerce'],
    ports: {
      postgres: Number(process.env.COMMERCE_BENCH_PG_PORT || 5435),
      commerce: Number(process.env.COMMERCE_BENCH_PORT || 9002),
    },
    dataDirs: { postgres: path.join(commerce, '.data', 'bench-postgres') },
    commerce: { siteEnvFile: null },
    quiet: true,
  });
  baseUrl = stack.commerce.url;
  publishableKey = stack.commerce.publishableKey;
  console.log(`started a bench instance at ${baseUrl} in ${(stack.commerce.timings.total / 1000).toFixed(1)} s`);
}
const bail = setTimeout(async () => {
  console.error('commerce load bench: gave up after 5 minutes');
  await stack?.stop();
  process.exit(1);
}, 5 * 60_000);

const sdk = new Medusa({ baseUrl, publishableKey });
const { regions } = await sdk.store.region.list({ fields: 'id,*countries' });
const germany = regions.find((region) => region.countries.some((country) => country.iso_2 === 'de'));
const { products } = await sdk.store.product.list({
  handle: ['tote-bag', 'workshop-t-shirt', 'pick-tin'],
  fields: 'handle,*variants',
});
const variants = products.flatMap((product) => product.variants.map((variant) => variant.id));

const calls = {};
let measuring = false;
let journeys = 0;
const record = (name, ms, ok, error) => {
  if (!measuring) return;
  const entry = (calls[name] ??= { times: [], errors: 0, samples: new Set() });
  if (ok) entry.times.push(ms);
  else {
    entry.errors++;
    if (entry.samples.size < 3) entry.samples.add(String(error?.status ?? '') + ' ' + (error?.message ?? error));
  }
};
async function timed(name, fn) {
  const start = performance.now();
  try {
    const result = await fn();
    record(name, performance.now() - start, true);
    return result;
  } catch (error) {
    record(name, performance.now() - start, false, error);
    throw error;
  }
}

async function journey(index) {
  const pick = (offset) => variants[(index + offset + journeys) % variants.length];
  const { cart } = await timed('create cart', () =>
    sdk.store.cart.create({ region_id: germany.id, metadata: { language: index % 2 ? 'de' : 'en' } }),
  );
  await timed('add line item', () => sdk.store.cart.createLineItem(cart.id, { variant_id: pick(0), quantity: 1 }));
  const { cart: withTwo } = await timed('add line item', () =>
    sdk.store.cart.createLineItem(cart.id, { variant_id: pick(1), quantity: 1 }),
  );
  await timed('update line item', () => sdk.store.cart.updateLineItem(cart.id, withTwo.items[0].id, { quantity: 2 }));
  await timed('fetch cart', () => sdk.store.cart.retrieve(cart.id, { fields: '+items.variant.product.type' }));
  if (measuring) journeys++;
}

// CPU seconds used by the Medusa process and its children (cluster workers), read from /proc.
// Only known when this script started the stack itself on Linux; null otherwise.
const TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  } catch {
    return 100;
  }
})();
function serverCpuSeconds() {
  const root = stack?.medusaPid;
  if (!root || !existsSync('/proc')) return null;
  let ticks = 0;
  const visit = (pid) => {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime + stime
      for (const task of readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean)) {
        visit(task);
      }
    } catch {
      // the process ended meanwhile
    }
  };
  visit(root);
  return ticks / TICKS;
}

// Warm-up, not measured: a few journeys so JIT compilation and caches stay out of the figures.
for (let i = 0; i < 3; i++) await journey(0);
measuring = true;
const cpuBefore = serverCpuSeconds();

const deadline = Date.now() + SECONDS * 1000;
async function shopper(index) {
  while (Date.now() < deadline) {
    try {
      await journey(index);
    } catch {
      // counted by record(); the shopper starts a new journey
    }
  }
}
const started = performance.now();
await Promise.all(Array.from({ length: SHOPPERS }, (_, index) => shopper(index)));
const elapsed = (performance.now() - started) / 1000;
const cpuAfter = serverCpuSeconds();
clearTimeout(bail);
await stack?.stop();

const pct = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;
console.log(
  `\ncommerce cart load: ${SHOPPERS} shoppers for ${elapsed.toFixed(0)} s on loopback, ${journeys} complete journeys`,
);
console.log('call              |  count | errors |    p50 |    p95 |    max');
let totalErrors = 0;
for (const [name, entry] of Object.entries(calls)) {
  const sorted = entry.times.sort((a, b) => a - b);
  totalErrors += entry.errors;
  const f = (ms) => `${ms.toFixed(0)} ms`.padStart(6);
  console.log(
    `${name.padEnd(17)} | ${String(sorted.length).padStart(6)} | ${String(entry.errors).padStart(6)} | ${f(pct(sorted, 50))} | ${f(pct(sorted, 95))} | ${f(sorted.at(-1) ?? NaN)}`,
  );
  for (const sample of entry.samples) console.log(`  error: ${sample}`);
}
const requests = Object.values(calls).reduce((sum, entry) => sum + entry.times.length + entry.errors, 0);
const cpu = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;
console.log(
  `\nthroughput: ${(requests / elapsed).toFixed(1)} requests/s (${requests} in ${elapsed.toFixed(1)} s)` +
    (cpu === null
      ? ''
      : `; Medusa CPU: ${cpu.toFixed(1)} s = ${((cpu / elapsed) * 100).toFixed(0)}% of one core, ${((cpu * 1000) / requests).toFixed(0)} ms per request`),
);
const reads = calls['fetch cart']?.times ?? [];
console.log(`\nerrors: ${totalErrors} (target 0); fetch cart p95: ${pct(reads, 95)?.toFixed(0)} ms (target < 150 ms)`);
