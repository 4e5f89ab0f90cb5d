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
import { failureDigest } from './failure-digest.mjs';
import { missingSystemParts, systemPartsProblem } from './system-parts.mjs';

// The story and end-to-end suites drive a real Chromium, screenshots need its fonts and the scaled
// journeys redis-server: without one of them, say so at once with the line that installs them all,
// not twenty minutes in.
const problem = systemPartsProblem(missingSystemParts());
if (problem) {
  console.error(problem);
  process.exit(1);
}

const started = Date.now();
const seconds = () => Math.round((Date.now() - started) / 1000);
const failed = [];
const logs = mkdtempSync(path.join(tmpdir(), 'tonewood-test-'));

/**
 * Runs `npm run <script>`; with `keep`, its output goes to a file printed when it ends, else it is
 * shown as it comes and kept as well: a failed suite's failures are repeated at the end of the run.
 */
function run(script, { keep = false } = {}) {
  return new Promise((resolve) => {
    const file = path.join(logs, `${script.replace(/[^a-z0-9]+/gi, '-')}.log`);
    const out = createWriteStream(file);
    console.log(`\n=== npm run ${script} (${seconds()} s)${keep ? ' — in parallel, output when it ends' : ''}`);
    const child = spawn('npm', ['run', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [child.stdout, child.stderr]) {
      stream.pipe(out, { end: false });
      if (!keep) stream.pipe(stream === child.stdout ? process.stdout : process.stderr, { end: false });
    }
    child.on('close', (code, signal) => {
      out.end(() => {
        const output = readFileSync(file, 'utf8');
        if (keep) process.stdout.write(`\n=== output of npm run ${script}\n${output}`);
        const ok = code === 0;
        console.log(
          `=== npm run ${script}: ${ok ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`} at ${seconds()} s`,
        );
        if (!ok) failed.push({ script, failures: failureDigest(output) });
        resolve(ok);
      });
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
for (const { script, failures } of failed) {
  console.log(`\n=== what failed in npm run ${script}`);
  console.log(failures.length ? failures.join('\n') : '(no test named; see its output above)');
}
console.log(
  `\n=== npm test: ${failed.length ? `FAILED: ${failed.map((f) => f.script).join(', ')}` : 'every suite passed'} (${seconds()} s)`,
);
process.exit(failed.length ? 1 : 0);
