import { describe, expect, it } from 'vitest';
import { jsonForHtml } from './jsonForHtml.mjs';

describe('jsonForHtml', () => {
  const payload = '</script><script>alert(1)</script>';

  it('cannot end a <script> block or open a comment, whatever the text', () => {
    const out = jsonForHtml({ description: payload, note: '<!-- x --> & &amp; <SCRIPT>' });
    expect(out).not.toMatch(/[<>&]/);
    expect(out).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e');
    expect(out).toContain('\\u0026amp;');
  });

  it('escapes the line and paragraph separators', () => {
    const out = jsonForHtml({ a: 'x\u2028y\u2029z' });
    expect(out).toBe('{"a":"x\\u2028y\\u2029z"}');
  });

  it('is still JSON with the same value', () => {
    const value = {
      '@type': 'Product',
      name: 'Auric <S> & "Classic"',
      description: payload,
      list: [1, 2.5, null, true, 'ä € \u2028'],
      nested: { '</script>': '<!--' },
    };
    expect(JSON.parse(jsonForHtml(value))).toEqual(value);
  });

  it('serialises what JSON.stringify cannot as null', () => {
    expect(jsonForHtml(undefined)).toBe('null');
  });

  it('leaves ordinary JSON as JSON.stringify writes it', () => {
    const value = { name: 'Tonewood', price: 1999, url: 'https://example.org/a?b=c' };
    expect(jsonForHtml(value)).toBe(JSON.stringify(value));
  });
});
