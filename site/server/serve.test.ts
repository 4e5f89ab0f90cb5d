// @vitest-environment node
// The production server (site/server/serve.mjs) against a tiny built site: redirects that stay
// on the site, no absolute URL from the Host header, no source maps, the query string kept on
// redirects, the 404 page's own CSP. Requests go over a real socket, so a path such as
// //evil.example/ reaches the server exactly as a client sends it.
import { createHash } from 'node:crypto';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signOrderToken } from '@tonewood/rules/order-token';
import { functionsConfig } from './functions/index.mjs';
import { createServer, serverTimeouts } from './serve.mjs';
import { gatsbyScripts, makeSite } from '../build/testSite';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

let site: ReturnType<typeof makeSite>;
let app: Awaited<ReturnType<typeof createServer>>;
let port: number;

beforeAll(async () => {
  // Files the build leaves at the site's root that no browser needs (issue 47).
  site = makeSite({
    'webpack.stats.json': '{"assetsByChunkName":{}}',
    'chunk-map.json': '{}',
    _headers: '/*\n  X-Frame-Options: DENY\n',
  });
  app = await createServer({ publicDir: site.dir, cacheDir: path.join(site.dir, 'no-cache') });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await app?.close();
  site?.cleanup();
});

function get(requestPath: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: requestPath, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const SITE = 'http://tonewood.test';

describe('redirects stay on the site', () => {
  it.each([
    '//evil.example/',
    '//evil.example',
    '///evil.example/',
    '//evil.example/guitars/',
    '/\\evil.example/',
    '/\\\\evil.example/',
    '/\\/evil.example/',
    '/%2F%2Fevil.example/',
    '/%2Fevil.example/',
    '/%5Cevil.example/',
    '/%5C%5Cevil.example/',
    '/%2F%5Cevil.example/',
    '/%5C/evil.example/',
  ])('GET %s', async (requestPath) => {
    const res = await get(requestPath);
    const location = res.headers.location;
    if (location !== undefined) {
      expect(location).not.toMatch(/^[/\\]{2}/);
      expect(location).not.toMatch(/^[a-z]+:/i);
      expect(new URL(location, SITE).origin).toBe(SITE);
    }
    expect(res.body).not.toContain('//evil.example');
  });

  it('answers //evil.example/ with a Location on this site, without the trailing slash', async () => {
    const res = await get('//evil.example/');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/evil.example');
  });

  it('still removes a trailing slash and keeps the query', async () => {
    const res = await get('/guitars/?ref=menu');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/guitars?ref=menu');
  });
});

describe('no absolute URL from the Host header', () => {
  const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
  it.each([
    ['/', {}],
    ['/', { 'accept-language': 'de-DE' }],
    ['/guitars', {}],
    ['/guitars/', {}],
    ['/de/guitars/', {}],
    ['/old-shop/tote', {}],
    ['/winter-sale?utm_source=x', {}],
    ['/partners/hartmann-tonholz', {}],
    ['/no-such-page', {}],
    ['/de/keine-seite', {}],
    ['/cart', {}],
    ['/app-0123456789abcdef0123.js', {}],
  ])('GET %s %j', async (requestPath, extra) => {
    const res = await get(requestPath, { ...forged, ...extra });
    expect(res.status).toBeLessThan(500);
    for (const [name, value] of Object.entries(res.headers)) {
      expect(`${name}: ${String(value)}`).not.toContain('evil.example');
    }
    expect(res.body).not.toContain('evil.example');
  });
});

describe('what the server does not publish', () => {
  it('answers a source map with 404, even when one is on disk', async () => {
    const res = await get('/app-0123456789abcdef0123.js.map');
    expect(res.status).toBe(404);
    expect(res.body).not.toContain('secret.ts');
  });

  it.each(['/', '/guitars', '/app-0123456789abcdef0123.js', '/no-such-page', '/old-shop/tote'])(
    'sends no X-Powered-By on %s',
    async (requestPath) => {
      const res = await get(requestPath);
      expect(res.headers['x-powered-by']).toBeUndefined();
    },
  );
});

describe("the build's own files are not served", () => {
  it.each([
    '/_route-manifest.json',
    '/webpack.stats.json',
    '/chunk-map.json',
    '/_headers',
    '/%5Froute-manifest.json',
    '/static/../webpack.stats.json',
  ])('GET %s is the 404 page', async (requestPath) => {
    const res = await get(requestPath);
    expect(res.status).toBe(404);
    expect(res.body).not.toMatch(/assetsByChunkName|"redirects"|X-Frame-Options: DENY/);
  });
});

/** Sends a raw request line (no client normalises it) and reads the answer. */
function raw(request: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (text += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers: http.IncomingHttpHeaders = {};
      for (const line of lines) {
        const at = line.indexOf(':');
        headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
  });
}

describe('every kind of answer carries the security headers of the pages', () => {
  const JSON_CSP = "default-src 'none'; frame-ancestors 'none'";
  const post = (requestPath: string, body: string, headers: Record<string, string>) =>
    new Promise<Answer>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, path: requestPath, method: 'POST', headers }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      });
      req.on('error', reject);
      req.end(body);
    });
  const kinds: [string, () => Promise<Answer>, number, string | undefined][] = [
    ["a function's JSON", () => post('/api/withdrawal', '{}', { 'content-type': 'application/json' }), 400, JSON_CSP],
    ["a function's 415", () => post('/api/contact-request', 'x', { 'content-type': 'text/plain' }), 415, JSON_CSP],
    ['a redirect', () => get('/guitars/'), 301, JSON_CSP],
    ['a CMS redirect', () => get('/old-shop/tote'), 301, JSON_CSP],
    ["fastify's 400 for /%ff", () => raw('GET /%ff HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'), 400, undefined],
    ['the 404 page', () => get('/no-such-page'), 404, undefined],
  ];
  it.each(kinds)('%s', async (_kind, request, status, csp) => {
    const res = await request();
    expect(res.status).toBe(status);
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': expect.any(String),
      'cross-origin-resource-policy': 'same-origin',
      'cross-origin-opener-policy': 'same-origin',
    });
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    if (csp) expect(res.headers['content-security-policy']).toBe(csp);
  });
});

describe('timeouts', () => {
  it('cuts off a body trickled a byte at a time (408) after the request timeout', async () => {
    const slow = await createServer({
      publicDir: site.dir,
      cacheDir: path.join(site.dir, 'no-cache'),
      timeouts: { request: 400, connection: 10_000, keepAlive: 1_000, checkInterval: 50 },
    });
    await slow.listen({ port: 0, host: '127.0.0.1' });
    try {
      const started = Date.now();
      const outcome = await new Promise<{ text: string; ms: number }>((resolve, reject) => {
        const socket = net.connect((slow.server.address() as AddressInfo).port, '127.0.0.1');
        let text = '';
        let sent = 0;
        // One byte of a 200-byte body every 20 ms: 4 s to send, far beyond the timeout.
        const trickle = setInterval(() => {
          if (sent++ < 200 && !socket.destroyed) socket.write('x');
        }, 20);
        socket.setEncoding('utf8');
        socket.on('data', (chunk) => (text += chunk));
        socket.on('error', () => {});
        socket.on('close', () => {
          clearInterval(trickle);
          resolve({ text, ms: Date.now() - started });
        });
        socket.on('connect', () =>
          socket.write(
            'POST /api/contact-request HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n',
          ),
        );
        setTimeout(() => reject(new Error('the connection was still open after 3 s')), 3_000).unref();
      });
      expect(outcome.text).toMatch(/^HTTP\/1\.1 408 /);
      expect(outcome.ms).toBeLessThan(2_000);
    } finally {
      await slow.close();
    }
  });

  it('defaults to 30 s per request, 60 s idle and 10 s keep-alive, each configurable', () => {
    expect(serverTimeouts({})).toEqual({ request: 30_000, connection: 60_000, keepAlive: 10_000, checkInterval: 1000 });
    expect(serverTimeouts({ SITE_REQUEST_TIMEOUT_MS: '2000', SITE_KEEP_ALIVE_TIMEOUT_MS: '5000' })).toMatchObject({
      request: 2000,
      keepAlive: 5000,
      checkInterval: 500,
    });
  });
});

describe('redirects keep the query string', () => {
  it.each([
    ['/old-shop/tote?utm_source=newsletter&utm_medium=mail', '/product/tote-bag?utm_source=newsletter&utm_medium=mail'],
    ['/de/old-shop/tote?utm_source=newsletter', '/de/product/tote-bag?utm_source=newsletter'],
    ['/old-shop/tote/?utm_source=newsletter', '/product/tote-bag?utm_source=newsletter'],
    ['/winter-sale?utm_source=x', '/ready-to-ship?sort=price&utm_source=x'],
    ['/workshop?utm_source=x', '/about?utm_source=x#visit'],
    ['/partners/hartmann-tonholz?utm_source=x', 'https://hartmann-tonholz.example/?utm_source=x'],
    ['/kontakt?utm_campaign=spring', '/about?utm_campaign=spring'],
    ['/old-shop/tote', '/product/tote-bag'],
  ])('GET %s', async (requestPath, location) => {
    const res = await get(requestPath);
    expect([301, 302]).toContain(res.status);
    expect(res.headers.location).toBe(location);
  });

  it('keeps it on the language redirect of /', async () => {
    const res = await get('/?utm_source=x', { 'accept-language': 'de' });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/de?utm_source=x');
  });
});

describe('each HTML answer carries the CSP of the file it sends', () => {
  const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
  const loader = (pagePath: string) =>
    /<script id="gatsby-script-loader">([\s\S]*?)<\/script>/.exec(gatsbyScripts(pagePath))![1]!;

  it.each([
    ['/no-such-page', '/404.html', 'en'],
    ['/blog/no/such/post', '/404.html', 'en'],
    ['/de/keine-seite', '/de/404', 'de'],
    ['/guitars', '/guitars', 'en'],
    ['/checkout/cart_123', '/checkout', 'en'],
  ])('GET %s allows the inline scripts of %s', async (requestPath, pagePath) => {
    const res = await get(requestPath);
    expect(res.headers['content-security-policy']).toContain(hashOf(loader(pagePath)));
    expect(res.body).toContain(loader(pagePath));
  });
});

describe('GET /cdn-cgi/trace gives the visitor country from the edge header', () => {
  const locOf = (body: string) => body.split('\n').find((line) => line.startsWith('loc='));

  it('names the country of CF-IPCountry, trimmed and upper-cased, never cached', async () => {
    const answer = await get('/cdn-cgi/trace', { 'CF-IPCountry': ' ch ' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(locOf(answer.body)).toBe('loc=CH');
  });

  it('has no loc line without the header', async () => {
    const answer = await get('/cdn-cgi/trace');
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('fl=');
    expect(locOf(answer.body)).toBeUndefined();
  });

  it.each(['', 'XX', 'T1', 'DEU', 'd', '<script>'])('has no loc line for the invalid value %j', async (value) => {
    const answer = await get('/cdn-cgi/trace', { 'CF-IPCountry': value });
    expect(answer.status).toBe(200);
    expect(locOf(answer.body)).toBeUndefined();
    expect(answer.body).not.toContain('<');
  });

  it('reads another header when configured (X-Country behind another proxy)', async () => {
    const other = await createServer({
      publicDir: site.dir,
      cacheDir: path.join(site.dir, 'no-cache'),
      countryHeader: 'X-Country',
    });
    await other.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port: otherPort } = other.server.address() as AddressInfo;
      const ask = (headers: Record<string, string>) =>
        fetch(`http://127.0.0.1:${otherPort}/cdn-cgi/trace`, { headers }).then((r) => r.text());
      expect(locOf(await ask({ 'X-Country': 'at' }))).toBe('loc=AT');
      expect(locOf(await ask({ 'CF-IPCountry': 'CH' }))).toBeUndefined();
    } finally {
      await other.close();
    }
  });
});

describe('the guest order page: its shell only for a genuine link', () => {
  const secret = 'test-secret-of-the-order-links-0123456789abcdef';
  it('sends /order/{id}?token= its shell (noindex, uncached, no referrer) and every other link the same 404 page', async () => {
    const other = await createServer({
      publicDir: site.dir,
      cacheDir: path.join(site.dir, 'no-cache'),
      siteFunctions: functionsConfig({ SITE_ORDER_SECRET: secret }),
    });
    await other.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port: otherPort } = other.server.address() as AddressInfo;
      const ask = async (p: string) => {
        const res = await fetch(`http://127.0.0.1:${otherPort}${p}`, { redirect: 'manual' });
        return { status: res.status, headers: res.headers, body: await res.text() };
      };
      const token = signOrderToken('order_01ABC', secret);
      for (const prefix of ['', '/de']) {
        const shell = await ask(`${prefix}/order/order_01ABC?token=${token}`);
        expect(shell.status).toBe(200);
        expect(shell.body).toContain(prefix ? 'Bestellung' : 'Order shell');
        expect(shell.headers.get('referrer-policy')).toBe('no-referrer');
        expect(shell.headers.get('cache-control')).toBe('no-store');
        expect(shell.headers.get('x-robots-tag')).toBe('noindex');
        const bad = await Promise.all(
          [
            `/order/order_01ABC?token=${token.slice(0, -1)}x`,
            '/order/order_01ABC',
            `/order/order_MADEUP?token=${token}`,
            '/order/order_MADEUP',
          ].map((p) => ask(`${prefix}${p}`)),
        );
        expect(bad.map((b) => b.status)).toEqual([404, 404, 404, 404]);
        expect(new Set(bad.map((b) => b.body)).size).toBe(1);
        expect(bad[0]!.body).toContain(prefix ? 'Nicht gefunden' : 'Not found');
      }
    } finally {
      await other.close();
    }
  });
});
