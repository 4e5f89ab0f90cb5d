// @vitest-environment node
// The rich text of Strapi pages and posts as the site renders it (site/build/markdown.mjs).
import * as micromark from 'micromark';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown.mjs';

const render = async (markdown: string) => {
  const dropped: string[] = [];
  const html = renderMarkdown(micromark, markdown, { onDroppedLink: (link: string) => dropped.push(link) });
  return { html, dropped };
};

describe('markdownToHtml: line breaks', () => {
  it('keeps the lines of an address block (the imprint) as lines', async () => {
    const { html } = await render(
      '## Operator\n\nTonewood Instrumentenbau GmbH\nWerkstattweg 12\n04229 Leipzig\nGermany\n\n## Contact\n\nPhone: +49 341 555 0142\nEmail: hello@tonewood.example',
    );
    expect(html).toContain(
      '<p>Tonewood Instrumentenbau GmbH<br />\nWerkstattweg 12<br />\n04229 Leipzig<br />\nGermany</p>',
    );
    expect(html).toContain('<p>Phone: +49 341 555 0142<br />\nEmail: hello@tonewood.example</p>');
  });

  it('writes one break where the source already has a hard break', async () => {
    const { html } = await render('a  \nb\\\nc');
    expect(html).toBe('<p>a<br />\nb<br />\nc</p>');
  });

  it('breaks lines in list items, quotes and emphasis, not in code, headings or image descriptions', async () => {
    const { html } = await render(
      '- one\n  more\n\n> quoted\n> lines\n\n*em\nph* `co\nde` ![al\nt](/a.png)\n\n```\nx\ny\n```\n\nHead\nline\n===',
    );
    expect(html).toContain('<li>one<br />\nmore</li>');
    expect(html).toContain('<p>quoted<br />\nlines</p>');
    expect(html).toContain('<em>em<br />\nph</em>');
    expect(html).toContain('<code>co de</code>');
    expect(html).toContain('alt="al\nt"');
    expect(html).toContain('<pre><code>x\ny\n</code></pre>');
    expect(html).toContain('<h1>Head\nline</h1>');
  });

  it('leaves paragraphs of one line as they were', async () => {
    const { html } = await render('One paragraph.\n\nAnother one.');
    expect(html).toBe('<p>One paragraph.</p>\n<p>Another one.</p>');
  });
});

describe('markdownToHtml: links', () => {
  it('keeps http(s), mailto, tel and site-relative links', async () => {
    const { html, dropped } = await render(
      '[a](https://example.org/?a=1&b=2) [b](mailto:hello@tonewood.example) [c](tel:+493415550142) [d](/blog) [e](#top) <https://example.org>',
    );
    expect(dropped).toEqual([]);
    expect(html).toContain('<a rel="noopener" href="https://example.org/?a=1&amp;b=2">a</a>');
    expect(html).toContain('<a href="mailto:hello@tonewood.example">b</a>');
    expect(html).toContain('<a href="tel:+493415550142">c</a>');
    expect(html).toContain('<a href="/blog">d</a>');
    expect(html).toContain('<a href="#top">e</a>');
  });

  it.each([
    ['javascript:', 'javascript:alert(1)', '[x](javascript:alert(1))'],
    ['upper case', 'JAVASCRIPT:alert(1)', '[x](JAVASCRIPT:alert(1))'],
    ['a leading space', 'javascript:alert(1)', '[x]( javascript:alert(1))'],
    ['a character reference', 'javascript:alert(1)', '[x](jav&#x61;script:alert(1))'],
    // micromark percent-encodes the tab; the result is no scheme but no site path either.
    ['a tab reference', 'java%09script:alert(1)', '[x](java&#9;script:alert(1))'],
    ['an autolink', 'javascript:alert(1)', '<javascript:alert(1)>'],
    ['data:', 'data:text/html;base64,PHNjcmlwdD4=', '[x](data:text/html;base64,PHNjcmlwdD4=)'],
    ['vbscript:', 'vbscript:msgbox(1)', '[x](vbscript:msgbox(1))'],
    ['protocol-relative', '//evil.example', '[x](//evil.example)'],
  ])('drops a link with %s and keeps its text', async (_what, link, markdown) => {
    const { html, dropped } = await render(`Read ${markdown} here.`);
    expect(html).not.toContain('<a ');
    expect(html).not.toMatch(/(href|src)=/);
    expect(html).toMatch(/^<p>Read .+ here\.<\/p>$/);
    expect(dropped).toEqual([link]);
  });

  it('drops images from other schemes', async () => {
    const { html, dropped } = await render('![a](javascript:alert(1)) ![b](data:image/png;base64,AA) ![c](/ok.png)');
    expect(dropped).toEqual(['javascript:alert(1)', 'data:image/png;base64,AA']);
    expect(html.match(/<img /g)).toHaveLength(1);
    expect(html).toContain('src="/ok.png"');
  });

  it('never writes raw HTML from the source', async () => {
    const { html } = await render('<script>alert(1)</script>\n\n<a href="javascript:alert(1)">x</a>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<a href');
  });
});
