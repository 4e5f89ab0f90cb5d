import { z } from 'zod';
import { validationMessages, type ValidationLocale } from './messages';

export interface CheckoutSchemaMessages {
  required: string;
  invalidEmail: string;
  shippingMethodRequired: string;
}

const messagesFor = (locale: ValidationLocale): CheckoutSchemaMessages => {
  const s = validationMessages[locale];
  return { required: s.required, invalidEmail: s.invalidEmail, shippingMethodRequired: s.shippingMethodRequired };
};

/** The spec's messages in en (exact) and de, for the site when it validates on its own. */
export const checkoutSchemaMessages = { 'en-US': messagesFor('en-US'), 'de-DE': messagesFor('de-DE') };

const en = checkoutSchemaMessages['en-US'];

const required = (message: string) => z.string({ error: message }).trim().min(1, { error: message, abort: true });
const optional = () => z.string().trim().optional();

/** Checkout contact: an email, required and well-formed. */
export function createCheckoutContactSchema(messages: CheckoutSchemaMessages = en) {
  return z.object({
    email: required(messages.required).pipe(z.email({ error: messages.invalidEmail })),
  });
}

/** Shipping address (spec section 3): company, apartment and phone are optional, the rest required. */
export function createShippingAddressSchema(messages: CheckoutSchemaMessages = en) {
  return z.object({
    firstName: required(messages.required),
    lastName: required(messages.required),
    company: optional(),
    address: required(messages.required),
    apartment: optional(),
    city: required(messages.required),
    postalCode: required(messages.required),
    country: required(messages.required),
    phone: optional(),
  });
}

/** The shopper must choose one of the offered shipping methods. */
export function createShippingMethodSchema(messages: CheckoutSchemaMessages = en) {
  return z.object({
    shippingMethodId: z
      .string({ error: messages.shippingMethodRequired })
      .min(1, { error: messages.shippingMethodRequired }),
  });
}

/** Card (with the name on it) or bank transfer. */
export function createPaymentMethodSchema(messages: CheckoutSchemaMessages = en) {
  return z.discriminatedUnion('method', [
    z.object({ method: z.literal('card'), nameOnCard: required(messages.required) }),
    z.object({ method: z.literal('bankTransfer'), nameOnCard: z.string().optional() }),
  ]);
}

export type CheckoutContact = z.infer<ReturnType<typeof createCheckoutContactSchema>>;
export type ShippingAddress = z.infer<ReturnType<typeof createShippingAddressSchema>>;
export type ShippingMethodChoice = z.infer<ReturnType<typeof createShippingMethodSchema>>;
export type PaymentMethodChoice = z.infer<ReturnType<typeof createPaymentMethodSchema>>;
export type PaymentMethodKind = PaymentMethodChoice['method'];
