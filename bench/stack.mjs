// The benches' private instances, through the one stack launcher: the commerce instance the site
// benches build against and browse (its PostgreSQL folder kept between runs, seeded on first use),
// a fresh Strapi when asked for, and public/ served as it is. Never the developer's ports or data.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { privateDataDir, startStack } from '../scripts/stack/index.mjs';

const BENCH_PORTS = { cms: 1349, commerce: 9013, postgres: 5443, site: 8013 };

/** Starts `services` on the bench ports (`ports` moves some); `stop()` also removes Strapi's data. */
export async function startBenchStack(services, { ports = {} } = {}) {
  const base = privateDataDir('bench');
  const cmsDir = services.includes('cms') ? mkdtempSync(path.join(tmpdir(), 'tonewood-bench-cms-')) : undefined;
  const stack = await startStack({
    services,
    ports: { ...BENCH_PORTS, ...ports },
    dataDirs: { cms: cmsDir, postgres: path.join(base, 'postgres'), commerce: base },
    scratchData: true,
    quiet: true,
    site: { build: false },
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
