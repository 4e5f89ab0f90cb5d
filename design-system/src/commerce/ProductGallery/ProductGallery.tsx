import { useEffect, useRef, useState } from 'react';
import { Carousel } from '../../engagement/Carousel';
import { cn } from '../../lib/cn';
import { Picture } from '../Picture';
import type { ProductImage } from '../types';

export interface ProductGalleryProps {
  /** The product name; names the gallery for screen readers. */
  label: string;
  images: ProductImage[];
  initialIndex?: number;
  onIndexChange?: (index: number) => void;
  className?: string;
}

/**
 * The product page's pictures in the product Carousel: one image per slide, arrows, dots and swipe.
 * The first picture shown is usually the page's largest paint, so it loads at high priority
 * and is decoded in step with the page. The other slides wait (`loading="lazy"`: hidden beside
 * it, they would otherwise load at once and share a phone's bandwidth with it) until it has
 * loaded, then load at low priority, so a swipe finds them there. An image with `sources` is a
 * <picture> (AVIF and WebP at the widths its `sizes` asks for).
 *
 * The frame takes the shape of the first picture when its `width` and `height` are known (16:10
 * otherwise), with the slide controls in a row under it, and keeps its own height beside a
 * taller column: it never stretches in a grid or flex row, so the picture fills it.
 */
export function ProductGallery({ label, images, initialIndex = 0, onIndexChange, className }: ProductGalleryProps) {
  const first = images[0];
  const aspectRatio = first?.width && first.height ? `${first.width} / ${first.height}` : undefined;
  // Whether the picture shown first has loaded (it may have before this hydrated: no event then).
  const [shown, setShown] = useState(false);
  const shownSlide = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (shownSlide.current?.querySelector('img')?.complete) setShown(true);
  }, []);
  return (
    <Carousel
      variant="product"
      label={label}
      initialIndex={initialIndex}
      onIndexChange={onIndexChange}
      className={cn('w-full self-start', className)}
    >
      {images.map((image, index) => (
        <div
          key={image.src}
          ref={index === initialIndex ? shownSlide : undefined}
          className="aspect-[16/10] w-full"
          style={aspectRatio ? { aspectRatio } : undefined}
        >
          <Picture
            sources={image.sources}
            sizes={image.sizes}
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            fetchPriority={index === initialIndex ? 'high' : 'low'}
            decoding={index === initialIndex ? undefined : 'async'}
            loading={index === initialIndex || shown ? undefined : 'lazy'}
            onLoad={index === initialIndex ? () => setShown(true) : undefined}
            draggable={false}
            className="size-full object-contain"
            data-slot="product-gallery-image"
          />
        </div>
      ))}
    </Carousel>
  );
}
