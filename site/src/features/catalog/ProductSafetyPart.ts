// The product's safety block (GPSR) on its own, for its chunk (ProductSafety.ts).
export { ProductSafety as default } from '@tonewood/design-system';
