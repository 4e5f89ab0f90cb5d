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
} from './schemas';
