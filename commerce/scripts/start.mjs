// `npm start`: PostgreSQL + migrations + first-time seed + Medusa, until Ctrl-C or `npm run stop`.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { defaultOptions, isAlive, startStack } from './lib/stack.mjs';

const options = { ...defaultOptions(), develop: process.argv.includes('--develop') };

if (existsSync(options.runFile)) {
  const { pid } = JSON.parse(readFileSync(options.runFile, 'utf8'));
  if (pid && isAlive(pid)) {
    console.error(`[commerce] already running (pid ${pid}); stop it with \`npm run stop\`.`);
    process.exit(1);
  }
}

let stack;
let stopping = false;
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`[commerce] ${signal}: stopping Medusa and PostgreSQL`);
  await stack?.stop();
  rmSync(options.runFile, { force: true });
  console.log('[commerce] stopped');
  process.exit(0);
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));

try {
  stack = await startStack(options);
} catch (error) {
  console.error(`[commerce] start failed: ${error.message}`);
  process.exit(1);
}
mkdirSync(path.dirname(options.runFile), { recursive: true });
writeFileSync(
  options.runFile,
  JSON.stringify({ pid: process.pid, url: stack.url, medusaPid: stack.medusaPid }, null, 2),
);
console.log(
  `[commerce] ready at ${stack.url} — store API key: ${stack.publishableKey} (Ctrl-C or \`npm run stop\` to stop)`,
);
