import { cn } from '../../lib/cn';
import { useNavigationStrings } from '../strings';
import type { NavLinkComponent } from '../types';
import { iconButton } from './iconButton';
import { BagIcon } from '../../icons';

/** The cart badge text: nothing at 0, the number up to 99, then "99+". */
export function cartBadgeText(quantity: number): string | null {
  if (!Number.isFinite(quantity) || quantity <= 0) return null;
  return quantity > 99 ? '99+' : String(Math.floor(quantity));
}

export interface CartLinkProps {
  href: string;
  /** Total item quantity; the badge shows only above 0. */
  quantity: number;
  linkComponent?: NavLinkComponent;
  className?: string;
}

/** The cart link: a bag icon with the item count badge, named "Cart, 2 items" for screen readers. */
export function CartLink({ href, quantity, linkComponent: Link = 'a', className }: CartLinkProps) {
  const t = useNavigationStrings();
  const badge = cartBadgeText(quantity);
  return (
    <Link href={href} data-slot="cart-link" className={cn(iconButton(), className)}>
      {/* The name lives in text, not aria-label, so it never contradicts the visible badge. */}
      <span className="sr-only">{badge ? t('cartWithCount', { count: Math.floor(quantity) }) : t('cart')}</span>
      <BagIcon />
      {badge && (
        <span
          data-slot="cart-badge"
          aria-hidden="true"
          className="absolute -right-1 top-0 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-amber-700 px-1 text-[0.6875rem] font-semibold leading-none text-white ring-2 ring-maple-50"
        >
          {badge}
        </span>
      )}
    </Link>
  );
}
