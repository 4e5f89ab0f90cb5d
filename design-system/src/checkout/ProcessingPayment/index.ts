export { ProcessingPayment, type ProcessingPaymentProps } from './ProcessingPayment';
