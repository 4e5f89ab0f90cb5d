import { useId } from 'react';
import { cn } from '../../lib/cn';
import { Spinner } from '../../primitives/Spinner/Spinner';
import { formatPrice } from '../Price';
import { PriceBadge, priceDisplay } from '../PriceBadge';
import { QuantityStepper } from '../QuantityStepper';
import { useCommerceStrings } from '../strings';
import { useDsStrings } from '../../i18n/useDsStrings';
import type { LinkComponent, ProductImage, ReducedPrice } from '../types';
import { TrashIcon } from '../../icons';

export interface CartLineItemProps {
  title: string;
  /** The chosen variant in words, e.g. 'Amber burst · Right-handed'. */
  variant?: string;
  image: ProductImage;
  /** Link to the product page; the title is plain text without it. */
  href?: string;
  linkComponent?: LinkComponent;
  /** Price of one piece in EUR. */
  unitPrice: number;
  /** A reduction of the unit price: struck-through original, 30-day lowest price and badge. */
  reduction?: ReducedPrice;
  quantity: number;
  /** Upper bound for the quantity (stock left). */
  maxQuantity?: number;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
  /** While the cart call runs: the row is marked busy and its controls wait. */
  busy?: boolean;
  className?: string;
}

/** One cart row: picture, title, variant, unit price, quantity stepper, remove and the line total. */
export function CartLineItem({
  title,
  variant,
  image,
  href,
  linkComponent: Link = 'a',
  unitPrice,
  reduction,
  quantity,
  maxQuantity,
  onQuantityChange,
  onRemove,
  busy = false,
  className,
}: CartLineItemProps) {
  const t = useCommerceStrings();
  const ds = useDsStrings();
  const titleId = useId();
  const { reduced, percent } = priceDisplay(unitPrice, { reduction });
  return (
    <article
      data-slot="cart-line-item"
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
      className={cn(
        'grid grid-cols-[5.5rem_1fr] gap-x-4 gap-y-3 border-b border-maple-300 py-4 sm:grid-cols-[7rem_1fr_auto]',
        className,
      )}
    >
      <div className="row-span-2 aspect-square overflow-hidden rounded-md bg-maple-100 sm:row-span-1">
        <img src={image.src} alt={image.alt} className="size-full object-cover" />
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <h3 id={titleId} className="font-display text-base font-semibold leading-snug text-walnut-900">
          {href ? (
            <Link
              href={href}
              className="rounded-sm hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
            >
              {title}
            </Link>
          ) : (
            title
          )}
        </h3>
        {variant && <p className="text-sm text-walnut-600">{variant}</p>}
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-walnut-600">
          <span>
            {t('unitPrice')}:{' '}
            {reduced && (
              <s className="tabular-nums" data-slot="price-compare">
                {formatPrice(reduced.original)}
              </s>
            )}{' '}
            <span className="tabular-nums text-walnut-900">{formatPrice(unitPrice)}</span>
          </span>
          {reduced && <PriceBadge percent={percent} size="sm" />}
        </p>
        {reduced && (
          <p className="text-xs text-walnut-700" data-slot="price-lowest">
            {ds('lowestPrice', { price: formatPrice(reduced.lowest) })}
          </p>
        )}
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <QuantityStepper
            size="sm"
            value={quantity}
            max={maxQuantity}
            onChange={onQuantityChange}
            disabled={busy}
            label={t('quantityOf', { name: title })}
          />
          <button
            type="button"
            onClick={onRemove}
            disabled={busy}
            aria-label={t('removeItem', { name: title })}
            className={cn(
              'inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-md px-2 text-sm text-walnut-800 underline-offset-4',
              'hover:text-oxblood-700 hover:underline focus-visible:outline-2 focus-visible:outline-amber-700',
              'disabled:cursor-not-allowed disabled:opacity-60',
            )}
            data-slot="cart-line-remove"
          >
            <TrashIcon />
            {t('remove')}
          </button>
          {busy && (
            <span role="status" className="inline-flex items-center gap-2 text-sm text-walnut-600">
              <Spinner />
              {t('updating')}
            </span>
          )}
        </div>
      </div>
      <p className="col-start-2 flex items-baseline gap-2 sm:col-start-3 sm:flex-col sm:items-end sm:gap-0">
        <span className="text-sm text-walnut-600">{t('lineTotal')}</span>
        <span
          className={cn('font-semibold tabular-nums', busy ? 'text-walnut-600' : 'text-walnut-900')}
          data-slot="cart-line-total"
        >
          {formatPrice(unitPrice * quantity)}
        </span>
      </p>
    </article>
  );
}
