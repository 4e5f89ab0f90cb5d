// Commerce start-up figures: a cold first start (fresh embedded PostgreSQL, migrations, seed) and
// warm starts (already migrated and seeded) until /health answers. Uses its own data folder and
// ports (PostgreSQL 5435, Medusa 9002), so a running developer instance is never touched.
// Prints figures; it never fails on a slow timer.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const commerce = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'commerce');
if (!existsSync(path.join(commerce, 'node_modules', '@medusajs', 'medusa'))) {
  console.error('commerce/node_modules is missing: run `npm ci --prefix commerce` first');
  process.exit(1);
}
const { startStack, wipeDataDir } = await import(path.join(commerce, 'scripts', 'lib', 'stack.mjs'));

const WARM_RUNS = Number(process.env.COMMERCE_BENCH_WARM_RUNS || 2);
const options = {
  dataDir: path.join(commerce, '.data', 'bench-postgres'),
  pgPort: Number(process.env.COMMERCE_BENCH_PG_PORT || 5435),
  port: Number(process.env.COMMERCE_BENCH_PORT || 9002),
  databaseUrl: '',
  siteEnvFile: null,
  quiet: true,
};
const s = (ms) => (ms === undefined ? '-' : `${(ms / 1000).toFixed(1)} s`);
const bail = setTimeout(() => {
  console.error('commerce start bench: gave up after 10 minutes');
  process.exit(1);
}, 10 * 60_000);

wipeDataDir(options.dataDir);
const rows = [];
let stack = await startStack(options);
const cold = stack.timings;
rows.push(['cold (init + migrate + seed)', cold]);
await stack.stop();
for (let run = 1; run <= WARM_RUNS; run++) {
  stack = await startStack(options);
  rows.push([`warm #${run}`, stack.timings]);
  await stack.stop();
}
clearTimeout(bail);

console.log('\ncommerce start to /health (Medusa 2 on embedded PostgreSQL, loopback)');
console.log('run                          | postgres | migrate | seed    | medusa  | total');
for (const [name, t] of rows) {
  console.log(
    `${name.padEnd(28)} | ${s(t.postgres).padStart(8)} | ${s(t.migrate).padStart(7)} | ${s(t.seed).padStart(7)} | ${s(t.medusa).padStart(7)} | ${s(t.total)}`,
  );
}
const warm = rows.slice(1).map(([, t]) => t.total);
console.log(
  `\ncold first start: ${s(cold.total)}; warm start: best ${s(Math.min(...warm))}, worst ${s(Math.max(...warm))} (target < 25 s)`,
);
