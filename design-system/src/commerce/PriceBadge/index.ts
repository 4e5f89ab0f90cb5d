export { PriceBadge, priceBadgeVariants, type PriceBadgeProps } from './PriceBadge';
export { priceChangePercent, priceChangeKind, type PriceChangeKind } from './percent';
export { priceDisplay } from './priceDisplay';
