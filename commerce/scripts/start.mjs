// `npm start`: PostgreSQL + migrations + first-time seed + Medusa, until Ctrl-C or `npm run stop`.
// Started by the repository's one stack launcher, with this folder's defaults (ports 9000/5433,
// data in .data/postgres; MEDUSA_PORT, COMMERCE_PG_PORT, COMMERCE_DATA_DIR, DATABASE_URL override).
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startStack } from '../../scripts/stack/index.mjs';
import { defaultOptions, isAlive } from './lib/stack.mjs';

const options = defaultOptions();

if (existsSync(options.runFile)) {
  const { pid } = JSON.parse(readFileSync(options.runFile, 'utf8'));
  if (pid && isAlive(pid)) {
    console.error(`[commerce] already running (pid ${pid}); stop it with \`npm run stop\`.`);
    process.exit(1);
  }
}

let stack;
let stopping = false;
async function shutdown(reason, code = 0) {
  if (stopping) return;
  stopping = true;
  console.log(`[commerce] ${reason}: stopping Medusa and PostgreSQL`);
  await stack?.stop();
  rmSync(options.runFile, { force: true });
  console.log('[commerce] stopped');
  process.exit(code);
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));

try {
  stack = await startStack({
    services: ['commerce'],
    ports: { commerce: options.port, postgres: options.pgPort },
    dataDirs: { postgres: options.dataDir },
    databaseUrl: options.databaseUrl,
    commerce: { host: options.host, siteEnvFile: options.siteEnvFile, develop: process.argv.includes('--develop') },
    onExit: (name, how) => shutdown(`${name} stopped unexpectedly (${how})`, 1),
  });
} catch (error) {
  console.error(`[commerce] start failed: ${error.message}`);
  process.exit(1);
}
mkdirSync(path.dirname(options.runFile), { recursive: true });
writeFileSync(
  options.runFile,
  JSON.stringify({ pid: process.pid, url: stack.commerce.url, medusaPid: stack.commerce.medusaPid }, null, 2),
);
console.log(
  `[commerce] ready at ${stack.commerce.url} — store API key: ${stack.commerce.publishableKey} (Ctrl-C or \`npm run stop\` to stop)`,
);
