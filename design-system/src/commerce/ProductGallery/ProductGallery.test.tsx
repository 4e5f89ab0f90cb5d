import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
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
