// @vitest-environment node
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from './static-server.mjs';

// A Storybook-shaped fixture: the manager (index.html), the preview frame (iframe.html), a folder.
let dir;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'static-server-'));
  writeFileSync(path.join(dir, 'index.html'), '<title>manager</title>');
  writeFileSync(path.join(dir, 'iframe.html'), '<title>preview</title>');
  mkdirSync(path.join(dir, 'docs'));
  writeFileSync(path.join(dir, 'docs', 'index.html'), '<title>docs</title>');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function withServer(options, run) {
  const server = await serveStatic(dir, 0, options);
  try {
    const { port } = server.address();
    await run((url) => fetch(`http://127.0.0.1:${port}${url}`, { redirect: 'manual' }));
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('serveStatic', () => {
  it.each([
    ['/iframe.html?id=x', 'preview'],
    ['/iframe.html?id=commerce-productgallery--default&viewMode=story', 'preview'],
    ['/iframe.html?id=commerce-productgallery--docs&viewMode=docs', 'preview'],
    ['/?path=/story/commerce-productgallery--default', 'manager'],
    ['/?path=/docs/commerce-productgallery--docs', 'manager'],
    ['/index.html?path=/story/commerce-productgallery--default', 'manager'],
    ['/docs/?x=1', 'docs'],
  ])('answers %s with the file itself, no redirect', async (url, title) => {
    await withServer(undefined, async (get) => {
      const res = await get(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('location')).toBeNull();
      expect(await res.text()).toContain(`<title>${title}</title>`);
    });
  });

  it('keeps the query string when a redirect happens', async () => {
    // The same handler with serve-handler's old defaults and a slash rule: both redirect.
    await withServer({ cleanUrls: true, trailingSlash: false }, async (get) => {
      const clean = await get('/iframe.html?id=x&viewMode=story');
      expect(clean.status).toBe(301);
      expect(clean.headers.get('location')).toBe('/iframe?id=x&viewMode=story');

      const slashed = await get('/docs/?path=/docs/x');
      expect(slashed.status).toBe(301);
      expect(slashed.headers.get('location')).toBe('/docs?path=/docs/x');
    });
  });

  it('leaves redirects without a query string alone', async () => {
    await withServer({ cleanUrls: true, trailingSlash: false }, async (get) => {
      const res = await get('/docs/');
      expect(res.status).toBe(301);
      expect(res.headers.get('location')).toBe('/docs');
    });
  });
});

describe("Storybook's security headers", () => {
  it.each(['/', '/iframe.html?id=x', '/docs/', '/missing.js'])('%s carries them', async (url) => {
    await withServer(undefined, async (get) => {
      const res = await get(url);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      const csp = res.headers.get('content-security-policy');
      for (const directive of ["object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'self'"])
        expect(csp).toContain(directive);
    });
  });

  it('are what `storybook dev` adds too (.storybook/middleware.mjs)', async () => {
    const { default: middleware } = await import('../.storybook/middleware.mjs');
    const { STORYBOOK_SECURITY_HEADERS } = await import('./static-server.mjs');
    const set = new Map();
    let handler;
    middleware({ use: (fn) => (handler = fn) });
    const res = {
      setHeader: (name, value) => set.set(name, value),
      appendHeader: (name, value) => set.set(name, value),
    };
    let passed = false;
    handler({}, res, () => (passed = true));
    expect(passed).toBe(true);
    expect(Object.fromEntries(set)).toEqual(STORYBOOK_SECURITY_HEADERS);
  });
});
