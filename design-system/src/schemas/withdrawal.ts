import { formFields } from '@tonewood/rules';
import { z } from 'zod';
import { textField, type FieldTexts } from './fields';
import { validationMessages, type ValidationLocale } from './messages';

export interface WithdrawalSchemaMessages {
  required: string;
  email: string;
  orderNumber: string;
  /** For a value over its limit; `{max}` is filled in. */
  tooLong: string;
}

const messagesFor = (locale: ValidationLocale): WithdrawalSchemaMessages => {
  const s = validationMessages[locale];
  return { required: s.required, email: s.invalidEmail, orderNumber: s.invalidOrderNumber, tooLong: s.tooLong };
};

/** The library's texts, for the site function that validates a withdrawal on its own. */
export const withdrawalSchemaMessages = { 'en-US': messagesFor('en-US'), 'de-DE': messagesFor('de-DE') };

/** The most items one withdrawal names (an order of the shop never holds more lines). */
const MAX_ITEMS = 100;

/**
 * The withdrawal form (§ 356a BGB): name, order number (digits, optionally after '#'), the email
 * address of the order, optionally which of its items (line item ids; none = all) and a free
 * text. Shared by the form and the site function (/api/withdrawal).
 */
export function createWithdrawalSchema(messages: WithdrawalSchemaMessages = withdrawalSchemaMessages['en-US']) {
  const fields = formFields.withdrawal;
  const texts: FieldTexts = {
    required: messages.required,
    invalidEmail: messages.email,
    invalidOrderNumber: messages.orderNumber,
    tooLong: messages.tooLong,
  };
  return z.object({
    name: textField(fields.name, texts),
    orderNumber: textField(fields.orderNumber, texts),
    email: textField(fields.email, texts),
    items: z
      .array(z.string().regex(/^[A-Za-z0-9_]{1,64}$/))
      .max(MAX_ITEMS)
      .optional(),
    message: textField(fields.message, texts).optional(),
  });
}

export type WithdrawalValues = z.infer<ReturnType<typeof createWithdrawalSchema>>;

/** The order number's digits ('#1042' → 1042). */
export const orderNumberDigits = (orderNumber: string): number => Number(orderNumber.replace(/[^0-9]/g, ''));
