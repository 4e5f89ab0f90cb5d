// The benches' private instances, through the one stack launcher: the commerce instance the site
// benches build against and browse (its PostgreSQL folder kept between runs, seeded on first use),
// a fresh Strapi when asked for, and public/ served as it is. Never the developer's ports or data.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { privateDataDir, startStack } from '../scripts/stack/index.mjs';

// BENCH_{CMS,COMMERCE,PG,SITE}_PORT move them (several checkouts benching on one machine).
const BENCH_PORTS = {
  cms: Number(process.env.BENCH_CMS_PORT || 1349),
  commerce: Number(process.env.BENCH_COMMERCE_PORT || 9013),
  postgres: Number(process.env.BENCH_PG_PORT || 5443),
  site: Number(process.env.BENCH_SITE_PORT || 8013),
};

/**
 * Starts `services` on the bench ports (`ports` moves some); `stop()` also removes Strapi's data.
 * `build`: build the site into public/ against these instances first (needs 'cms' and 'site').
 */
export async function startBenchStack(services, { ports = {}, build = false, data } = {}) {
  // BENCH_DATA=e2e browses the e2e run's kept instance (its database and keys), so a build the e2e
  // run left in public/ can be measured with the e2e ports (E2E_MEDUSA_PORT, E2E_PG_PORT, E2E_SITE_PORT).
  // Benches place many orders from few addresses (bench/checkout.mjs): the per-address order limit
  // is for shoppers, not for them.
  process.env.COMMERCE_ORDER_RATE_MAX ??= '100000';
  // `data` names a kept instance of its own (bench/catalog.mjs: the large catalog stays out of the others').
  const base = privateDataDir(data || process.env.BENCH_DATA || 'bench');
  const cmsDir = services.includes('cms') ? mkdtempSync(path.join(tmpdir(), 'tonewood-bench-cms-')) : undefined;
  const stack = await startStack({
    services,
    ports: { ...BENCH_PORTS, ...ports },
    dataDirs: { cms: cmsDir, postgres: path.join(base, 'postgres'), commerce: base },
    scratchData: true,
    quiet: true,
    site: { build },
  }).catch((error) => {
    if (cmsDir) rmSync(cmsDir, { recursive: true, force: true });
    throw error;
  });
  const stop = stack.stop;
  stack.stop = async () => {
    await stop();
    if (cmsDir) rmSync(cmsDir, { recursive: true, force: true });
  };
  return stack;
}

/** Every file under `dir`, recursively. */
export const filesUnder = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)],
  );

/** The files of a Pagefind index (`indexDir`) that belong to `language`, uncompressed copies only. */
export const searchIndexFiles = (indexDir, language) =>
  filesUnder(indexDir).filter((f) => {
    if (/\.(br|gz)$/.test(f)) return false;
    const name = path.basename(f);
    return (
      name === `wasm.${language}.pagefind` ||
      name.startsWith(`${language}_`) ||
      name.startsWith(`pagefind.${language}_`)
    );
  });
