// The promotion code field, loaded apart from the cart page's first load: it brings the form
// library and zod, which the rows and the summary do not need (CartView loads it with the cart).
export { PromotionCodeField as default } from '@tonewood/design-system';
