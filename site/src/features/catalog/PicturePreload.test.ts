import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PicturePreload } from './PicturePreload';

// Attribute names as the browser reads them (HTML lower-cases them; React writes imageSrcSet).
const html = (image: Parameters<typeof PicturePreload>[0]['image']) =>
  renderToStaticMarkup(createElement(PicturePreload, { image })).replace(
    / (\w+)=/g,
    (_, name: string) => ` ${name.toLowerCase()}=`,
  );

describe('PicturePreload', () => {
  it("preloads the best format's srcset at the picture's sizes, at high priority", () => {
    const out = html({
      src: '/a-1280.webp',
      sizes: '100vw',
      sources: [
        { type: 'image/avif', srcSet: '/a-320.avif 320w, /a-640.avif 640w' },
        { type: 'image/webp', srcSet: '/a-320.webp 320w, /a-640.webp 640w' },
      ],
    });
    expect(out).toContain('rel="preload"');
    expect(out).toContain('as="image"');
    expect(out).toContain('imagesrcset="/a-320.avif 320w, /a-640.avif 640w"');
    expect(out).toContain('imagesizes="100vw"');
    expect(out).toContain('type="image/avif"');
    expect(out).toContain('fetchpriority="high"');
    expect(out).not.toContain('.webp 320w');
  });

  it('preloads the file itself for a picture without sources (a drawn SVG), and nothing without a picture', () => {
    const out = html({ src: '/a.svg' });
    expect(out).toContain('href="/a.svg"');
    expect(out).not.toContain('imagesrcset');
    expect(html(undefined)).toBe('');
    expect(html({ src: '' })).toBe('');
  });
});
