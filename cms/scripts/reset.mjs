// `npm run reset`: wipes the SQLite database and the uploads; the next start seeds everything anew
// (and writes new tokens to the site env file). Stop the CMS first.
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CMS_DIR, apiUrl, isHealthy } from './lib/cms.mjs';

if ((process.env.DATABASE_CLIENT ?? 'sqlite') !== 'sqlite') {
  console.error('cms: reset only wipes the embedded SQLite database; drop a PostgreSQL database yourself.');
  process.exit(1);
}
if (await isHealthy(apiUrl())) {
  console.error(`cms: still running at ${apiUrl()}; stop it before a reset.`);
  process.exit(1);
}

const database = resolve(CMS_DIR, process.env.DATABASE_FILENAME ?? '.tmp/data.db');
for (const file of [database, `${database}-wal`, `${database}-shm`, `${database}-journal`]) {
  rmSync(file, { force: true });
}
const uploads = join(resolve(CMS_DIR, process.env.PUBLIC_DIR ?? 'public'), 'uploads');
if (existsSync(uploads)) {
  for (const entry of readdirSync(uploads)) {
    if (entry !== '.gitkeep') rmSync(join(uploads, entry), { recursive: true, force: true });
  }
}
console.log(`cms: wiped ${database} and ${uploads}; the next start seeds the content again.`);
