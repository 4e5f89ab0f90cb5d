// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { scanFolders, secretsIn, secretsInText } from './secret-scan.mjs';

describe('secret-scan: the services secrets in public output', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tonewood-secret-scan-'));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const env = () => {
    mkdirSync(dir, { recursive: true });
    const file = join(dir, '.site.env');
    writeFileSync(
      file,
      [
        'STRAPI_BUILD_TOKEN=build-token-0123456789abcdef',
        'APP_KEYS=key-one-0123456789,key-two-0123456789',
        'MEDUSA_PUBLISHABLE_KEY=pk_0123456789abcdef',
        'STRAPI_API_URL=http://127.0.0.1:1337/api-url-not-secret',
        'SHORT_SECRET=abc',
      ].join('\n'),
    );
    return secretsIn([file, join(dir, 'missing.env')]);
  };

  it('reads tokens, keys and comma-listed keys, never the publishable key, a URL or a short value', () => {
    expect(env().map((s) => s.name)).toEqual(['STRAPI_BUILD_TOKEN', 'APP_KEYS', 'APP_KEYS']);
  });

  it('finds a secret as it is, URL-encoded or JSON-escaped, in any file under a folder', () => {
    const secrets = env();
    expect(secretsInText('var t = "key-two-0123456789";', secrets)).toEqual(['APP_KEYS']);
    expect(secretsInText('pk_0123456789abcdef only', secrets)).toEqual([]);
    mkdirSync(join(dir, 'out', 'static'), { recursive: true });
    writeFileSync(join(dir, 'out', 'index.html'), '<p>clean</p>');
    writeFileSync(join(dir, 'out', 'static', 'app.js.map'), '{"token":"build-token-0123456789abcdef"}');
    const { files, findings } = scanFolders([join(dir, 'out')], secrets);
    expect(files).toBe(2);
    expect(findings).toEqual([{ file: join(dir, 'out', 'static', 'app.js.map'), names: ['STRAPI_BUILD_TOKEN'] }]);
  });
});
