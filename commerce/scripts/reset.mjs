// `npm run reset`: wipes the embedded database; the next `npm start` migrates and seeds again.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { defaultOptions, isAlive, wipeDataDir } from './lib/stack.mjs';

const { dataDir, runFile, siteEnvFile, databaseUrl } = defaultOptions();
if (existsSync(runFile)) {
  const { pid } = JSON.parse(readFileSync(runFile, 'utf8'));
  if (pid && isAlive(pid)) {
    console.error('[commerce] stop the running stack first: npm run stop');
    process.exit(1);
  }
}
if (databaseUrl) {
  console.error(
    '[commerce] DATABASE_URL is set: reset only wipes the embedded database. Drop the external one yourself.',
  );
  process.exit(1);
}
wipeDataDir(dataDir);
rmSync(siteEnvFile, { force: true });
console.log('[commerce] embedded database wiped; the next `npm start` migrates and seeds again');
