// Whether `npm start` may serve the site build it made last time instead of building again (the
// Gatsby build is most of a second start). The build's inputs are fingerprinted: the site's
// sources and the packages it imports (size and modification time of every file), the build's
// environment and the services' key files, and the data it sources: per table of Strapi's SQLite
// database and Medusa's PostgreSQL database that has an `updated_at` column, the row count and the
// latest change. A content edit in either admin, a new seed, a changed source or other ports mean
// another fingerprint, and the site is built again. public/ rewritten by anything else (an e2e
// run, `npm run build:site`) no longer matches the stamp's route manifest either.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const SOURCES = [
  'site',
  'design-system/dist',
  'rules/dist',
  'tokens/dist',
  'gatsby-config.ts',
  'gatsby-node.ts',
  'gatsby-browser.tsx',
  'gatsby-ssr.tsx',
  'postcss.config.cjs',
  'package-lock.json',
  'commerce/static/products',
];
const ENV = /^(GATSBY_|SITE_|STRAPI_|MEDUSA_|COMMERCE_|CMS_|UMAMI)/;

function sourcesHash(root, hash) {
  const add = (file) => {
    const stat = statSync(file);
    if (stat.isDirectory()) {
      for (const name of readdirSync(file).sort()) if (name !== 'node_modules') add(path.join(file, name));
    } else hash.update(`${path.relative(root, file)}:${stat.size}:${stat.mtimeMs}\n`);
  };
  for (const source of SOURCES) if (existsSync(path.join(root, source))) add(path.join(root, source));
}

/** Row count and latest `updated_at` of each PostgreSQL table that has one. */
async function postgresRows(databaseUrl, requireFrom) {
  const { Client } = createRequire(requireFrom)('pg');
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: tables } = await client.query(
      `SELECT table_name FROM information_schema.columns
        WHERE table_schema = 'public' AND column_name = 'updated_at' ORDER BY table_name`,
    );
    if (!tables.length) return [];
    const sql = tables
      .map(
        ({ table_name: name }) =>
          `SELECT '${name}' AS t, count(*)::text AS n, max(updated_at)::text AS m FROM "${name}"`,
      )
      .join(' UNION ALL ');
    return (await client.query(sql)).rows.map(({ t, n, m }) => `${t}:${n}:${m}`);
  } finally {
    await client.end();
  }
}

/** The same for Strapi's SQLite file (read only, beside the running Strapi). */
function sqliteRows(filename, requireFrom) {
  const Database = createRequire(requireFrom)('better-sqlite3');
  const db = new Database(filename, { readonly: true, fileMustExist: true });
  try {
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
      .all()
      .map(({ name }) => name)
      .filter((name) => db.pragma(`table_info("${name}")`).some((column) => column.name === 'updated_at'));
    return tables.map((name) => {
      const { n, m } = db.prepare(`SELECT count(*) AS n, max(updated_at) AS m FROM "${name}"`).get();
      return `${name}:${n}:${m}`;
    });
  } finally {
    db.close();
  }
}

/**
 * The fingerprint of a build with `buildEnv` against the Strapi database file `cmsDatabase` and
 * Medusa's `commerceDatabaseUrl`; null when a data source is not one this can read (Strapi on
 * PostgreSQL, services started elsewhere): then the site is always built.
 */
export async function siteBuildKey({ root, buildEnv, keyFiles, cmsDatabase, commerceDatabaseUrl }) {
  if (!cmsDatabase || !commerceDatabaseUrl || !existsSync(cmsDatabase)) return null;
  const hash = createHash('sha256');
  sourcesHash(root, hash);
  const env = { ...process.env, ...buildEnv };
  for (const name of Object.keys(env)
    .filter((key) => ENV.test(key))
    .sort())
    hash.update(`${name}=${env[name]}\n`);
  for (const file of keyFiles) hash.update(`${file}:${existsSync(file) ? readFileSync(file, 'utf8') : ''}\n`);
  const [cmsRows, commerceRows] = await Promise.all([
    sqliteRows(cmsDatabase, path.join(root, 'cms', 'package.json')),
    postgresRows(commerceDatabaseUrl, path.join(root, 'commerce', 'package.json')),
  ]);
  hash.update(`cms\n${cmsRows.join('\n')}\ncommerce\n${commerceRows.join('\n')}\n`);
  return hash.digest('hex');
}

const stampFile = (root) => path.join(root, '.cache', 'tonewood-site-build.json');
const manifestFile = (root) => path.join(root, 'public', '_route-manifest.json');

/** Whether public/ is the build a start with this key made (and nothing has rewritten it since). */
export function builtWith(root, key) {
  if (!key || !existsSync(stampFile(root)) || !existsSync(manifestFile(root))) return false;
  const stamp = JSON.parse(readFileSync(stampFile(root), 'utf8'));
  return stamp.key === key && stamp.manifestMtimeMs === statSync(manifestFile(root)).mtimeMs;
}

/** Records that public/ was just built with `key`. */
export function markBuilt(root, key) {
  if (!key || !existsSync(manifestFile(root)) || !existsSync(path.dirname(stampFile(root)))) return;
  writeFileSync(stampFile(root), JSON.stringify({ key, manifestMtimeMs: statSync(manifestFile(root)).mtimeMs }));
}
