import { z } from 'zod';
import { validationMessages, type ValidationLocale } from './messages';

export interface RequestSchemaMessages {
  required: string;
  email: string;
  consent: string;
  spam: string;
}

const messagesFor = (locale: ValidationLocale): RequestSchemaMessages => {
  const s = validationMessages[locale];
  return { required: s.required, email: s.invalidEmail, consent: s.consentRequired, spam: s.spam };
};

/** The library's texts, for a site function that validates a request on its own. */
export const requestSchemaMessages = { 'en-US': messagesFor('en-US'), 'de-DE': messagesFor('de-DE') };

const required = (message: string) => z.string({ error: message }).trim().min(1, { error: message, abort: true });

/**
 * Quote and contact requests (spec section 5): name, email, location and consent are required,
 * the annotation is free text, and a filled honeypot blocks the submission as suspected spam.
 * Shared by the forms and the site functions that send the emails.
 */
export function createRequestSchema(messages: RequestSchemaMessages = requestSchemaMessages['en-US']) {
  return z.object({
    name: required(messages.required),
    email: required(messages.required).pipe(z.email({ error: messages.email })),
    location: required(messages.required),
    annotation: z.string().optional(),
    consent: z.boolean({ error: messages.consent }).refine((given) => given, { error: messages.consent }),
    honeypot: z.string().max(0, { error: messages.spam }).optional(),
  });
}

export type RequestValues = z.infer<ReturnType<typeof createRequestSchema>>;

/**
 * A quote request as the configurator sends it: the request fields plus the product it is about,
 * the chosen configuration (option name to value), its total, reference and link, all optional.
 */
export function createQuoteRequestSchema(messages: RequestSchemaMessages = requestSchemaMessages['en-US']) {
  return createRequestSchema(messages).extend({
    product: z.string().trim().max(200).optional(),
    configuration: z.record(z.string().max(100), z.union([z.string().max(200), z.number(), z.boolean()])).optional(),
    /** The configuration's total in EUR (VAT included), its reference and the link that reopens it. */
    total: z.number().nonnegative().max(1_000_000).optional(),
    reference: z
      .string()
      .regex(/^TW-[0-9A-Z]{7}$/)
      .optional(),
    link: z
      .url({ protocol: /^https?$/ })
      .max(2000)
      .optional(),
  });
}

export type QuoteRequestValues = z.infer<ReturnType<typeof createQuoteRequestSchema>>;
export type ContactRequestValues = RequestValues;
