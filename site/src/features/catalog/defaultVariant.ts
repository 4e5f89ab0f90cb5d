// Which variant the product page shows: the one a link asks for (?variant=<variant id or SKU>),
// else the cheapest that can be bought now (else the cheapest), so the 'from' price and the
// selected price agree on arrival. Plain functions; the product template holds the state.
import type { Availability } from '@tonewood/design-system';

export interface VariantChoice {
  medusaId: string;
  sku: string;
  /** The variant's amount in the region; null without a price. */
  amount: number | null;
  availability: Availability;
}

/** The query parameter a shared product link names its variant in. */
export const VARIANT_PARAM = 'variant';

/** Can be put into the cart now: priced and not out of stock (built to order counts). */
export const isBuyable = (variant: VariantChoice): boolean =>
  variant.amount != null && variant.availability !== 'out-of-stock';

function cheapest<V extends VariantChoice>(variants: readonly V[]): V | undefined {
  return variants.reduce<V | undefined>(
    (best, v) => (v.amount != null && (best?.amount == null || v.amount < best.amount) ? v : best),
    undefined,
  );
}

/** The variant a `?variant=` value names: by Medusa id, else by SKU (any case). */
function requestedVariant<V extends VariantChoice>(
  variants: readonly V[],
  requested: string | null | undefined,
): V | undefined {
  const wanted = requested?.trim();
  if (!wanted) return undefined;
  return (
    variants.find((v) => v.medusaId === wanted) ??
    variants.find((v) => v.sku && v.sku.toLowerCase() === wanted.toLowerCase())
  );
}

/**
 * The variant the page opens on: the requested one when it exists; else the cheapest buyable one;
 * else the cheapest priced one; else the first. Ties keep the variants' order.
 */
export function defaultVariant<V extends VariantChoice>(
  variants: readonly V[],
  requested?: string | null,
): V | undefined {
  return (
    requestedVariant(variants, requested) ?? cheapest(variants.filter(isBuyable)) ?? cheapest(variants) ?? variants[0]
  );
}

/** How a link names a variant: its SKU when it has one (readable, stable), else its Medusa id. */
const variantParam = (variant: VariantChoice): string => variant.sku || variant.medusaId;

/** The page's address with `?variant=` set to the variant, the other parameters and the anchor kept. */
export function withVariant(href: string, variant: VariantChoice): string {
  const url = new URL(href);
  url.searchParams.set(VARIANT_PARAM, variantParam(variant));
  return `${url.pathname}${url.search}${url.hash}`;
}
