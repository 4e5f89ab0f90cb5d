export { CartSummary, type CartSummaryProps, type SummaryDiscount } from './CartSummary';
