// The one rule for links from the CMS (site/config/links.mjs): http(s), mailto, tel and
// site-relative links only.
import { describe, expect, it, vi } from 'vitest';
import { cmsLink, safeLink } from './links.mjs';

describe('safeLink', () => {
  it.each([
    'https://www.instagram.com/tonewood.workshop',
    'http://example.org/a?b=c#d',
    'HTTPS://EXAMPLE.ORG/',
    'mailto:hello@tonewood.example',
    'MailTo:hello@tonewood.example?subject=Hi',
    'tel:+493415550142',
    '/guitars',
    '/blog/workshop/finishing-with-shellac',
    '/',
    '#main',
    '?page=2',
  ])('keeps %s', (link) => {
    expect(safeLink(link)).toBe(link);
  });

  it('trims what a URL parser ignores around a kept link', () => {
    expect(safeLink('  /guitars \n')).toBe('/guitars');
    expect(safeLink('\thttps://example.org/')).toBe('https://example.org/');
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['upper case', 'JAVASCRIPT:alert(1)'],
    ['mixed case', 'JaVaScRiPt:alert(1)'],
    ['a leading space', ' javascript:alert(1)'],
    ['leading control characters', '\u0001\u0010 javascript:alert(1)'],
    ['a tab inside', 'java\tscript:alert(1)'],
    ['a newline inside', 'java\nscript:alert(1)'],
    ['a carriage return inside', 'javas\rcript:alert(1)'],
    ['a numeric character reference', '&#106;avascript:alert(1)'],
    ['a hex character reference', '&#x6A;avascript:alert(1)'],
    ['a reference without semicolon', '&#106avascript:alert(1)'],
    ['an entity for the colon', 'javascript&colon;alert(1)'],
    ['an entity tab', 'java&Tab;script:alert(1)'],
    ['a zero-width space', '\u200bjavascript:alert(1)'],
    ['data:', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['data: image', 'data:image/svg+xml,<svg onload=alert(1)>'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['file:', 'file:///etc/passwd'],
    ['ftp:', 'ftp://example.org/'],
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with a path', '//evil.example/guitars'],
    ['a backslash after the slash', '/\\evil.example'],
    ['two backslashes', '\\\\evil.example'],
    ['a backslash then a slash', '\\/evil.example'],
    ['a scheme-less path', 'evil.example/guitars'],
    ['http: without a host', 'http:/evil.example'],
    ['https: with a backslash', 'https:\\\\evil.example'],
    ['empty', ''],
    ['spaces only', '   '],
  ])('drops a link with %s', (_what, link) => {
    expect(safeLink(link)).toBeNull();
  });

  it('drops what is not a string', () => {
    expect(safeLink(undefined)).toBeNull();
    expect(safeLink(null)).toBeNull();
    expect(safeLink(42)).toBeNull();
  });

  it('narrows schemes and refuses relative links on request (the contact form frame)', () => {
    const frame = { schemes: ['https', 'http'], relative: false };
    expect(safeLink('https://forms.tonewood.example/en', frame)).toBe('https://forms.tonewood.example/en');
    expect(safeLink('mailto:a@b.example', frame)).toBeNull();
    expect(safeLink('/about', frame)).toBeNull();
  });
});

describe('cmsLink', () => {
  it('warns with content type, locale and field when it drops a link', () => {
    const warn = vi.fn();
    expect(
      cmsLink('javascript:alert(1)', { type: 'main-menu', locale: 'de', field: 'pages[2].href' }, warn),
    ).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    const message = warn.mock.calls[0]![0] as string;
    expect(message).toContain('main-menu (de) pages[2].href');
    expect(message).toContain('"javascript:alert(1)"');
  });

  it('stays quiet for a link it keeps', () => {
    const warn = vi.fn();
    expect(cmsLink('/blog', { type: 'main-menu', locale: 'en', field: 'pages[0].href' }, warn)).toBe('/blog');
    expect(warn).not.toHaveBeenCalled();
  });
});
