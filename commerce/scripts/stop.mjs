// `npm run stop`: asks a running `npm start` to shut Medusa and PostgreSQL down cleanly.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { defaultOptions, isAlive } from './lib/stack.mjs';

const { runFile } = defaultOptions();
if (!existsSync(runFile)) {
  console.log('[commerce] not running');
  process.exit(0);
}
const { pid } = JSON.parse(readFileSync(runFile, 'utf8'));
if (!pid || !isAlive(pid)) {
  rmSync(runFile, { force: true });
  console.log('[commerce] not running (removed a stale run file)');
  process.exit(0);
}
process.kill(pid, 'SIGTERM');
const deadline = Date.now() + 30_000;
while (isAlive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
if (isAlive(pid)) {
  console.error(`[commerce] pid ${pid} did not stop within 30 s`);
  process.exit(1);
}
console.log('[commerce] stopped');
