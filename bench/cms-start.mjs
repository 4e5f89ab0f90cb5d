#!/usr/bin/env node
// Benchmark: how fast the CMS (cms/, Strapi 5) answers its first 200 of the API, started by the
// stack launcher:
//   cold: a fresh SQLite database, so migrations, seeding, uploads and tokens are included;
//   warm: a restart on the database the cold run left behind.
// Runs on its own port and temporary database/uploads/tokens file, so a running dev instance is not
// disturbed. Usage: node bench/cms-start.mjs [--runs N] [--port P]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStack, waitUntilHealthy } from '../scripts/stack/index.mjs';

const CMS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'cms');
const TARGETS_MS = { cold: 15_000, warm: 8_000 };
const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : Number(process.argv[index + 1]);
};
const runs = arg('runs', 1);
const port = arg('port', Number(process.env.BENCH_CMS_PORT ?? 1339));

async function timeToFirst200(dir) {
  const started = performance.now();
  const stack = await startStack({ services: ['cms'], ports: { cms: port }, dataDirs: { cms: dir }, quiet: true });
  try {
    await waitUntilHealthy(`${stack.cms.url}/api/main-menu?locale=de`, { name: 'cms', intervalMs: 50 });
    return performance.now() - started;
  } finally {
    await stack.stop();
  }
}

// Compiled before the clock starts: the figures are Strapi's start, not tsc.
const prebuild = spawnSync(process.execPath, [join(CMS_DIR, 'scripts', 'build.mjs')], {
  cwd: CMS_DIR,
  stdio: 'inherit',
});
if (prebuild.status !== 0) process.exit(prebuild.status ?? 1);

const results = { cold: [], warm: [] };
for (let run = 0; run < runs; run += 1) {
  const dir = mkdtempSync(join(tmpdir(), 'tonewood-cms-bench-'));
  try {
    results.cold.push(await timeToFirst200(dir));
    results.warm.push(await timeToFirst200(dir));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
let failed = false;
for (const kind of ['cold', 'warm']) {
  const ms = median(results[kind]);
  const ok = ms < TARGETS_MS[kind];
  failed ||= !ok;
  console.log(
    `cms ${kind} start to first 200: ${(ms / 1000).toFixed(2)} s (median of ${runs}; target < ${TARGETS_MS[kind] / 1000} s) ${ok ? 'ok' : 'OVER TARGET'}`,
  );
}
process.exitCode = failed ? 1 : 0;
