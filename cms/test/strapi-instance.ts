import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readEnvFile } from '@tonewood/rules';
// @ts-expect-error plain ES module: the repository's one stack launcher
import * as launcher from '../../scripts/stack/index.mjs';
// @ts-expect-error plain ES module shared with every service's launcher
import * as secretsModule from '../../scripts/secrets.mjs';

type Stack = { stop(): Promise<void> };
const stack = launcher as {
  cmsDataEnv(dir: string): Record<string, string>;
  startStack(options: {
    services: string[];
    ports: { cms: number };
    dataDirs: { cms: string };
    quiet: boolean;
  }): Promise<Stack>;
};
const secrets = secretsModule as {
  CMS_SECRET_KEYS: string[];
  loadOrCreateSecrets(options: { keys: string[] }): { file: string; values: Record<string, string> };
};

/** The generated secrets the launcher hands to Strapi (.secrets.env at the repository root). */
function cmsSecrets(): Record<string, string> {
  return secrets.loadOrCreateSecrets({ keys: secrets.CMS_SECRET_KEYS }).values;
}

/** The super admin the first start creates: ADMIN_EMAIL (default admin@tonewood.local), ADMIN_PASSWORD from the secrets. */
export function adminCredentials(): { email: string; password: string } {
  const email = process.env.ADMIN_EMAIL ?? process.env.CMS_ADMIN_EMAIL ?? 'admin@tonewood.local';
  return { email, password: process.env.ADMIN_PASSWORD ?? cmsSecrets().CMS_ADMIN_PASSWORD! };
}

/**
 * A real Strapi of this project on its own port, database, uploads folder and tokens file, so tests
 * never touch a developer's instance or data. Started by the stack launcher (scripts/stack/).
 */
export class StrapiInstance {
  readonly dir = mkdtempSync(join(tmpdir(), 'tonewood-cms-test-'));
  readonly port = Number(process.env.CMS_TEST_PORT ?? 1338);
  readonly url = `http://127.0.0.1:${this.port}`;
  /** What Strapi is started with: the files the tests look at. */
  readonly env: Record<string, string> = {
    HOST: '127.0.0.1',
    PORT: String(this.port),
    ...stack.cmsDataEnv(this.dir),
  };
  private running: Stack | undefined;

  async start(): Promise<void> {
    try {
      this.running = await stack.startStack({
        services: ['cms'],
        ports: { cms: this.port },
        dataDirs: { cms: this.dir },
        quiet: true,
      });
    } catch (error) {
      throw new Error(`${(error as Error).message} (CMS_TEST_PORT picks another port)`);
    }
  }

  async stop(): Promise<void> {
    await this.running?.stop();
    this.running = undefined;
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
    // The body is whatever JSON the service sent; each test checks the shape it expects.
    let json: ReturnType<typeof JSON.parse>;
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
