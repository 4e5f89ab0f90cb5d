// @tonewood/design-system/schemas: the zod schemas and validation texts of the shop's forms,
// free of React, so a server function can validate a body with the rules the forms use.
// The package root re-exports all of it too.
export { validationMessages } from './messages';
export {
  checkoutSchemaMessages,
  createCheckoutContactSchema,
  createPaymentMethodSchema,
  createShippingAddressSchema,
  createShippingMethodSchema,
  type CheckoutContact,
  type CheckoutSchemaMessages,
  type PaymentMethodChoice,
  type PaymentMethodKind,
  type ShippingAddress,
  type ShippingMethodChoice,
} from './checkout';
export {
  createQuoteRequestSchema,
  createRequestSchema,
  requestSchemaMessages,
  type ContactRequestValues,
  type QuoteRequestValues,
  type RequestSchemaMessages,
  type RequestValues,
} from './request';
export {
  createNewsletterSchema,
  newsletterEmailPattern,
  newsletterErrorKeys,
  type NewsletterSchemaMessages,
  type NewsletterValues,
} from './newsletter';
export {
  orderAnswerSchema,
  orderLinkAnswerSchema,
  orderLinkRequestSchema,
  orderLookupSchema,
  orderViewSchema,
  type OrderLinkRequest,
  type OrderLookup,
  type OrderView,
} from './order';
export {
  createWithdrawalSchema,
  orderNumberDigits,
  orderPrefillAnswerSchema,
  withdrawalAnswerSchema,
  type WithdrawalItem,
  type WithdrawalSummary,
  withdrawalSchemaMessages,
  type WithdrawalSchemaMessages,
  type WithdrawalValues,
} from './withdrawal';
export { createPromotionCodeSchema, type PromotionCodeSchemaMessages } from './promotion';
