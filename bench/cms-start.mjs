#!/usr/bin/env node
// Benchmark: how fast the CMS (cms/, Strapi 5) answers its first 200.
//   cold: a fresh SQLite database, so migrations, seeding, uploads and tokens are included;
//   warm: a restart on the database the cold run left behind.
// Runs on its own port and temporary database/uploads/tokens file, so a running dev instance is not
// disturbed. Node built-ins only. Usage: node bench/cms-start.mjs [--runs N] [--port P]
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const CMS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'cms');
const TARGETS_MS = { cold: 15_000, warm: 8_000 };
const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : Number(process.argv[index + 1]);
};
const runs = arg('runs', 1);
const port = arg('port', Number(process.env.BENCH_CMS_PORT ?? 1339));
const url = `http://127.0.0.1:${port}/api/main-menu?locale=de`;

async function answers() {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
    return response.status === 200;
  } catch {
    return false;
  }
}

async function timeToFirst200(env) {
  const started = performance.now();
  const child = spawn(process.execPath, [join(CMS_DIR, 'scripts', 'start.mjs')], {
    cwd: CMS_DIR,
    env,
    stdio: 'ignore',
  });
  try {
    while (!(await answers())) {
      if (child.exitCode !== null) throw new Error(`cms exited with code ${child.exitCode} before answering`);
      if (performance.now() - started > 120_000) throw new Error('cms did not answer within 120 s');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return performance.now() - started;
  } finally {
    await new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  }
}

if (await answers()) {
  console.error(`cms bench: port ${port} is taken; pass --port`);
  process.exit(1);
}
const prebuild = spawnSync(process.execPath, [join(CMS_DIR, 'scripts', 'build.mjs')], {
  cwd: CMS_DIR,
  stdio: 'inherit',
});
if (prebuild.status !== 0) process.exit(prebuild.status ?? 1);

const results = { cold: [], warm: [] };
for (let run = 0; run < runs; run += 1) {
  const dir = mkdtempSync(join(tmpdir(), 'tonewood-cms-bench-'));
  const env = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_CLIENT: 'sqlite',
    DATABASE_FILENAME: join(dir, 'data.db'),
    PUBLIC_DIR: join(dir, 'public'),
    SITE_ENV_FILE: join(dir, '.site.env'),
  };
  try {
    results.cold.push(await timeToFirst200(env));
    results.warm.push(await timeToFirst200(env));
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
