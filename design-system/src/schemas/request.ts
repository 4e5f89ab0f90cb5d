import { formFields } from '@tonewood/rules';
import './jitless';
import { z } from 'zod';
import { consentField, honeypotField, textField, type FieldTexts } from './fields';
import type { Language } from '@tonewood/rules';
import { validationMessages } from './messages';

export interface RequestSchemaMessages {
  required: string;
  email: string;
  consent: string;
  spam: string;
  /** For a value over its limit; `{max}` is filled in. */
  tooLong: string;
  /** For a line break or control character in a one-line field. The English text when left out. */
  singleLine?: string;
  /** For a control character in free text. The English text when left out. */
  controlCharacters?: string;
}

const messagesFor = (language: Language): RequestSchemaMessages => {
  const s = validationMessages[language];
  return {
    required: s.required,
    email: s.invalidEmail,
    consent: s.consentRequired,
    spam: s.spam,
    tooLong: s.tooLong,
    singleLine: s.singleLine,
    controlCharacters: s.controlCharacters,
  };
};

/** The library's texts, for a site function that validates a request on its own. */
export const requestSchemaMessages = { en: messagesFor('en'), de: messagesFor('de') };

const textsOf = (messages: RequestSchemaMessages): FieldTexts => ({
  required: messages.required,
  invalidEmail: messages.email,
  consentRequired: messages.consent,
  spam: messages.spam,
  tooLong: messages.tooLong,
  singleLine: messages.singleLine,
  controlCharacters: messages.controlCharacters,
});

/**
 * Quote and contact requests (spec section 5): name, email, location and consent are required,
 * the annotation is free text, and a filled honeypot blocks the submission as suspected spam.
 * Shared by the forms and the site functions that send the emails.
 */
export function createRequestSchema(messages: RequestSchemaMessages = requestSchemaMessages.en) {
  const fields = formFields.contactRequest;
  const texts = textsOf(messages);
  return z.object({
    name: textField(fields.name, texts),
    email: textField(fields.email, texts),
    location: textField(fields.location, texts),
    annotation: textField(fields.annotation, texts).optional(),
    consent: consentField(fields.consent, texts),
    honeypot: honeypotField(fields.honeypot, texts),
  });
}

export type RequestValues = z.infer<ReturnType<typeof createRequestSchema>>;

/**
 * A quote request as the configurator sends it: the request fields plus the product it is about,
 * the chosen configuration (option name to value), its total, reference and link, all optional.
 */
export function createQuoteRequestSchema(messages: RequestSchemaMessages = requestSchemaMessages.en) {
  const fields = formFields.quoteRequest;
  const texts = textsOf(messages);
  return createRequestSchema(messages).extend({
    product: textField(fields.product, texts).optional(),
    configuration: z.record(z.string().max(100), z.union([z.string().max(200), z.number(), z.boolean()])).optional(),
    /** The configuration's total in EUR (VAT included), its reference and the link that reopens it. */
    total: z.number().nonnegative().max(1_000_000).optional(),
    reference: textField(fields.reference, texts).optional(),
    link: textField(fields.link, texts).optional(),
  });
}

export type QuoteRequestValues = z.infer<ReturnType<typeof createQuoteRequestSchema>>;
export type ContactRequestValues = RequestValues;
