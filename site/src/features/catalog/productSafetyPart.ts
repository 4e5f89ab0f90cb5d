// The design system's safety block as a module of its own, for ProductSafetyLater's chunk.
export { ProductSafety as default } from '@tonewood/design-system';
