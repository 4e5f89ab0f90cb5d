// @vitest-environment node
// The route manifest the build writes (site/build/route-manifest.mjs): CSP hashes for the
// build's own inline scripts only, the 404 pages' CSP, and CMS redirect rules that may be served.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkCmsRedirects, inlineScriptHashes, precompress } from './route-manifest.mjs';
import { gatsbyScripts, makeSite, page } from './testSite';
import { HYDRATION_SCRIPT_ID, hydrationLoader } from '../config/hydration.mjs';

const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
const PAYLOAD = '<script>alert(1)</script>';
const scriptBodies = (html: string) =>
  [...html.matchAll(/<script(?:\s[^>]*)?>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).filter(Boolean);

let cleanup = () => {};
afterEach(() => cleanup());

function manifestOf(extraFiles: Record<string, string>) {
  const site = makeSite(extraFiles);
  cleanup = site.cleanup;
  return {
    manifest: JSON.parse(readFileSync(path.join(site.dir, '_route-manifest.json'), 'utf8')),
    headers: readFileSync(path.join(site.dir, '_headers'), 'utf8'),
  };
}

describe('inline script hashes', () => {
  it('hashes the three scripts Gatsby writes into a page', () => {
    const hashes = inlineScriptHashes(page('/guitars'));
    expect(hashes).toHaveLength(3);
    expect(hashes.sort()).toEqual(scriptBodies(gatsbyScripts('/guitars')).map(hashOf).sort());
  });

  it('hashes no script that came with content, wherever it landed', () => {
    // A JSON-LD block broken open by a product text, and markup in the body that slipped through.
    const head = `<script type="application/ld+json">{"description":"</script>${PAYLOAD}"}</script>`;
    const body = `<p>${PAYLOAD}</p><script>alert(2)</script><script id="x">alert(3)</script>`;
    const hashes = inlineScriptHashes(page('/product/probe', { head, body }));
    for (const script of ['alert(1)', 'alert(2)', 'alert(3)', '"}']) expect(hashes).not.toContain(hashOf(script));
    expect(hashes.sort()).toEqual(scriptBodies(gatsbyScripts('/product/probe')).map(hashOf).sort());
  });

  it("hashes a script the build writes word for word (the head's consent script), and nothing like it", () => {
    const fixed = "(function(){document.documentElement.setAttribute('data-x','')})()";
    const head = `<script id="consent">${fixed}</script>`;
    const body = `<script id="consent">${fixed}alert(5)</script>`;
    const hashes = inlineScriptHashes(page('/about', { head, body }), [fixed]);
    expect(hashes).toContain(hashOf(fixed));
    expect(hashes).not.toContain(hashOf(`${fixed}alert(5)`));
    expect(hashes).toHaveLength(4);
    // Without it in the page, no hash for it.
    expect(inlineScriptHashes(page('/about'), [fixed])).not.toContain(hashOf(fixed));
  });

  it('takes only the last script of a kind: content cannot pose as the build', () => {
    const fake =
      '<script id="gatsby-script-loader">alert(4)</script><script>window.___webpackCompilationHash="00";</script>';
    const hashes = inlineScriptHashes(page('/blog/probe', { body: fake }));
    expect(hashes).not.toContain(hashOf('alert(4)'));
    expect(hashes).not.toContain(hashOf('window.___webpackCompilationHash="00";'));
    expect(hashes).toHaveLength(3);
  });

  it('writes no payload hash into the CSP of a page built with one', () => {
    const probe = page('/product/probe', {
      head: `<script type="application/ld+json">{"description":"</script>${PAYLOAD}"}</script>`,
      body: `<h1>${PAYLOAD}</h1>`,
    });
    const { manifest, headers } = manifestOf({ 'product/probe/index.html': probe });
    expect(manifest.pages['/product/probe'].csp).not.toContain(hashOf('alert(1)'));
    expect(headers).not.toContain(hashOf('alert(1)'));
    for (const script of scriptBodies(gatsbyScripts('/product/probe')))
      expect(manifest.pages['/product/probe'].csp).toContain(hashOf(script));
  });
});

describe('404 pages', () => {
  const loader = (pagePath: string) =>
    hashOf(/<script id="gatsby-script-loader">([\s\S]*?)<\/script>/.exec(gatsbyScripts(pagePath))![1]!);

  it('give 404.html its own CSP, with the hash of its own loader script', () => {
    const { manifest } = manifestOf({});
    expect(manifest.notFound.en).toBe('404.html');
    const entry = Object.values(manifest.pages as Record<string, { file: string; csp: string }>).find(
      (p) => p.file === '404.html',
    );
    expect(entry?.csp).toContain(loader('/404.html'));
  });

  it('allow their scripts in the default CSP, which static hosts send with a 404', () => {
    const { manifest, headers } = manifestOf({});
    expect(manifest.headers.defaultCsp).toContain(loader('/404.html'));
    expect(manifest.headers.defaultCsp).toContain(loader('/de/404'));
    expect(headers.split('\n\n')[0] ?? headers).toContain(loader('/404.html'));
  });

  it('leave Gatsby slice fragments out of the pages', () => {
    const { manifest } = manifestOf({ '_gatsby/slices/_gatsby-scripts-1.html': '<script>x</script>' });
    expect(Object.keys(manifest.pages).filter((p) => p.startsWith('/_gatsby'))).toEqual([]);
  });
});

describe('NUL bytes from React 18 streaming', () => {
  it('are removed from pages before they are hashed and compressed', () => {
    const broken = page('/de/basses', { lang: 'de', body: '<span>1.990\u00a0\0\0€</span>' });
    const site = makeSite({ 'de/basses/index.html': broken });
    cleanup = site.cleanup;
    const html = readFileSync(path.join(site.dir, 'de/basses/index.html'), 'utf8');
    expect(html).not.toContain('\0');
    expect(html).toContain('<span>1.990\u00a0€</span>');
  });
});

describe('pages whose scripts wait for their first picture', () => {
  const APP = '/app-0123456789abcdef0123.js';
  // A page as gatsby-ssr.tsx and Gatsby write it: the loader, then Gatsby's scripts slice.
  const deferredPage = (scripts: string[]) => {
    const loader = hydrationLoader({ scripts, preloads: ['/page-data/app-data.json'] });
    const html = page('/guitars/probe', {
      body: `<main>Probe</main><script id="${HYDRATION_SCRIPT_ID}">${loader}</script>`,
    });
    return {
      loader,
      html: html
        .replace('/*]]>*/</script>', '/*]]>*/</script><!-- slice-start id="_gatsby-scripts-1" -->')
        .replace('</body>', '<!-- slice-end id="_gatsby-scripts-1" --></body>'),
    };
  };

  it("lose Gatsby's script tags, and the loader's hash is in their CSP", () => {
    const { loader, html } = deferredPage([APP]);
    expect(html).toContain(`<script src="${APP}" async></script>`);
    const site = makeSite({ 'guitars/probe/index.html': html });
    cleanup = site.cleanup;
    const written = readFileSync(path.join(site.dir, 'guitars/probe/index.html'), 'utf8');
    expect(written).not.toContain(`<script src="${APP}"`);
    expect(written).toContain('window.___chunkMapping');
    const manifest = JSON.parse(readFileSync(path.join(site.dir, '_route-manifest.json'), 'utf8'));
    expect(manifest.pages['/guitars/probe'].csp).toContain(hashOf(loader));
    // The other pages keep their script tags.
    expect(readFileSync(path.join(site.dir, 'guitars/index.html'), 'utf8')).toContain(`<script src="${APP}" async>`);
  });

  it('stop the build when the loader does not name the scripts Gatsby wrote', () => {
    expect(() => makeSite({ 'guitars/probe/index.html': deferredPage(['/app-other.js']).html })).toThrow(
      /not the loader's/,
    );
  });
});

describe('CMS redirect rules', () => {
  it('keeps site paths and http(s) targets', () => {
    const warn = vi.fn();
    const rules = [
      { from: '/old-shop/tote', to: '/product/tote-bag', permanent: true },
      { from: '/partners/x', to: 'https://partner.example/', permanent: false },
      { from: '/verstaerker', to: '/de/amplification?sort=price', permanent: true },
    ];
    expect(checkCmsRedirects(rules, warn)).toEqual(rules);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['javascript:alert(1)', 'to'],
    [' JAVASCRIPT:alert(1)', 'to'],
    ['data:text/html,x', 'to'],
    ['//evil.example', 'to'],
    ['/\\evil.example', 'to'],
    ['mailto:a@b.example', 'to'],
    ['#top', 'to'],
    ['guitars', 'to'],
  ])('drops a rule to %s with a warning naming it', (to, field) => {
    const warn = vi.fn();
    expect(checkCmsRedirects([{ from: '/probe', to, permanent: true }], warn)).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(new RegExp(`redirect ${field} \\(rule from "/probe"\\)`));
  });

  it.each(['//evil.example', 'https://evil.example/x', 'old-shop'])('drops a rule from %s', (from) => {
    const warn = vi.fn();
    expect(checkCmsRedirects([{ from, to: '/guitars', permanent: true }], warn)).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('trims a target the CMS stored with spaces', () => {
    expect(checkCmsRedirects([{ from: ' /a ', to: ' https://x.example/ ', permanent: false }], () => {})).toEqual([
      { from: '/a', to: 'https://x.example/', permanent: false },
    ]);
  });
});

describe('precompression', () => {
  it('compresses a changed file again and keeps the copies of an unchanged one', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    cleanup = () => rmSync(dir, { recursive: true, force: true });
    const file = path.join(dir, 'index.html');
    const small = path.join(dir, 'small.json');
    writeFileSync(file, `<p>${'old '.repeat(400)}</p>`);
    writeFileSync(small, '{}');
    expect(precompress(dir)).toEqual({ compressed: 1, kept: 0 });
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toContain('old old');
    expect(precompress(dir)).toEqual({ compressed: 0, kept: 1 });

    // The page rewritten by a rebuild (a newer file than its copies): compressed anew.
    writeFileSync(file, `<p>${'new '.repeat(400)}</p>`);
    const later = new Date(Date.now() + 5000);
    utimesSync(file, later, later);
    expect(precompress(dir)).toEqual({ compressed: 1, kept: 0 });
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toContain('new new');

    // The same bytes written again (Gatsby stitches its slices into every page on each build): kept.
    writeFileSync(file, `<p>${'new '.repeat(400)}</p>`);
    const evenLater = new Date(Date.now() + 10_000);
    utimesSync(file, evenLater, evenLater);
    expect(precompress(dir)).toEqual({ compressed: 0, kept: 1 });
  });
});
