// Public exports of the commerce area; src/index.ts re-exports this file.
export * from './Price';
export * from './PriceBadge';
export * from './AvailabilityBadge';
export * from './ProductCard';
export * from './ProductGallery';
export * from './Picture';
export * from './VariantSelector';
export * from './QuantityStepper';
export * from './CartLineItem';
export * from './CartSummary';
export * from './PromotionCodeField';
export * from './EmptyCart';
export * from './ShippingModal';
export * from './Alert';
export * from './Toast';
export * from './ProductSafety';
export type { ProductImage, ImageSource, LinkComponent, LinkLikeProps, ReducedPrice } from './types';
export { commerceStrings, useCommerceStrings, type CommerceStringKey } from './strings';
