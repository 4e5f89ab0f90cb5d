import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { writeEnvFile } from '@tonewood/rules';
import { BUILD_EXTRA_ACTIONS, CONTENT_READ_ACTIONS, SUBMISSION_CREATE_ACTIONS } from './permissions';

const TOKENS = [
  {
    envName: 'STRAPI_BUILD_TOKEN',
    name: 'site-build',
    description: 'Read-only: the site build reads published content and schemas (gatsby-source-strapi)',
    permissions: [...CONTENT_READ_ACTIONS, ...BUILD_EXTRA_ACTIONS],
  },
  {
    envName: 'STRAPI_WRITE_TOKEN',
    name: 'site-submissions',
    description: 'Write-only: the site functions store newsletter, quote and contact submissions',
    permissions: SUBMISSION_CREATE_ACTIONS,
  },
] as const;

type TokenService = {
  getByName(
    name: string,
    options?: { includeDecryptedKey?: boolean },
  ): Promise<{ id: number; accessKey?: string } | null>;
  create(attributes: Record<string, unknown>): Promise<{ id: number; accessKey: string }>;
  update(id: number, attributes: Record<string, unknown>): Promise<unknown>;
  regenerate(id: number): Promise<{ accessKey: string }>;
};

/**
 * Makes sure the build and submission tokens exist with exactly the permissions above and writes
 * them to the site's env file.
 *
 * The tokens are created once. Strapi keeps an encrypted copy of each key (ENCRYPTION_KEY, kept in
 * .secrets.env locally), so every start reads the same keys back and rewrites the same file: a
 * site that read the file earlier stays valid across restarts. Only if a key cannot be decrypted (the
 * secrets file was replaced) is the token regenerated.
 */
export async function ensureSiteTokens(strapi: Core.Strapi): Promise<string> {
  const service = strapi.service('admin::api-token-content-api') as unknown as TokenService;
  const values: Record<string, string> = {};

  for (const token of TOKENS) {
    const attributes = {
      name: token.name,
      description: token.description,
      type: 'custom',
      lifespan: null,
      permissions: [...token.permissions],
    };
    const existing = await service.getByName(token.name, { includeDecryptedKey: true }).catch(() => null);

    if (!existing) {
      values[token.envName] = (await service.create(attributes)).accessKey;
      continue;
    }
    await service.update(existing.id, { description: token.description, permissions: [...token.permissions] });
    values[token.envName] = existing.accessKey ?? (await service.regenerate(existing.id)).accessKey;
  }

  const host = strapi.config.get<string>('server.host');
  const port = strapi.config.get<number>('server.port');
  const apiHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const file = path.resolve(strapi.dirs.app.root, process.env.SITE_ENV_FILE ?? '.site.env');
  // The file holds tokens: written owner-only (mode 0600), also over an older, looser file.
  writeEnvFile(file, {
    STRAPI_API_URL: `http://${apiHost}:${port}`,
    STRAPI_BUILD_TOKEN: values.STRAPI_BUILD_TOKEN,
    STRAPI_WRITE_TOKEN: values.STRAPI_WRITE_TOKEN,
  });
  return file;
}
