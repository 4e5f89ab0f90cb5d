export { Price, type PriceProps } from './Price';
export { formatPrice } from './formatPrice';
