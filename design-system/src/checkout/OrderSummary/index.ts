export { OrderSummary, type Order, type OrderItem, type OrderSummaryProps } from './OrderSummary';
