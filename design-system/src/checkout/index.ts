// Public exports of the checkout area; src/index.ts re-exports this file.
export * from './CheckoutSteps';
export * from './ContactStep';
export * from './ShippingAddressForm';
export * from './ShippingMethodPicker';
export * from './PaymentMethodPicker';
export * from './ReviewStep';
export * from './ProcessingPayment';
export * from './OrderSummary';
export { checkoutStrings, type CheckoutMessages, type CheckoutStringKey } from './strings';
