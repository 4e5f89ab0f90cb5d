// Maps a catalog entry (from gatsby-node's context) onto the design system's ProductCard. Its
// prices follow the market's tax display (without VAT in export zones) at once.
import { ProductCard, type Availability, type ReducedPrice } from '@tonewood/design-system';
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
}

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
      image={{ src: product.image ?? '', alt: product.imageAlt, width: 800, height: 600 }}
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
