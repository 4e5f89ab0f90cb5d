// Maps a catalog entry (from gatsby-node's context) onto the design system's ProductCard. Its
// prices follow the market's tax display (without VAT in export zones) at once.
import { ProductCard, type Availability, type ImageSource, type ReducedPrice } from '@tonewood/design-system';
import { displayAmount } from '@tonewood/rules';
import { SiteLink } from '../i18n';
import { useTaxIncluded } from '../market';

export interface ProductTileData {
  handle: string;
  href: string;
  title: string;
  subtitle: string;
  availability: Availability;
  startPrice: number;
  /** The start price's reduction: the struck-through original and the 30-day lowest price. */
  reduction: ReducedPrice | null;
  /** The reference price a surcharge badge compares with. */
  referencePrice: number | null;
  image: string | null;
  imageAlt: string;
  /** The image in AVIF and WebP at the renderer's widths (none for a picture without them). */
  imageSources: ImageSource[];
}

/**
 * A tile's width in the listings' grid (max-w-7xl, one column on a phone, two from sm, three or
 * four from lg): the `sizes` its picture's srcset is chosen by.
 */
export const TILE_IMAGE_SIZES = '(min-width: 1280px) 296px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

export function ProductTile({
  product,
  headingLevel = 'h3',
  priority = false,
}: {
  product: ProductTileData;
  headingLevel?: 'h2' | 'h3';
  /** The first tile of a page: its image is the largest paint, so it loads eagerly. */
  priority?: boolean;
}) {
  const includesTax = useTaxIncluded();
  const show = (amount: number) => displayAmount(amount, { includesTax });
  return (
    <ProductCard
      name={product.title}
      subtitle={product.subtitle}
      href={product.href}
      image={{
        src: product.image ?? '',
        alt: product.imageAlt,
        width: 800,
        height: 600,
        sources: product.imageSources,
        sizes: TILE_IMAGE_SIZES,
      }}
      availability={product.availability}
      price={show(product.startPrice)}
      reduction={
        product.reduction
          ? { original: show(product.reduction.original), lowest: show(product.reduction.lowest) }
          : undefined
      }
      referencePrice={product.referencePrice == null ? undefined : show(product.referencePrice)}
      from
      linkComponent={SiteLink}
      headingLevel={headingLevel}
      priority={priority}
      className="w-full"
    />
  );
}
