import { z } from 'zod';

/** Text, an at sign, text, a dot, text (spec section 5); deliberately no stricter than that. */
export const newsletterEmailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface NewsletterSchemaMessages {
  email: string;
  optIn: string;
  honeypot: string;
}

/** The spec's message keys; the site function can answer with these and let the form translate. */
export const newsletterErrorKeys: NewsletterSchemaMessages = {
  email: 'newsletterForm.layerFormErrorEmail',
  optIn: 'newsletterForm.layerFormErrorOptIn',
  honeypot: 'newsletterForm.layerFormErrorHoneyPot',
};

/**
 * The newsletter registration rules of spec section 5, shared by the form and the site function:
 * recipientEmail must look like text@text.text, optIn must be checked, the honeypot must stay
 * empty, and the name is not validated. Pass translated messages, or keep the message keys.
 */
export function createNewsletterSchema(messages: NewsletterSchemaMessages = newsletterErrorKeys) {
  return z.object({
    name: z.string().optional(),
    recipientEmail: z.string({ error: messages.email }).trim().regex(newsletterEmailPattern, { error: messages.email }),
    optIn: z.boolean({ error: messages.optIn }).refine((checked) => checked, { error: messages.optIn }),
    honeypot: z.string().max(0, { error: messages.honeypot }).optional(),
  });
}

export type NewsletterValues = z.infer<ReturnType<typeof createNewsletterSchema>>;
