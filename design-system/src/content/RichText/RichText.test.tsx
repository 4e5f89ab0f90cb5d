import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { RichText } from './RichText';
import { extractHeadings, slugify } from './headings';

const html = (markdown: string) => render(<RichText markdown={markdown} />).container;

describe('RichText safety', () => {
  it('renders no raw HTML elements from the markdown', () => {
    const root = html(
      'Hello <b>bold</b> and <iframe src="https://evil.example"></iframe>\n\n<div class="x">block</div>',
    );
    expect(root.querySelector('b, iframe, div.x')).toBeNull();
    expect(root.textContent).toContain('Hello');
  });

  it('renders no script, neither inline nor as a block', () => {
    const root = html('Before\n\n<script>window.__pwned = true</script>\n\nInline <script>alert(1)</script> text');
    expect(root.querySelector('script')).toBeNull();
    expect(root.innerHTML).not.toContain('<script');
    // Only the words between the dropped inline tags are left, as harmless text.
    expect(root.querySelector('p:last-child')?.textContent).toBe('Inline alert(1) text');
    expect((window as unknown as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('renders no event handler attributes', () => {
    const root = html('<img src="x" onerror="alert(1)">\n\n<a href="/ok" onclick="alert(2)">x</a>\n\n![pic](/a.png)');
    const all = Array.from(root.querySelectorAll('*'));
    const handlers = all.flatMap((el) => Array.from(el.attributes).filter((a) => a.name.startsWith('on')));
    expect(handlers).toEqual([]);
    expect(root.innerHTML).not.toMatch(/onerror|onclick/);
  });

  it('drops javascript: and other unsafe link and image URLs', () => {
    const root = html(
      '[click](javascript:alert(1)) [upper](JAVASCRIPT:alert(1)) [data](data:text/html;base64,PHNjcmlwdD4=) ' +
        '[vb](vbscript:msgbox) <javascript:alert(3)>\n\n![x](javascript:alert(4))',
    );
    const attributes = Array.from(root.querySelectorAll('*')).flatMap((el) =>
      Array.from(el.attributes).map((a) => a.value.toLowerCase()),
    );
    expect(attributes.filter((value) => /javascript:|vbscript:|data:/.test(value))).toEqual([]);
    expect(root.querySelectorAll('a')).toHaveLength(0);
    expect(root.querySelectorAll('img')).toHaveLength(0);
    expect(root.textContent).toContain('click');
  });

  it('keeps safe links: relative, https and mailto', () => {
    const root = html(
      '[Shipping](/shipping-delivery) [Docs](https://example.com) [Mail](mailto:hello@tonewood.example)',
    );
    const hrefs = Array.from(root.querySelectorAll('a')).map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/shipping-delivery', 'https://example.com', 'mailto:hello@tonewood.example']);
    expect(root.querySelector('a[href^="https"]')?.getAttribute('rel')).toBe('noopener noreferrer');
  });
});

describe('headings and table of contents', () => {
  it('slugifies German and English headings', () => {
    expect(slugify('Widerruf & Rückgabe')).toBe('widerruf-rueckgabe');
    expect(slugify('  1. Scope of these terms ')).toBe('1-scope-of-these-terms');
    expect(slugify('Straße')).toBe('strasse');
  });

  it('gives rendered headings the ids that extractHeadings lists', () => {
    const markdown = [
      '# Title',
      '## Scope',
      'Text',
      '```',
      '## not a heading',
      '```',
      '### Details *here*',
      '## Scope',
      '#### Small print',
      '## [Linked](/x) heading',
    ].join('\n');
    const headings = extractHeadings(markdown);
    expect(headings).toEqual([
      { id: 'scope', text: 'Scope', level: 2 },
      { id: 'details-here', text: 'Details here', level: 3 },
      { id: 'scope-2', text: 'Scope', level: 2 },
      { id: 'linked-heading', text: 'Linked heading', level: 2 },
    ]);
    const root = html(markdown);
    const ids = Array.from(root.querySelectorAll('h2[id], h3[id]')).map((h) => h.id);
    expect(ids).toEqual(['title', 'scope', 'details-here', 'scope-2', 'linked-heading']);
    for (const heading of headings) expect(root.querySelector(`#${heading.id}`)?.textContent).toBe(heading.text);
  });
});
