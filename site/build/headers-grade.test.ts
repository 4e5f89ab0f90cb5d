// @vitest-environment node
// The production headers of every page type, graded with the MDN HTTP Observatory's published
// scoring (site/build/observatory.mjs): what site/server/serve.mjs sends behind an HTTPS proxy,
// and what the CDN's `_headers` file (written by the build) gives each path. Each must be A+; the
// score per page type is printed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signOrderToken } from '@tonewood/rules/order-token';
import { functionsConfig } from '../server/functions/index.mjs';
import { createServer } from '../server/serve.mjs';
import { gradeHeaders, headersForPath } from './observatory.mjs';
import { makeSite, page } from './testSite';

const SECRET = 'test-secret-of-the-order-links-0123456789abcdef';
const TOKEN = signOrderToken('order_01ABC', SECRET);

/** One path of each page type the site serves. */
const PAGE_TYPES: [string, string][] = [
  ['home', '/'],
  ['home (de)', '/de'],
  ['category', '/guitars'],
  ['product', '/product/tote-bag'],
  ['cart', '/cart'],
  ['checkout', '/checkout'],
  ['order page', `/order/order_01ABC?token=${TOKEN}`],
  ['not found', '/no-such-page'],
  ['not found (de)', '/de/no-such-page'],
  ['script', '/app-0123456789abcdef0123.js'],
  ['page data', '/page-data/guitars/page-data.json'],
  ['search worker', '/pagefind/pagefind-worker.js'],
];

let site: ReturnType<typeof makeSite>;
let app: Awaited<ReturnType<typeof createServer>>;

beforeAll(async () => {
  site = makeSite(
    {
      'product/tote-bag/index.html': page('/product/tote-bag', { body: 'Tote bag' }),
      'page-data/guitars/page-data.json': '{"path":"/guitars"}',
      'pagefind/pagefind-worker.js': 'self.onmessage = () => {};',
    },
    { commerceUrl: 'https://commerce.tonewood.example' },
  );
  app = await createServer({
    publicDir: site.dir,
    cacheDir: path.join(site.dir, 'no-cache'),
    trustProxy: true,
    siteFunctions: functionsConfig({ SITE_ORDER_SECRET: SECRET }),
  });
});

afterAll(async () => {
  await app?.close();
  site?.cleanup();
});

const report: string[] = [];
afterAll(() => console.log(`Observatory grades (MDN scoring):\n${report.join('\n')}`));

describe('the production server (serve.mjs behind an HTTPS proxy)', () => {
  it.each(PAGE_TYPES)('%s (%s) is graded A+', async (type, url) => {
    const res = await app.inject({ url, headers: { 'x-forwarded-proto': 'https' } });
    expect(res.statusCode).toBeLessThan(500);
    const { score, grade, tests } = gradeHeaders(res.headers as Record<string, string>);
    report.push(`  serve.mjs  ${type.padEnd(15)} ${String(score).padStart(3)} ${grade}`);
    expect(tests['strict-transport-security'].result).toBe('hsts-implemented-max-age-at-least-six-months');
    expect(tests['content-security-policy'].modifier).toBeGreaterThanOrEqual(0);
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect({ type, score, grade }).toMatchObject({ grade: 'A+' });
  });

  it('sends no HSTS over plain http (local starts), and scores that as the Observatory would', async () => {
    const res = await app.inject({ url: '/' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(gradeHeaders(res.headers as Record<string, string>, { https: false }).grade).not.toBe('A+');
  });

  it('keeps every page script-by-hash only: no unsafe-inline or unsafe-eval for scripts, objects none', async () => {
    const res = await app.inject({ url: '/guitars', headers: { 'x-forwarded-proto': 'https' } });
    const csp = String(res.headers['content-security-policy']);
    const script = /script-src ([^;]+)/.exec(csp)![1]!;
    expect(script).not.toMatch(/'unsafe-inline'|'unsafe-eval'|\*|https?:/);
    expect(script).toMatch(/'sha256-/);
    for (const directive of ["object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'"])
      expect(csp).toContain(directive);
  });
});

describe("the CDN's _headers file", () => {
  it.each(PAGE_TYPES)('%s (%s) is graded A+', (type, url) => {
    const file = readFileSync(path.join(site.dir, '_headers'), 'utf8');
    const headers = headersForPath(file, url.split('?')[0]!);
    const { score, grade } = gradeHeaders(headers);
    report.push(`  _headers   ${type.padEnd(15)} ${String(score).padStart(3)} ${grade}`);
    expect(headers['content-security-policy']).not.toContain(',');
    expect({ type, score, grade }).toMatchObject({ grade: 'A+' });
  });
});

// A file that is not a page gets the strictest policy, not the 404 pages' script hashes again
// (route-manifest.mjs ASSETS); a page keeps its own, and the search's worker, whose script
// response sets the worker's policy, keeps the default one (its WebAssembly and its fetches).
const STRICT = "default-src 'none'; frame-ancestors 'none'";
const POLICY_OF: [string, (csp: string) => void][] = [
  ['/app-0123456789abcdef0123.js', (csp) => expect(csp).toBe(STRICT)],
  ['/page-data/guitars/page-data.json', (csp) => expect(csp).toBe(STRICT)],
  ['/guitars', (csp) => expect(csp).toMatch(/script-src 'self' 'sha256-/)],
  [
    '/pagefind/pagefind-worker.js',
    (csp) => {
      expect(csp).toContain("'wasm-unsafe-eval'");
      expect(csp).toContain("connect-src 'self'");
    },
  ],
];

describe("each file's policy", () => {
  it.each(POLICY_OF)('serve.mjs: %s', async (url, check) => {
    const res = await app.inject({ url });
    check(String(res.headers['content-security-policy']));
  });

  it.each(POLICY_OF)('_headers: %s', (url, check) => {
    const headers = headersForPath(readFileSync(path.join(site.dir, '_headers'), 'utf8'), url);
    check(headers['content-security-policy']!);
  });

  // Pages: the CDN's own default (it revalidates HTML); files: the same rule in both.
  it.each(POLICY_OF.map(([url]) => url).filter((url) => path.extname(url)))(
    '_headers caches %s as serve.mjs does',
    async (url) => {
      const res = await app.inject({ url });
      const headers = headersForPath(readFileSync(path.join(site.dir, '_headers'), 'utf8'), url);
      expect(headers['cache-control']).toBe(res.headers['cache-control']);
    },
  );

  it("keeps a script chunk's headers under 700 bytes (with the default policy they were 1.3 KB on the built site)", async () => {
    const res = await app.inject({ url: '/app-0123456789abcdef0123.js' });
    const bytes = Object.entries(res.headers).reduce(
      (sum, [name, value]) => sum + name.length + String(value).length + 4,
      0,
    );
    expect(bytes).toBeLessThan(700);
  });
});

describe('the scoring itself', () => {
  it('grades the headers the CDN file had before (no HSTS, no CORP) B+ (80), as the review measured', () => {
    const before = {
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
      'content-security-policy':
        "default-src 'self'; script-src 'self' 'sha256-abc=' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    };
    expect(gradeHeaders(before)).toMatchObject({ score: 80, grade: 'B+' });
  });

  it('penalises unsafe-inline scripts, http sources over https and cookies without Secure', () => {
    const good = {
      'content-security-policy': "default-src 'none'; script-src 'self'; form-action 'self'; frame-ancestors 'none'",
      'strict-transport-security': 'max-age=31536000',
      'x-content-type-options': 'nosniff',
    };
    expect(gradeHeaders(good).score).toBe(115);
    expect(
      gradeHeaders({
        ...good,
        'content-security-policy': "script-src 'self' 'unsafe-inline'; object-src 'none'; frame-ancestors 'none'",
      }).score,
    ).toBe(80);
    expect(gradeHeaders({ ...good, 'set-cookie': ['tw_consent=1; Path=/; SameSite=Lax'] }).score).toBe(110);
    expect(gradeHeaders({ ...good, 'set-cookie': ['tw_consent=1; Path=/; SameSite=Lax; Secure'] }).score).toBe(120);
  });
});
