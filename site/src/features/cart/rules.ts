// The cart's business rules as pure functions (spec sections 4, 5, 8): what the badge counts, how
// a quantity is bounded, which failures mean "the cart is gone", which shop error a failure shows,
// and how a Medusa cart becomes the rows and totals the cart page shows.
import type { ReducedPrice, ShippingResult, ShopError } from '@tonewood/design-system';
import { priceReduction, vatIn } from '@tonewood/rules';
import type { HttpTypes } from '@medusajs/types';
import type { StoreCart as Cart } from '../../lib/data';

/** The badge's number: every piece of every line. */
export function totalQuantity(cart: Pick<Cart, 'items'> | null | undefined): number {
  return (cart?.items ?? []).reduce((sum, line) => sum + line.quantity, 0);
}

const statusOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error ? (error as { status?: number }).status : undefined;
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error ?? ''));

/**
 * A 404 or not-found answer to fetching the cart: the stored id is stale and is cleared (spec 4).
 * So is a change Medusa refuses because the cart became an order (in another tab, or an answer lost).
 */
export function isCartGone(error: unknown): boolean {
  return statusOf(error) === 404 || /not[ _-]?found|is already completed/i.test(messageOf(error));
}

/** Whether a stored value can be a Medusa cart id (cart_ and letters or digits). */
export const isCartId = (value: string) => /^cart_[A-Za-z0-9_]{1,64}$/.test(value);

/** A cart that is an order already: no longer this browser's cart. */
export const isCompleted = (cart: Pick<Cart, 'completed_at'> | null | undefined) => Boolean(cart?.completed_at);

/** The shop error a failed add shows: the stock text when Medusa refused for inventory (spec 8). */
export function addError(error: unknown): ShopError {
  return /inventory|stock/i.test(messageOf(error)) ? 'insufficient-stock' : 'add-to-cart';
}

export interface CartRow {
  id: string;
  /** The product's handle: its page and picture in the build. */
  handle?: string;
  title: string;
  variant?: string;
  image: string | null;
  href?: string;
  unitPrice: number;
  /** A sale of the unit price with its 30-day lowest price (rules' priceReduction), else undefined. */
  reduction?: ReducedPrice;
  quantity: number;
}

export interface CartTotals {
  subtotal: number;
  taxAmount: number;
  /** Shipping chosen in Medusa; null while none is (the page shows its own estimate). */
  shipping: number | null;
  discount: number;
  total: number;
}

/**
 * The rows of the cart page in the order they were added (Medusa's order changes when a line is
 * updated; rows must not jump under the shopper's finger), with the product page each links to.
 */
export function cartRows(
  cart: Cart,
  productPath: (handle: string) => string | undefined,
  /** The 30-day lowest price of each line's variant (Medusa's price history), by variant id. */
  lowest: Record<string, number | null> = {},
): CartRow[] {
  const added = (line: HttpTypes.StoreCartLineItem) => (line.created_at ? new Date(line.created_at).getTime() : 0);
  return [...(cart.items ?? [])]
    .sort((a, b) => added(a) - added(b))
    .map((line) => ({
      id: line.id,
      handle: line.product_handle ?? undefined,
      title: line.product_title ?? line.title ?? '',
      variant: line.variant_title && line.variant_title !== 'Default variant' ? line.variant_title : undefined,
      image: line.thumbnail ?? null,
      href: line.product_handle ? productPath(line.product_handle) : undefined,
      unitPrice: Number(line.unit_price),
      reduction: lineReduction(line, lowest),
      quantity: line.quantity,
    }));
}

/** A line's sale: Medusa's compare-at unit price (a sale price list's original) and the 30-day lowest. */
function lineReduction(line: HttpTypes.StoreCartLineItem, lowest: Record<string, number | null>) {
  const reduction = priceReduction({
    amount: Number(line.unit_price),
    original: line.compare_at_unit_price == null ? null : Number(line.compare_at_unit_price),
    lowest: line.variant_id ? lowest[line.variant_id] : null,
  });
  return reduction ? { original: reduction.original, lowest: reduction.lowest } : undefined;
}

/**
 * The cart's totals as Medusa computed them (major units, EUR). The subtotal is what the rows add
 * up to (the items' total: gross where prices include VAT, net in the export region).
 */
export function cartTotals(cart: Cart): CartTotals {
  const n = (value: number | null | undefined) => Number(value ?? 0);
  return {
    subtotal: n(cart.item_total ?? cart.subtotal),
    taxAmount: n(cart.tax_total),
    // Chosen in Medusa once the cart has a shipping method (0 is free shipping, not 'not yet').
    shipping: cart.shipping_methods?.length || cart.shipping_total ? n(cart.shipping_total) : null,
    discount: n(cart.discount_total),
    total: n(cart.total),
  };
}

/**
 * The total and VAT the cart page shows. Until the checkout chooses a shipping method in Medusa,
 * Medusa's totals hold no shipping: the page adds its estimate to the total, and the VAT that
 * estimate holds to the VAT line (a gross amount where prices include VAT; none in the export zone),
 * so the VAT line is the VAT in the total shown.
 */
export function totalsWithEstimate(
  totals: Pick<CartTotals, 'total' | 'taxAmount' | 'shipping'>,
  estimate: number | null,
  includesTax: boolean,
): { total: number; taxAmount: number } {
  if (totals.shipping != null || estimate == null) return { total: totals.total, taxAmount: totals.taxAmount };
  const cents = (value: number) => Math.round(value * 100) / 100;
  return {
    total: cents(totals.total + estimate),
    taxAmount: cents(totals.taxAmount + (includesTax ? vatIn(estimate) : 0)),
  };
}

/** A cart with one line's quantity changed: the optimistic state shown while Medusa answers. */
export function withQuantity<C extends Pick<Cart, 'items'>>(cart: C, lineId: string, quantity: number): C {
  return { ...cart, items: (cart.items ?? []).map((l) => (l.id === lineId ? { ...l, quantity } : l)) };
}

/** A cart without one line: the optimistic state of a removal. */
export function withoutLine<C extends Pick<Cart, 'items'>>(cart: C, lineId: string): C {
  return { ...cart, items: (cart.items ?? []).filter((l) => l.id !== lineId) };
}

/**
 * The cart's shipping estimate, priced as the checkout prices it (Medusa's matrix fulfilment
 * provider, commerce/src/modules/matrix-fulfillment/pricing.ts): each product type of the cart
 * once, their shipping results added up (the shipping feature's calculation for the current
 * country); null when one of them cannot be shipped there or there is nothing to ship.
 */
export function shippingEstimate(
  lines: Pick<HttpTypes.StoreCartLineItem, 'product_type'>[],
  shippingFor: (productType: string) => ShippingResult,
): number | null {
  if (lines.length === 0) return null;
  let sum = 0;
  for (const type of new Set(lines.map((l) => l.product_type ?? ''))) {
    const result = shippingFor(type);
    if (result.status === 'unavailable') return null;
    if (result.status === 'paid') sum += result.amount;
  }
  // Cents, not binary fractions: 9.9 + 24 is 33.9.
  return Math.round(sum * 100) / 100;
}
