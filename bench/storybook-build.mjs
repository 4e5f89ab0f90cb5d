// Times a full static Storybook build (the one the test-runner and Chromatic use).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export function storybookBuildSeconds() {
  const out = mkdtempSync(path.join(tmpdir(), 'tonewood-sb-'));
  const started = process.hrtime.bigint();
  execFileSync('npx', ['storybook', 'build', '--quiet', '-o', out], { stdio: 'ignore' });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  rmSync(out, { recursive: true, force: true });
  return seconds;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`\nStorybook static build: ${storybookBuildSeconds().toFixed(1)} s`);
}
