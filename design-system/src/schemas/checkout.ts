import { formFields } from '@tonewood/rules';
import './jitless';
import { z } from 'zod';
import { textField, type FieldTexts } from './fields';
import type { Language } from '@tonewood/rules';
import { validationMessages } from './messages';

export interface CheckoutSchemaMessages {
  required: string;
  invalidEmail: string;
  shippingMethodRequired: string;
  /** For a value over its limit; `{max}` is filled in. */
  tooLong: string;
  /** For a line break or control character in a one-line field. The English text when left out. */
  singleLine?: string;
  /** For a control character in free text. The English text when left out. */
  controlCharacters?: string;
}

const messagesFor = (language: Language): CheckoutSchemaMessages => {
  const s = validationMessages[language];
  return {
    required: s.required,
    invalidEmail: s.invalidEmail,
    shippingMethodRequired: s.shippingMethodRequired,
    tooLong: s.tooLong,
    singleLine: s.singleLine,
    controlCharacters: s.controlCharacters,
  };
};

/** The spec's messages in en (exact) and de, for the site when it validates on its own. */
export const checkoutSchemaMessages = { en: messagesFor('en'), de: messagesFor('de') };

const en = checkoutSchemaMessages.en;

const textsOf = (messages: CheckoutSchemaMessages): FieldTexts => ({
  required: messages.required,
  invalidEmail: messages.invalidEmail,
  tooLong: messages.tooLong,
  singleLine: messages.singleLine,
  controlCharacters: messages.controlCharacters,
});

/** Checkout contact: an email, required and well-formed. */
export function createCheckoutContactSchema(messages: CheckoutSchemaMessages = en) {
  return z.object({ email: textField(formFields.checkoutContact.email, textsOf(messages)) });
}

/** Shipping address (spec section 3): company, apartment and phone are optional, the rest required. */
export function createShippingAddressSchema(messages: CheckoutSchemaMessages = en) {
  const fields = formFields.shippingAddress;
  const texts = textsOf(messages);
  return z.object({
    firstName: textField(fields.firstName, texts),
    lastName: textField(fields.lastName, texts),
    company: textField(fields.company, texts).optional(),
    address: textField(fields.address, texts),
    apartment: textField(fields.apartment, texts).optional(),
    city: textField(fields.city, texts),
    postalCode: textField(fields.postalCode, texts),
    country: textField(fields.country, texts),
    phone: textField(fields.phone, texts).optional(),
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
    z.object({ method: z.literal('card'), nameOnCard: textField(formFields.payment.nameOnCard, textsOf(messages)) }),
    z.object({ method: z.literal('bankTransfer'), nameOnCard: z.string().optional() }),
  ]);
}

export type CheckoutContact = z.infer<ReturnType<typeof createCheckoutContactSchema>>;
export type ShippingAddress = z.infer<ReturnType<typeof createShippingAddressSchema>>;
export type ShippingMethodChoice = z.infer<ReturnType<typeof createShippingMethodSchema>>;
export type PaymentMethodChoice = z.infer<ReturnType<typeof createPaymentMethodSchema>>;
export type PaymentMethodKind = PaymentMethodChoice['method'];
