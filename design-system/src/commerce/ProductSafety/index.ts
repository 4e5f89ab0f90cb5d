export { ProductSafety, type Manufacturer, type ProductSafetyProps } from './ProductSafety';
export { mailtoHref } from './mailto';
