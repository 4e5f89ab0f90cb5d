import { cn } from '../../lib/cn';
import { AvailabilityBadge, type Availability } from '../AvailabilityBadge';
import { Picture } from '../Picture';
import { Price } from '../Price';
import { PriceBadge, priceDisplay } from '../PriceBadge';
import type { LinkComponent, ProductImage, ReducedPrice } from '../types';

export interface ProductCardProps {
  name: string;
  /** A short line under the name, e.g. 'Solid body, amber burst'. */
  subtitle?: string;
  href: string;
  image: ProductImage;
  availability: Availability;
  /** The selling (start) price in EUR. */
  price: number;
  /**
   * A reduction of the price: the struck-through original, the 30-day lowest price under the
   * price and a discount badge computed against that lowest price.
   */
  reduction?: ReducedPrice;
  /** A reference price below the price: a surcharge badge (never shown as a reduction). */
  referencePrice?: number;
  /** Marks the price as a start price ('from' / 'ab'), for products with variants. */
  from?: boolean;
  /** The link element; defaults to a plain <a>. Pass the site's router link for client navigation. */
  linkComponent?: LinkComponent;
  /** Heading level of the product name inside the listing. */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /**
   * For the first card of a listing, usually the page's largest paint: its image loads at once
   * and at high priority. Other cards load their images as they near the viewport.
   */
  priority?: boolean;
  className?: string;
}

/**
 * A product tile for category pages and featured rows: image, name, availability and a start
 * price with a discount or surcharge badge. The whole card is one link (the name), so screen
 * readers hear the product once and the keyboard reaches it with one Tab.
 */
export function ProductCard({
  name,
  subtitle,
  href,
  image,
  availability,
  price,
  reduction,
  referencePrice,
  from = false,
  linkComponent: Link = 'a',
  headingLevel: Heading = 'h3',
  priority = false,
  className,
}: ProductCardProps) {
  const { reduced, percent } = priceDisplay(price, { reduction, referencePrice });
  return (
    <article
      data-slot="product-card"
      className={cn(
        'group relative flex flex-col overflow-hidden rounded-lg border border-maple-300 bg-white',
        'transition-shadow duration-(--duration-fast) hover:shadow-md',
        'has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-amber-700',
        className,
      )}
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-maple-100">
        <Picture
          sources={image.sources}
          sizes={image.sizes}
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding={priority ? undefined : 'async'}
          className="size-full object-cover transition-transform duration-(--duration-base) group-hover:scale-[1.02] motion-reduce:transition-none"
        />
        {percent !== 0 && <PriceBadge percent={percent} className="absolute left-3 top-3 shadow-sm" />}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Heading className="font-display text-lg font-semibold leading-snug text-walnut-900">
          <Link
            href={href}
            className="after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:outline-none"
          >
            {name}
          </Link>
        </Heading>
        {subtitle && <p className="-mt-1 text-sm text-walnut-600">{subtitle}</p>}
        <div className="mt-auto flex flex-wrap items-end justify-between gap-x-3 gap-y-2 pt-2">
          <Price amount={price} from={from} compareAt={reduced?.original} lowestPrice={reduced?.lowest} size="md" />
          <AvailabilityBadge status={availability} size="sm" />
        </div>
      </div>
    </article>
  );
}
