import { describe, expect, it } from 'vitest';
import { fireEvent, render } from '@testing-library/react';
import { ProductGallery } from './ProductGallery';

const slidesOf = (root: HTMLElement) =>
  Array.from(root.querySelectorAll<HTMLElement>('[data-slot="carousel-slide"] > div'));

describe('ProductGallery frame', () => {
  it("takes the first picture's shape when its size is known, for every slide", () => {
    const { container } = render(
      <ProductGallery
        label="Nightjar S"
        images={[
          { src: '/a.webp', alt: 'Front', width: 1200, height: 900 },
          { src: '/b.webp', alt: 'Back', width: 1200, height: 900 },
        ]}
      />,
    );
    expect(slidesOf(container).map((slide) => slide.style.aspectRatio)).toEqual(['1200 / 900', '1200 / 900']);
  });

  it('falls back to 16:10 without a size', () => {
    const { container } = render(<ProductGallery label="Nightjar S" images={[{ src: '/a.webp', alt: 'Front' }]} />);
    const [slide] = slidesOf(container);
    expect(slide?.style.aspectRatio).toBe('');
    expect(slide?.classList.contains('aspect-[16/10]')).toBe(true);
  });

  it('does not stretch to the height of its row (a taller details column beside it)', () => {
    const { container } = render(<ProductGallery label="Nightjar S" images={[{ src: '/a.webp', alt: 'Front' }]} />);
    expect(container.querySelector('[data-slot="carousel"]')?.classList.contains('self-start')).toBe(true);
  });
});

describe('ProductGallery pictures', () => {
  const sources = [
    { type: 'image/avif', srcSet: '/a-320.avif 320w, /a-640.avif 640w' },
    { type: 'image/webp', srcSet: '/a-320.webp 320w, /a-640.webp 640w' },
  ];

  it('offers AVIF, then WebP, at the sizes the layout asks for; the first picture at high priority', () => {
    const { container } = render(
      <ProductGallery
        label="Nightjar S"
        images={[
          { src: '/a-640.webp', alt: 'Front', width: 1280, height: 800, sources, sizes: '100vw' },
          { src: '/b-640.webp', alt: 'Body', width: 1280, height: 800, sources, sizes: '100vw' },
        ]}
      />,
    );
    const [first, second] = Array.from(container.querySelectorAll('picture'));
    expect(
      Array.from(first!.querySelectorAll('source')).map((s) => [
        s.getAttribute('type'),
        s.getAttribute('srcset'),
        s.getAttribute('sizes'),
      ]),
    ).toEqual([
      ['image/avif', sources[0]!.srcSet, '100vw'],
      ['image/webp', sources[1]!.srcSet, '100vw'],
    ]);
    const img = first!.querySelector('img')!;
    expect([img.getAttribute('src'), img.getAttribute('width'), img.getAttribute('height')]).toEqual([
      '/a-640.webp',
      '1280',
      '800',
    ]);
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(second!.querySelector('img')!.getAttribute('fetchpriority')).toBe('low');
  });

  it('is a plain <img> without sources (a drawn SVG)', () => {
    const { container } = render(<ProductGallery label="Nightjar S" images={[{ src: '/a.svg', alt: 'Front' }]} />);
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/a.svg');
  });

  const three = [
    { src: '/a.webp', alt: 'Front', width: 1280, height: 800 },
    { src: '/b.webp', alt: 'Body', width: 1280, height: 800 },
    { src: '/c.webp', alt: 'Head', width: 1280, height: 800 },
  ];
  const loadingOf = (root: HTMLElement) =>
    Array.from(root.querySelectorAll('img')).map((img) => img.getAttribute('loading'));

  it('keeps the other slides from loading until the picture shown first has loaded', () => {
    const { container } = render(<ProductGallery label="Nightjar S" images={three} initialIndex={1} />);
    expect(loadingOf(container)).toEqual(['lazy', null, 'lazy']);
    fireEvent.load(container.querySelectorAll('img')[0]!);
    expect(loadingOf(container)).toEqual(['lazy', null, 'lazy']);
    fireEvent.load(container.querySelectorAll('img')[1]!);
    expect(loadingOf(container)).toEqual([null, null, null]);
  });

  it('lets them load at once when that picture arrived before the page hydrated', () => {
    const complete = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'complete')!;
    Object.defineProperty(HTMLImageElement.prototype, 'complete', { configurable: true, get: () => true });
    try {
      const { container } = render(<ProductGallery label="Nightjar S" images={three} />);
      expect(loadingOf(container)).toEqual([null, null, null]);
    } finally {
      Object.defineProperty(HTMLImageElement.prototype, 'complete', complete);
    }
  });
});
