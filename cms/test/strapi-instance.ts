import { type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readEnvFile } from '@tonewood/rules';
// @ts-expect-error plain ES module shared with the cms scripts
import * as cms from '../scripts/lib/cms.mjs';
// @ts-expect-error plain ES module shared with every service's launcher
import * as secretsModule from '../../scripts/secrets.mjs';

type CmsLib = {
  ensureSecrets(): void;
  ensureUploadDir(env: Record<string, string>): void;
  build(options?: { log?: (line: string) => void }): void;
  isHealthy(url: string): Promise<boolean>;
  waitUntilHealthy(url: string, options?: { timeoutMs?: number; child?: ChildProcess }): Promise<void>;
  spawnStrapi(env: Record<string, string>, options?: { stdio?: 'inherit' | 'pipe' | 'ignore' }): ChildProcess;
};
const lib = cms as CmsLib;
const secrets = secretsModule as {
  CMS_SECRET_KEYS: string[];
  loadOrCreateSecrets(options: { keys: string[] }): { file: string; values: Record<string, string> };
};

/** The generated secrets the launcher hands to Strapi (.secrets.env at the repository root). */
export function cmsSecrets(): Record<string, string> {
  return secrets.loadOrCreateSecrets({ keys: secrets.CMS_SECRET_KEYS }).values;
}

/** The super admin the first start creates: ADMIN_EMAIL (default admin@tonewood.local), ADMIN_PASSWORD from the secrets. */
export function adminCredentials(): { email: string; password: string } {
  const email = process.env.ADMIN_EMAIL ?? process.env.CMS_ADMIN_EMAIL ?? 'admin@tonewood.local';
  return { email, password: process.env.ADMIN_PASSWORD ?? cmsSecrets().CMS_ADMIN_PASSWORD! };
}

/**
 * A real Strapi of this project on its own port, database, uploads folder and tokens file, so tests
 * never touch a developer's instance or data.
 */
export class StrapiInstance {
  readonly dir = mkdtempSync(join(tmpdir(), 'tonewood-cms-test-'));
  readonly port = Number(process.env.CMS_TEST_PORT ?? 1338);
  readonly url = `http://127.0.0.1:${this.port}`;
  readonly env: Record<string, string> = {
    HOST: '127.0.0.1',
    PORT: String(this.port),
    DATABASE_CLIENT: 'sqlite',
    // In a folder of its own that does not exist yet, so the tests see the modes the CMS gives it.
    DATABASE_FILENAME: join(this.dir, 'db', 'data.db'),
    PUBLIC_DIR: join(this.dir, 'public'),
    SITE_ENV_FILE: join(this.dir, '.site.env'),
  };
  private child: ChildProcess | undefined;
  output = '';

  async start(): Promise<void> {
    if (await lib.isHealthy(this.url)) {
      throw new Error(`${this.url} is already taken; set CMS_TEST_PORT to a free port`);
    }
    lib.ensureSecrets();
    lib.ensureUploadDir(this.env);
    lib.build({ log: () => {} });
    this.output = '';
    const child = lib.spawnStrapi(this.env, { stdio: 'pipe' });
    child.stdout?.on('data', (chunk) => (this.output += chunk));
    child.stderr?.on('data', (chunk) => (this.output += chunk));
    this.child = child;
    try {
      await lib.waitUntilHealthy(this.url, { timeoutMs: 120_000, child });
    } catch (error) {
      throw new Error(`${(error as Error).message}\n${this.output.slice(-4000)}`);
    }
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    });
    this.child = undefined;
  }

  tokens(): Record<string, string> {
    return readEnvFile(this.env.SITE_ENV_FILE);
  }

  async request(
    path: string,
    init: { token?: string; body?: unknown; method?: string; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { ...init.headers };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.url}${path}`, {
      method: init.method ?? (init.body !== undefined ? 'POST' : 'GET'),
      headers,
      body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
    });
    const text = await response.text();
    let json: any;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, json, text };
  }

  cleanup(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}
