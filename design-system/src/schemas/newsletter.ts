import { formFields, simpleEmailPattern } from '@tonewood/rules';
import './jitless';
import { z } from 'zod';
import { consentField, honeypotField, textField } from './fields';

const fields = formFields.newsletter;

/** Text, an at sign, text, a dot, text (spec section 5); deliberately no stricter than that. */
export const newsletterEmailPattern = simpleEmailPattern;

export interface NewsletterSchemaMessages {
  email: string;
  optIn: string;
  honeypot: string;
  /** For a name or address over its limit; `{max}` is filled in. The key when left out. */
  tooLong?: string;
  /** For a line break or control character in the name. The key when left out. */
  singleLine?: string;
}

/** The spec's message keys; the site function can answer with these and let the form translate. */
export const newsletterErrorKeys = {
  email: fields.recipientEmail.message,
  optIn: fields.optIn.message,
  honeypot: fields.honeypot.message,
  tooLong: fields.name.tooLongMessage,
  singleLine: fields.name.charactersMessage,
} satisfies NewsletterSchemaMessages;

/**
 * The newsletter registration rules of spec section 5, shared by the form and the site function:
 * recipientEmail must look like text@text.text, optIn must be checked, the honeypot must stay
 * empty, and the name is optional (only its length is capped, as for storage). Pass translated
 * messages, or keep the message keys.
 */
export function createNewsletterSchema(messages: NewsletterSchemaMessages = newsletterErrorKeys) {
  const texts = {
    [fields.recipientEmail.message]: messages.email,
    [fields.optIn.message]: messages.optIn,
    [fields.honeypot.message]: messages.honeypot,
    [fields.name.tooLongMessage]: messages.tooLong ?? newsletterErrorKeys.tooLong,
    [fields.name.charactersMessage]: messages.singleLine ?? newsletterErrorKeys.singleLine,
  };
  return z.object({
    name: textField(fields.name, texts).optional(),
    recipientEmail: textField(fields.recipientEmail, texts),
    optIn: consentField(fields.optIn, texts),
    honeypot: honeypotField(fields.honeypot, texts),
  });
}

export type NewsletterValues = z.infer<ReturnType<typeof createNewsletterSchema>>;
