export interface PricedVariant {
  id: string;
  calculated_price?: { calculated_amount?: number | null } | null;
}
export interface ProductPrice {
  /** The 'from' price; null for a product without any price (no price is shown). */
  startPrice: number | null;
  listPrice: number | null;
  taxIncluded: boolean;
  variantAmounts: Record<string, number | null>;
}
export declare function productPrice(
  product: { metadata?: Record<string, unknown> | null; variants?: PricedVariant[] | null },
  region?: { exportRegion?: boolean },
): ProductPrice;
