// The head tags a page gets: JSON-LD that no CMS or catalog text can break out of, and an icon
// URL an HTML checker accepts. (A .ts file: the vitest globs take site/src/**/*.test.ts.)
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FAVICON_HREF } from './favicon';
import { Seo } from './Seo';

const payload = '</script><script>alert(1)</script>';

function render(jsonLd?: Record<string, unknown>) {
  return renderToStaticMarkup(
    createElement(Seo, { siteUrl: 'https://tonewood.example', language: 'en', route: '/x', title: 'X', jsonLd }),
  );
}

describe('Seo', () => {
  it('writes JSON-LD as raw JSON that keeps a </script> payload inside the block', () => {
    const jsonLd = { '@type': 'Product', name: 'A & B', description: payload };
    const html = render(jsonLd);
    const blocks = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    // One block, and its end is the real end: the payload did not close it.
    expect(blocks).toHaveLength(1);
    expect(blocks[0]![1]).toContain('type="application/ld+json"');
    const raw = blocks[0]![2]!;
    expect(raw).not.toMatch(/[<>&]/);
    // Gatsby's Head reads the block's text back with entities decoded: it must be the JSON itself.
    expect(JSON.parse(raw)).toEqual(jsonLd);
    expect(html).not.toContain('<script>alert(1)');
  });

  it('links a listing page to itself (canonical) and to its previous and next pages in its language', () => {
    const html = renderToStaticMarkup(
      createElement(Seo, {
        siteUrl: 'https://tonewood.example',
        language: 'de',
        route: '/guitars/page/2',
        title: 'Gitarren',
        prev: '/guitars',
        next: '/guitars/page/3',
      }),
    );
    expect(html).toContain('<link rel="canonical" href="https://tonewood.example/de/guitars/page/2"/>');
    expect(html).toContain('<link rel="prev" href="https://tonewood.example/de/guitars"/>');
    expect(html).toContain('<link rel="next" href="https://tonewood.example/de/guitars/page/3"/>');
    expect(render()).not.toMatch(/rel="(prev|next)"/);
  });

  it('writes no JSON-LD block without data', () => {
    expect(render()).not.toContain('<script');
  });

  it('has an icon whose data: URL has no raw spaces or quotes, outside the Head API', () => {
    expect(FAVICON_HREF).toMatch(/^data:image\/svg\+xml,/);
    expect(FAVICON_HREF).not.toMatch(/[\s'"<>]/);
    expect(decodeURIComponent(FAVICON_HREF.slice('data:image/svg+xml,'.length))).toMatch(/^<svg [\s\S]*<\/svg>$/);
    // No font for the browser to look up while it draws the icon on the page's main thread.
    expect(decodeURIComponent(FAVICON_HREF)).not.toMatch(/<text|font-family/);
    // gatsby-ssr.tsx writes it into each page's head (checked in the built pages by e2e/checks.mjs).
    expect(render()).not.toContain('rel="icon"');
  });
});
