import { formFields } from '@tonewood/rules';
import './jitless';
import { z } from 'zod';
import { textField, type FieldTexts } from './fields';
import type { Language } from '@tonewood/rules';
import { validationMessages } from './messages';

export interface WithdrawalSchemaMessages {
  required: string;
  email: string;
  orderNumber: string;
  /** For a value over its limit; `{max}` is filled in. */
  tooLong: string;
  /** For a line break or control character in a one-line field. The English text when left out. */
  singleLine?: string;
  /** For a control character in free text. The English text when left out. */
  controlCharacters?: string;
}

const messagesFor = (language: Language): WithdrawalSchemaMessages => {
  const s = validationMessages[language];
  return {
    required: s.required,
    email: s.invalidEmail,
    orderNumber: s.invalidOrderNumber,
    tooLong: s.tooLong,
    singleLine: s.singleLine,
    controlCharacters: s.controlCharacters,
  };
};

/** The library's texts, for the site function that validates a withdrawal on its own. */
export const withdrawalSchemaMessages = { en: messagesFor('en'), de: messagesFor('de') };

/** The most items one withdrawal names (an order of the shop never holds more lines). */
const MAX_ITEMS = 100;

/**
 * The withdrawal form (§ 356a BGB): name, order number (digits, optionally after '#'), the email
 * address of the order, optionally which of its items (line item ids; none = all) and a free
 * text. Shared by the form and the site function (/api/withdrawal).
 */
export function createWithdrawalSchema(messages: WithdrawalSchemaMessages = withdrawalSchemaMessages.en) {
  const fields = formFields.withdrawal;
  const texts: FieldTexts = {
    required: messages.required,
    invalidEmail: messages.email,
    invalidOrderNumber: messages.orderNumber,
    tooLong: messages.tooLong,
    singleLine: messages.singleLine,
    controlCharacters: messages.controlCharacters,
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

// What /api/withdrawal answers (a check, a receipt, the period-ended and made-to-specification
// refusals, a neutral or field refusal), and the guest order page's POST /api/order answer the
// form prefills from: parsed in the browser, so only these shapes are shown.
const withdrawalItem = z.object({
  id: z.string(),
  title: z.string(),
  variant: z.string().nullish(),
  quantity: z.number(),
  madeToSpecification: z.boolean().optional(),
});
export type WithdrawalItem = z.infer<typeof withdrawalItem>;

const withdrawalSummary = z.object({
  order: z.object({ displayId: z.number(), items: z.array(withdrawalItem) }),
  withdrawn: z.array(withdrawalItem),
  excluded: z.array(withdrawalItem),
  lastDay: z.string(),
});
export type WithdrawalSummary = z.infer<typeof withdrawalSummary>;

export const withdrawalAnswerSchema = z.union([
  withdrawalSummary.extend({ success: z.literal(true), message: z.string(), receivedAt: z.string().optional() }),
  z.object({ success: z.literal(false), reason: z.literal('periodEnded'), message: z.string() }),
  z.object({ success: z.literal(false), reason: z.literal('madeToSpecification'), message: z.string() }),
  z.object({ success: z.literal(false), message: z.string(), errors: z.record(z.string(), z.string()).optional() }),
]);

/** The order page's function's answer, as far as the withdrawal form reads it. */
export const orderPrefillAnswerSchema = z.object({
  success: z.literal(true),
  order: z.object({
    id: z.string(),
    displayId: z.number(),
    email: z.string(),
    name: z.string().nullish(),
    items: z.array(withdrawalItem),
  }),
});
