/**
 * The validation texts of spec section 5 in en (exact) and de: the one copy the schemas, the
 * forms' dictionaries (checkout/strings.ts, engagement/strings.ts) and the site functions share.
 */
export const validationMessages = {
  'en-US': {
    required: 'This field is required',
    invalidEmail: 'Please enter a valid email address',
    shippingMethodRequired: 'Please select a shipping method',
    consentRequired: 'Please agree so we can answer your request',
    spam: 'Suspected spam. Please try again.',
  },
  'de-DE': {
    required: 'Dieses Feld ist erforderlich',
    invalidEmail: 'Bitte gib eine gültige E-Mail-Adresse ein',
    shippingMethodRequired: 'Bitte wähle eine Versandart',
    consentRequired: 'Bitte stimme zu, damit wir deine Anfrage beantworten können',
    spam: 'Spamverdacht. Bitte versuche es erneut.',
  },
} satisfies Record<string, Record<string, string>>;

export type ValidationLocale = keyof typeof validationMessages;
