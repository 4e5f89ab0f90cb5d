// The head's preload of a page's largest picture (the product page's first gallery picture, a
// listing's first tile, the home page's first slide): fetched at high priority while the HTML is
// still parsed, in the best format and at the same width the <picture> will choose (the same
// srcset and sizes), so the picture paints as soon as its box is laid out.
import type { ProductImage } from '@tonewood/design-system';

export function PicturePreload({ image }: { image: Pick<ProductImage, 'src' | 'sources' | 'sizes'> | undefined }) {
  if (!image?.src) return null;
  const best = image.sources?.[0];
  return best ? (
    <link
      rel="preload"
      as="image"
      href={image.src}
      imageSrcSet={best.srcSet}
      imageSizes={image.sizes}
      type={best.type}
      fetchPriority="high"
    />
  ) : (
    <link rel="preload" as="image" href={image.src} fetchPriority="high" />
  );
}
