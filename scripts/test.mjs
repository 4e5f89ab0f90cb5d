// `npm test`: every suite, in the order their inputs need, with the independent ones side by side.
//   1. build (tokens, design system)
//   2. lint ∥ typecheck
//   3. unit tests (vitest), then the Storybook build
//   4. stories in Chromium ∥ (Strapi tests, then Medusa tests): different services, ports and files
//   5. the site's end-to-end journeys (they build the site against their own Strapi and Medusa),
//      then their checkout and cart journeys against the scaled shape (Redis, Medusa servers + worker)
// A parallel suite's output is kept and printed whole when it ends, so the log reads suite by suite.
// Every suite runs to its end; the run fails when any suite failed, naming them.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumExecutable, missingChromium } from './chromium.mjs';

// The story and end-to-end suites drive a real Chromium: without one, say so at once, not minutes in.
const noBrowser = missingChromium(chromiumExecutable);
if (noBrowser) {
  console.error(noBrowser);
  process.exit(1);
}

const started = Date.now();
const seconds = () => Math.round((Date.now() - started) / 1000);
const failed = [];
const logs = mkdtempSync(path.join(tmpdir(), 'tonewood-test-'));

/** Runs `npm run <script>`; with `keep`, its output goes to a file printed when it ends. */
function run(script, { keep = false } = {}) {
  return new Promise((resolve) => {
    const file = path.join(logs, `${script.replace(/[^a-z0-9]+/gi, '-')}.log`);
    const out = keep ? createWriteStream(file) : null;
    console.log(`\n=== npm run ${script} (${seconds()} s)${keep ? ' — in parallel, output when it ends' : ''}`);
    const child = spawn('npm', ['run', script], { stdio: keep ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    if (out) {
      child.stdout.pipe(out, { end: false });
      child.stderr.pipe(out, { end: false });
    }
    child.on('close', (code, signal) => {
      const done = () => {
        if (keep) process.stdout.write(`\n=== output of npm run ${script}\n${readFileSync(file, 'utf8')}`);
        const ok = code === 0;
        console.log(
          `=== npm run ${script}: ${ok ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`} at ${seconds()} s`,
        );
        if (!ok) failed.push(script);
        resolve(ok);
      };
      if (out) out.end(done);
      else done();
    });
  });
}

const serial = async (...scripts) => {
  for (const script of scripts) await run(script, { keep: true });
};

if (await run('build')) {
  await Promise.all([run('lint', { keep: true }), run('typecheck', { keep: true })]);
  await run('test:unit');
  if (await run('build:storybook'))
    await Promise.all([run('test:stories', { keep: true }), serial('test:cms', 'test:commerce')]);
  await run('test:e2e');
  // The checkout journeys once more against the scaled shape (issue 28), on the build just made.
  await run('test:e2e:scaled');
}
rmSync(logs, { recursive: true, force: true });
console.log(
  `\n=== npm test: ${failed.length ? `FAILED: ${failed.join(', ')}` : 'every suite passed'} (${seconds()} s)`,
);
process.exit(failed.length ? 1 : 0);
