import { createHmac } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { KNOWN_DEVELOPMENT_VALUES } from '@tonewood/rules';
import { inject, describe, expect, it } from 'vitest';
import { medusaUrl, publishableKey } from './context';

/** An HS256 JWT for an admin user, as Medusa issues them, signed with `secret`. */
function adminToken(secret: string) {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const header = encode({ alg: 'HS256', typ: 'JWT' });
  const payload = encode({
    actor_id: 'user_01FORGEDFORGEDFORGEDFORGED',
    actor_type: 'user',
    auth_identity_id: 'authid_01FORGEDFORGEDFORGEDFORG',
    app_metadata: { user_id: 'user_01FORGEDFORGEDFORGEDFORGED' },
    iat: now,
    exp: now + 3600,
  });
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}

describe('admin tokens cannot be forged with public secrets', () => {
  // Every publicly known value: the project's former fallbacks, Medusa's own built-in default, ...
  it.each(KNOWN_DEVELOPMENT_VALUES)('a token signed with %s gets 401 on /admin/orders', async (secret) => {
    const response = await fetch(`${medusaUrl}/admin/orders`, {
      headers: { authorization: `Bearer ${adminToken(secret)}` },
    });
    expect(response.status).toBe(401);
  });

  it('no token gets 401 too', async () => {
    expect((await fetch(`${medusaUrl}/admin/orders`)).status).toBe(401);
  });
});

describe('no X-Powered-By banner', () => {
  const key = { 'x-publishable-api-key': publishableKey };
  const cases: [string, Record<string, string>, number][] = [
    ['/health', {}, 200],
    ['/store/shipping-matrix', key, 200],
    ['/store/shipping-matrix', {}, 400], // answered by Medusa's key check, before any project middleware
    ['/store/products?limit=1', key, 200],
    ['/admin/orders', {}, 401],
    ['/static/products/tote-bag.svg', {}, 200],
    ['/does-not-exist', {}, 404],
  ];
  it.each(cases)('%s (%o) -> %i', async (path, headers, status) => {
    const response = await fetch(`${medusaUrl}${path}`, { headers });
    expect(response.status).toBe(status);
    expect(response.headers.get('x-powered-by')).toBeNull();
  });
});

describe('the key file for the site', () => {
  it('is written with mode 0600, also over an older world-readable file', () => {
    const file = inject('siteEnvFile');
    expect((statSync(file).mode & 0o777).toString(8)).toBe('600');
    expect(readFileSync(file, 'utf8')).toContain(`MEDUSA_PUBLISHABLE_KEY=${publishableKey}`);
  });
});
