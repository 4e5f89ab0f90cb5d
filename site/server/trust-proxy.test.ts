// @vitest-environment node
// SITE_TRUST_PROXY: behind a proxy every request arrives from the proxy's address, so without
// trusting it the site functions' rate limit counts all visitors as one and locks everyone out.
// Trusted, the limit keys on each client's address (X-Forwarded-For); untrusted, the header is
// ignored so a visitor cannot dodge the limit by inventing addresses.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { functionsConfig } from './functions/index.mjs';
import { createServer, parseTrustProxy } from './serve.mjs';
import { makeSite } from '../build/testSite';

let site: ReturnType<typeof makeSite>;
beforeAll(() => {
  site = makeSite();
});
afterAll(() => site?.cleanup());

async function statusesFor(trustProxy: boolean | number | string, clients: string[]) {
  const app = await createServer({
    publicDir: site.dir,
    cacheDir: path.join(site.dir, 'no-cache'),
    trustProxy,
    siteFunctions: functionsConfig({ SITE_FUNCTIONS_RATE_MAX: '2' }),
  });
  try {
    const statuses: number[] = [];
    for (const client of clients) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/send-newsletter-registration',
        // Every request comes from the proxy's socket address.
        remoteAddress: '10.0.0.2',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
        payload: '{}',
      });
      statuses.push(res.statusCode);
    }
    return statuses;
  } finally {
    await app.close();
  }
}

describe('SITE_TRUST_PROXY', () => {
  it('reads false, true, a hop count and a list of addresses', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy(' 127.0.0.1, 10.0.0.0/8 ')).toBe('127.0.0.1,10.0.0.0/8');
  });

  it('trusted: the rate limit counts each client behind the proxy on its own', async () => {
    const clients = ['203.0.113.1', '203.0.113.1', '203.0.113.2', '203.0.113.2', '203.0.113.3', '203.0.113.1'];
    expect(await statusesFor(true, clients)).toEqual([400, 400, 400, 400, 400, 429]);
    expect(await statusesFor('10.0.0.0/8', clients)).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it('not trusted (the default): X-Forwarded-For is ignored and the proxy is one client', async () => {
    expect(await statusesFor(false, ['203.0.113.1', '203.0.113.2', '203.0.113.3'])).toEqual([400, 400, 429]);
    // A proxy that is not on the list is not believed either.
    expect(await statusesFor('192.168.0.1', ['203.0.113.1', '203.0.113.2', '203.0.113.3'])).toEqual([400, 400, 429]);
  });

  it('sends HSTS only when the visitor came over HTTPS, as a trusted proxy says', async () => {
    const hsts = async (trustProxy: boolean) => {
      const app = await createServer({ publicDir: site.dir, cacheDir: path.join(site.dir, 'no-cache'), trustProxy });
      try {
        const res = await app.inject({ url: '/guitars', headers: { 'x-forwarded-proto': 'https' } });
        return res.headers['strict-transport-security'];
      } finally {
        await app.close();
      }
    };
    expect(await hsts(true)).toBe('max-age=31536000');
    expect(await hsts(false)).toBeUndefined();
  });
});
