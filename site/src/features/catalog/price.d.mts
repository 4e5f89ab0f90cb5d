import type { ReducedPrice } from '@tonewood/design-system';

export interface PricedVariant {
  id: string;
  calculated_price?: { calculated_amount?: number | null; original_amount?: number | null } | null;
}
export interface PricedProduct {
  metadata?: Record<string, unknown> | null;
  variants?: PricedVariant[] | null;
}
export interface ProductPrice {
  /** The 'from' price; null for a product without any price (no price is shown). */
  startPrice: number | null;
  /** The start price's reduction (its variant's), or null. */
  reduction: ReducedPrice | null;
  /** The reference price a surcharge badge compares with, or null. */
  referencePrice: number | null;
  taxIncluded: boolean;
  variantAmounts: Record<string, number | null>;
  variantReductions: Record<string, ReducedPrice | null>;
}
export declare function productPrice(
  product: PricedProduct,
  region?: { exportRegion?: boolean; lowest?: Record<string, number | null | undefined> },
): ProductPrice;
export declare function lowestByVariant(
  answer: { prices?: { variant_id: string; lowest_amount?: number | null }[] } | null | undefined,
): Record<string, number | null>;
