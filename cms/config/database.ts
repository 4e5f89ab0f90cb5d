import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';

type DatabaseConfig = ReturnType<Core.Config.Shared.ConfigParams['env']['json']>;

/**
 * The SQLite file holds admin password hashes, API token hashes and every submission: owner-only.
 * SQLite would create it with the umask's mode (0644), so it is created here first: its folder
 * 0700 when this makes it (or when it is the default .tmp/ folder; a folder chosen through
 * DATABASE_FILENAME keeps its mode, it may be shared), the file 0600. SQLite gives its -wal and
 * -shm files the mode of the database file; existing ones are tightened too.
 */
function createPrivateDatabaseFile(filename: string, defaultFolder: string): void {
  const folder = path.dirname(filename);
  if (!existsSync(folder)) mkdirSync(folder, { recursive: true, mode: 0o700 });
  if (folder === defaultFolder) chmodSync(folder, 0o700);
  if (!existsSync(filename)) closeSync(openSync(filename, 'a', 0o600));
  for (const file of [filename, `${filename}-wal`, `${filename}-shm`, `${filename}-journal`]) {
    if (existsSync(file)) chmodSync(file, 0o600);
  }
}

/**
 * SQLite (better-sqlite3) is the embedded default so one command runs the shop on a fresh machine;
 * production sets DATABASE_CLIENT=postgres and DATABASE_URL.
 */
const config = ({ env }: Core.Config.Shared.ConfigParams): DatabaseConfig => {
  const client = env('DATABASE_CLIENT', 'sqlite');

  if (client === 'postgres') {
    return {
      connection: {
        client: 'postgres',
        connection: env('DATABASE_URL')
          ? {
              connectionString: env('DATABASE_URL'),
              ssl: env.bool('DATABASE_SSL', false) ? { rejectUnauthorized: false } : false,
              schema: env('DATABASE_SCHEMA', 'public'),
            }
          : {
              host: env('DATABASE_HOST', '127.0.0.1'),
              port: env.int('DATABASE_PORT', 5432),
              database: env('DATABASE_NAME', 'tonewood_cms'),
              user: env('DATABASE_USERNAME', 'postgres'),
              password: env('DATABASE_PASSWORD', ''),
              ssl: env.bool('DATABASE_SSL', false) ? { rejectUnauthorized: false } : false,
              schema: env('DATABASE_SCHEMA', 'public'),
            },
        pool: { min: env.int('DATABASE_POOL_MIN', 2), max: env.int('DATABASE_POOL_MAX', 10) },
        acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000),
      },
    };
  }

  if (client !== 'sqlite') {
    throw new Error(`DATABASE_CLIENT must be "sqlite" or "postgres", got "${client}"`);
  }

  // Relative paths are resolved against the cms/ folder, not against dist/.
  const filename = path.resolve(process.cwd(), env('DATABASE_FILENAME', '.tmp/data.db'));
  createPrivateDatabaseFile(filename, path.resolve(process.cwd(), '.tmp'));
  return {
    connection: {
      client: 'sqlite',
      connection: { filename },
      useNullAsDefault: true,
      pool: {
        // WAL with synchronous=NORMAL stays crash-safe but skips an fsync per commit, which makes
        // the first start (schema creation and seeding: hundreds of small transactions) far faster.
        afterCreate: (
          connection: { pragma(source: string): unknown },
          done: (error: Error | null, connection: unknown) => void,
        ) => {
          connection.pragma('journal_mode = WAL');
          connection.pragma('synchronous = NORMAL');
          done(null, connection);
        },
      },
    },
  };
};

export default config;
