// Commerce start-up figures: a cold first start (fresh embedded PostgreSQL, migrations, seed) and
// warm starts (already migrated and seeded) until /health answers. Uses its own data folder and
// ports (PostgreSQL 5435, Medusa 9002), so a running developer instance is never touched.
// Prints figures; it never fails on a slow timer.
import path from 'node:path';
import { startStack } from '../scripts/stack/index.mjs';
import { commerceRoot, wipeDataDir } from '../commerce/scripts/lib/stack.mjs';

const WARM_RUNS = Number(process.env.COMMERCE_BENCH_WARM_RUNS || 2);
const dataDir = path.join(commerceRoot, '.data', 'bench-postgres');
const start = async () => {
  const stack = await startStack({
    services: ['commerce'],
    ports: {
      postgres: Number(process.env.COMMERCE_BENCH_PG_PORT || 5435),
      commerce: Number(process.env.COMMERCE_BENCH_PORT || 9002),
    },
    dataDirs: { postgres: dataDir },
    commerce: { siteEnvFile: null },
    quiet: true,
  });
  await stack.stop();
  return stack.commerce.timings;
};
const s = (ms) => (ms === undefined ? '-' : `${(ms / 1000).toFixed(1)} s`);
const bail = setTimeout(() => {
  console.error('commerce start bench: gave up after 10 minutes');
  process.exit(1);
}, 10 * 60_000);

wipeDataDir(dataDir);
const rows = [];
const cold = await start();
rows.push(['cold (init + migrate + seed)', cold]);
for (let run = 1; run <= WARM_RUNS; run++) rows.push([`warm #${run}`, await start()]);
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
