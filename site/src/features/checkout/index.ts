// The checkout feature: the checkout page with its steps (store.ts around the store API, rules.ts
// for step gating, addresses, payment choices and the spec's errors), the success page and the
// order confirmation. Only the checkout template imports it.
export { CheckoutView } from './CheckoutView';
export { BankDetails, type BankAccount } from './BankDetails';
export { MissingId } from './MissingId';
export { CheckoutSuccess, OrderConfirmation } from './OrderConfirmation';
export { cartIdFromPath } from './rules';
