// Site-local product card composed from design-system pieces (Price, PriceBadge,
// AvailabilityBadge) until the library's commerce/ProductCard lands.
import { AvailabilityBadge, Price, PriceBadge, type Availability } from '@tonewood/design-system';
import { LocalizedLink } from '../layout/LocalizedLink';

export interface ProductTileData {
  handle: string;
  href: string;
  title: string;
  subtitle: string;
  availability: Availability;
  startPrice: number;
  listPrice: number | null;
  image: string | null;
  imageAlt: string;
}

export function ProductTile({ product, eager = false }: { product: ProductTileData; eager?: boolean }) {
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-lg border border-maple-300 bg-white transition-shadow hover:shadow-md">
      <div className="relative aspect-[4/3] bg-maple-100">
        {product.image && (
          <img
            src={product.image}
            alt={product.imageAlt}
            width={800}
            height={600}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="size-full object-contain p-4"
          />
        )}
        {product.listPrice != null && (
          <PriceBadge price={product.startPrice} listPrice={product.listPrice} className="absolute left-3 top-3" />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <AvailabilityBadge status={product.availability} size="sm" className="self-start" />
        <h3 className="font-display text-lg font-semibold leading-snug">
          <LocalizedLink to={product.href} className="after:absolute after:inset-0">
            {product.title}
          </LocalizedLink>
        </h3>
        <p className="text-sm text-walnut-600">{product.subtitle}</p>
        <Price amount={product.startPrice} from size="sm" className="mt-auto pt-2" />
      </div>
    </article>
  );
}
