// The fields of every form the shop posts, and the texts they are refused with: the one table the
// browser's zod schemas, the site functions and Strapi's submission types are derived from, so a
// limit or a message cannot differ between them.
import type { Language } from './language.js';

/**
 * The validation texts in en (spec section 5, exact) and de. `{max}` is filled with the field's
 * maximum length. The newsletter's keys are the spec's (newsletterForm.*): its site function
 * answers with the key and the form shows the text.
 */
export const fieldMessages = {
  en: {
    required: 'This field is required',
    invalidEmail: 'Please enter a valid email address',
    invalidFormat: 'Please check the format of this entry',
    tooLong: 'Please use at most {max} characters',
    consentRequired: 'Please agree so we can answer your request',
    spam: 'Suspected spam. Please try again.',
    shippingMethodRequired: 'Please select a shipping method',
    invalidOrderNumber: 'Please enter the order number as digits, e.g. 1042',
    singleLine: 'Please write this on one line, without line breaks or control characters',
    controlCharacters: 'Please remove the control characters from this text',
    'newsletterForm.layerFormErrorEmail': 'Please enter a valid email address.',
    'newsletterForm.layerFormErrorOptIn': 'Please confirm that you want to receive the newsletter.',
    'newsletterForm.layerFormErrorHoneyPot': 'Suspected spam. Please try again.',
    'newsletterForm.layerFormErrorTooLong': 'Please use at most {max} characters.',
    'newsletterForm.layerFormErrorSingleLine': 'Please write your name on one line, without line breaks.',
  },
  de: {
    required: 'Dieses Feld ist erforderlich',
    invalidEmail: 'Bitte gib eine gültige E-Mail-Adresse ein',
    invalidFormat: 'Bitte prüfe das Format dieser Angabe',
    tooLong: 'Bitte verwende höchstens {max} Zeichen',
    consentRequired: 'Bitte stimme zu, damit wir deine Anfrage beantworten können',
    spam: 'Spamverdacht. Bitte versuche es erneut.',
    shippingMethodRequired: 'Bitte wähle eine Versandart',
    invalidOrderNumber: 'Bitte gib die Bestellnummer als Ziffern ein, z. B. 1042',
    singleLine: 'Bitte schreib dies in eine Zeile, ohne Zeilenumbrüche oder Steuerzeichen',
    controlCharacters: 'Bitte entferne die Steuerzeichen aus diesem Text',
    'newsletterForm.layerFormErrorEmail': 'Bitte gib eine gültige E-Mail-Adresse ein.',
    'newsletterForm.layerFormErrorOptIn': 'Bitte bestätige, dass du den Newsletter erhalten möchtest.',
    'newsletterForm.layerFormErrorHoneyPot': 'Spamverdacht. Bitte versuche es erneut.',
    'newsletterForm.layerFormErrorTooLong': 'Bitte verwende höchstens {max} Zeichen.',
    'newsletterForm.layerFormErrorSingleLine': 'Bitte schreib deinen Namen in eine Zeile, ohne Zeilenumbrüche.',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type FieldMessageKey = keyof (typeof fieldMessages)['en'];

/**
 * What a field holds. Text kinds are strings with a maximum length; `consent` is a checkbox that
 * must be ticked; `honeypot` is the hidden field that must stay empty; `url` is an http(s) link.
 */
export type FieldKind =
  'text' | 'longText' | 'email' | 'phone' | 'postalCode' | 'countryCode' | 'reference' | 'url' | 'consent' | 'honeypot';

export interface FieldRule {
  readonly kind: FieldKind;
  readonly required: boolean;
  /** The most characters a text kind takes; absent for consent, 0 for the honeypot. */
  readonly maxLength?: number;
  /** The form a present value must have. */
  readonly pattern?: RegExp;
  /** The text for a missing required value, an unticked consent or a filled honeypot. */
  readonly message: FieldMessageKey;
  /** The text for a value that is there but does not match the pattern. */
  readonly invalidMessage?: FieldMessageKey;
  /** The text for a value over `maxLength`. */
  readonly tooLongMessage?: FieldMessageKey;
  /**
   * The text for a value with characters its kind refuses (see `fieldCharacters`): a line break or
   * control character in a single-line field, a control character in free text. By default
   * `controlCharacters` for free text, else the rule's `invalidMessage` when it has a pattern,
   * else `singleLine`.
   */
  readonly charactersMessage?: FieldMessageKey;
}

/**
 * A single-line value: no control character (C0, DEL, C1) and no Unicode line or paragraph
 * separator. None belongs in a name, an address line or a subject: typed into one, a line break
 * turns the shop's own mails (and their headers) into the sender's text.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
export const singleLinePattern = /^[^\u0000-\u001F\u007F-\u009F\u2028\u2029]*$/;

/** Free text (messages): line breaks (CR, LF) allowed, no other control character (tabs neither). */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
export const multiLinePattern = /^[^\u0000-\u0009\u000B\u000C\u000E-\u001F\u007F-\u009F]*$/;

/**
 * The characters a field's value may hold, by kind: free text (`longText`) may break lines, every
 * other text kind is one line. Undefined for the consent checkbox and the honeypot.
 */
export function fieldCharacters(rule: FieldRule): { pattern: RegExp; message: FieldMessageKey } | undefined {
  if (rule.kind === 'consent' || rule.kind === 'honeypot') return undefined;
  if (rule.kind === 'longText') {
    return { pattern: multiLinePattern, message: rule.charactersMessage ?? 'controlCharacters' };
  }
  // A field with a form of its own (an email, a reference) is refused with that form's text.
  const fallback = rule.pattern ? (rule.invalidMessage ?? rule.message) : 'singleLine';
  return { pattern: singleLinePattern, message: rule.charactersMessage ?? fallback };
}

/**
 * One pattern for everything a stored value must match: the kind's characters and the rule's own
 * pattern (Strapi's `regex` attribute takes one).
 */
export function storedValuePattern(rule: FieldRule): RegExp | undefined {
  const characters = fieldCharacters(rule)?.pattern;
  if (!characters) return rule.pattern;
  if (!rule.pattern) return characters;
  return new RegExp(`^(?=${characters.source.slice(1, -1)}$)(?:${rule.pattern.source})`);
}

/**
 * Text, an at sign, text, a dot, text (spec section 5): the newsletter's deliberately loose rule.
 * "Text" holds no space and none of the characters that separate or quote addresses in a mail
 * header (`,;<>"()[]\\`), so `a@example.com,workshop` is not one address.
 */
export const simpleEmailPattern = /^[^\s@,;<>"()[\]\\]+@[^\s@,;<>"()[\]\\]+\.[^\s@,;<>"()[\]\\]+$/;

/**
 * The stricter address rule of the request and checkout forms (the one zod 4's `z.email()`
 * applies): dot-separated local parts, a domain of labels and a top-level domain of two letters or more.
 */
export const emailPattern =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** An http(s) link without spaces: the quote's link back to its configuration. */
export const httpLinkPattern = /^https?:\/\/\S+$/i;

/** A configuration's reference, as the configurator makes it: TW- and seven characters. */
export const referencePattern = /^TW-[0-9A-Z]{7}$/;

/** An order number as the order mail and page show it: digits, optionally after a '#'. */
export const orderNumberPattern = /^#?\s*[0-9]{1,12}$/;

/** The longest address the mail standards allow (RFC 5321 path limit). */
const EMAIL_MAX = 254;

const text = <Max extends number, Required extends boolean>(maxLength: Max, required: Required) =>
  ({ kind: 'text', required, maxLength, message: 'required', tooLongMessage: 'tooLong' }) as const satisfies FieldRule;

const requestFields = {
  name: text(100, true),
  email: {
    kind: 'email',
    required: true,
    maxLength: EMAIL_MAX,
    pattern: emailPattern,
    message: 'required',
    invalidMessage: 'invalidEmail',
    tooLongMessage: 'tooLong',
  },
  location: text(100, true),
  annotation: { kind: 'longText', required: false, maxLength: 2000, message: 'required', tooLongMessage: 'tooLong' },
  consent: { kind: 'consent', required: true, message: 'consentRequired' },
  honeypot: { kind: 'honeypot', required: false, maxLength: 0, message: 'spam' },
} as const satisfies Record<string, FieldRule>;

/**
 * Every form of the shop, field by field. Strapi stores the newsletter, contact and quote
 * requests; the checkout's fields go to Medusa, whose columns set no limit of their own.
 */
export const formFields = {
  newsletter: {
    name: {
      kind: 'text',
      required: false,
      maxLength: 100,
      message: 'required',
      tooLongMessage: 'newsletterForm.layerFormErrorTooLong',
      charactersMessage: 'newsletterForm.layerFormErrorSingleLine',
    },
    recipientEmail: {
      kind: 'email',
      required: true,
      maxLength: EMAIL_MAX,
      pattern: simpleEmailPattern,
      message: 'newsletterForm.layerFormErrorEmail',
      invalidMessage: 'newsletterForm.layerFormErrorEmail',
      tooLongMessage: 'newsletterForm.layerFormErrorTooLong',
    },
    optIn: { kind: 'consent', required: true, message: 'newsletterForm.layerFormErrorOptIn' },
    honeypot: { kind: 'honeypot', required: false, maxLength: 0, message: 'newsletterForm.layerFormErrorHoneyPot' },
  },
  contactRequest: requestFields,
  quoteRequest: {
    ...requestFields,
    product: text(200, false),
    reference: {
      kind: 'reference',
      required: false,
      maxLength: 10,
      pattern: referencePattern,
      message: 'required',
      invalidMessage: 'invalidFormat',
      tooLongMessage: 'tooLong',
    },
    link: {
      kind: 'url',
      required: false,
      maxLength: 2000,
      pattern: httpLinkPattern,
      message: 'required',
      invalidMessage: 'invalidFormat',
      tooLongMessage: 'tooLong',
    },
  },
  /** The withdrawal function (§ 356a BGB): who, which order, and what the shopper wants to say. */
  withdrawal: {
    name: requestFields.name,
    orderNumber: {
      kind: 'text',
      required: true,
      maxLength: 14,
      pattern: orderNumberPattern,
      message: 'required',
      invalidMessage: 'invalidOrderNumber',
      tooLongMessage: 'invalidOrderNumber',
    },
    email: requestFields.email,
    message: { kind: 'longText', required: false, maxLength: 2000, message: 'required', tooLongMessage: 'tooLong' },
  },
  checkoutContact: {
    email: requestFields.email,
  },
  shippingAddress: {
    firstName: text(100, true),
    lastName: text(100, true),
    company: text(100, false),
    address: text(200, true),
    apartment: text(100, false),
    city: text(100, true),
    postalCode: { kind: 'postalCode', required: true, maxLength: 20, message: 'required', tooLongMessage: 'tooLong' },
    country: { kind: 'countryCode', required: true, maxLength: 2, message: 'required', tooLongMessage: 'tooLong' },
    phone: { kind: 'phone', required: false, maxLength: 40, message: 'required', tooLongMessage: 'tooLong' },
  },
  payment: {
    nameOnCard: text(100, true),
  },
} as const satisfies Record<string, Record<string, FieldRule>>;

/**
 * Medusa's address fields (what the store API takes for a cart's shipping and billing address)
 * and the checkout form's fields they are typed into: Medusa's columns have no limit of their own,
 * so its store middlewares hold every value to these rules (length and characters).
 */
export const storeAddressFields = {
  first_name: formFields.shippingAddress.firstName,
  last_name: formFields.shippingAddress.lastName,
  company: formFields.shippingAddress.company,
  address_1: formFields.shippingAddress.address,
  address_2: formFields.shippingAddress.apartment,
  city: formFields.shippingAddress.city,
  province: formFields.shippingAddress.city,
  postal_code: formFields.shippingAddress.postalCode,
  phone: formFields.shippingAddress.phone,
} as const satisfies Record<string, FieldRule>;

/** A message text with the rule's `{max}` filled in (texts without it come back unchanged). */
export function fillFieldMessage(text: string, rule: FieldRule): string {
  return text.replace('{max}', String(rule.maxLength ?? ''));
}

/** The text of a message key in a language, `{max}` filled from the rule. */
export function fieldMessage(language: Language, key: FieldMessageKey, rule: FieldRule): string {
  return fillFieldMessage(fieldMessages[language][key], rule);
}

/**
 * Checks one value against its rule, as the zod schemas do: text is trimmed, an empty optional
 * field passes. Returns the key of the message the field is refused with, or undefined.
 */
export function checkField(rule: FieldRule, value: unknown): FieldMessageKey | undefined {
  if (rule.kind === 'consent') return value === true ? undefined : rule.message;
  if (rule.kind === 'honeypot') return value === undefined || value === null || value === '' ? undefined : rule.message;
  if (value === undefined || value === null) return rule.required ? rule.message : undefined;
  if (typeof value !== 'string') return rule.invalidMessage ?? rule.message;
  const trimmed = value.trim();
  if (trimmed === '') return rule.required ? rule.message : undefined;
  if (rule.maxLength !== undefined && trimmed.length > rule.maxLength) return rule.tooLongMessage ?? rule.message;
  const characters = fieldCharacters(rule);
  if (characters && !characters.pattern.test(trimmed)) return characters.message;
  if (rule.pattern && !rule.pattern.test(trimmed)) return rule.invalidMessage ?? rule.message;
  return undefined;
}
