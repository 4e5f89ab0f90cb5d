import { describe, expect, it } from 'vitest';
import {
  checkField,
  fieldCharacters,
  fieldMessage,
  fieldMessages,
  formFields,
  storedValuePattern,
  type FieldRule,
} from './fields.js';

const { contactRequest, newsletter, quoteRequest, shippingAddress, withdrawal } = formFields;
const validRequest = { name: 'Ada', email: 'ada@example.org', location: 'Leipzig', consent: true };

/** The refused fields of a form with their message keys. */
const refusals = (fields: Record<string, FieldRule>, values: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(fields).flatMap(([field, rule]) => {
      const key = checkField(rule, values[field]);
      return key ? [[field, key]] : [];
    }),
  );

describe('the field table', () => {
  it('caps what Strapi stores: name 100, email 254, annotation 2,000, newsletter name 100', () => {
    expect(contactRequest.name.maxLength).toBe(100);
    expect(contactRequest.email.maxLength).toBe(254);
    expect(contactRequest.annotation.maxLength).toBe(2000);
    expect(newsletter.name.maxLength).toBe(100);
    expect(newsletter.recipientEmail.maxLength).toBe(254);
  });

  it('gives every text field a cap and every field a message in both languages', () => {
    for (const [form, fields] of Object.entries(formFields)) {
      for (const [field, rule] of Object.entries(fields as Record<string, FieldRule>)) {
        const keys = [rule.message, rule.invalidMessage, rule.tooLongMessage, fieldCharacters(rule)?.message].filter(
          (key) => key !== undefined,
        );
        for (const key of keys) {
          expect(fieldMessages.en[key], `${form}.${field}`).toBeTruthy();
          expect(fieldMessages.de[key], `${form}.${field}`).toBeTruthy();
        }
        if (rule.kind !== 'consent') expect(rule.maxLength, `${form}.${field}`).toBeTypeOf('number');
        if (rule.maxLength) expect(rule.tooLongMessage, `${form}.${field}`).toBeDefined();
      }
    }
  });

  it("keeps the spec's exact English texts", () => {
    expect(fieldMessages.en.required).toBe('This field is required');
    expect(fieldMessages.en.invalidEmail).toBe('Please enter a valid email address');
    expect(fieldMessages.en.shippingMethodRequired).toBe('Please select a shipping method');
    expect(fieldMessages.en.spam).toBe('Suspected spam. Please try again.');
  });

  it('fills the limit into the too-long text', () => {
    expect(fieldMessage('en', 'tooLong', contactRequest.name)).toBe('Please use at most 100 characters');
    expect(fieldMessage('de', 'tooLong', contactRequest.annotation)).toBe('Bitte verwende höchstens 2000 Zeichen');
    expect(fieldMessage('en', 'required', contactRequest.name)).toBe('This field is required');
  });
});

describe('checkField', () => {
  it('accepts a valid request, with or without the optional fields', () => {
    expect(refusals(contactRequest, validRequest)).toEqual({});
    expect(refusals(contactRequest, { ...validRequest, annotation: 'x'.repeat(2000), honeypot: '' })).toEqual({});
  });

  it('refuses missing, blank, over-long and malformed values with their message keys', () => {
    expect(refusals(contactRequest, {})).toEqual({
      name: 'required',
      email: 'required',
      location: 'required',
      consent: 'consentRequired',
    });
    expect(checkField(contactRequest.name, '   ')).toBe('required');
    expect(checkField(contactRequest.name, 'x'.repeat(101))).toBe('tooLong');
    expect(checkField(contactRequest.name, ` ${'x'.repeat(100)} `)).toBeUndefined();
    expect(checkField(contactRequest.email, 'ada@example')).toBe('invalidEmail');
    expect(checkField(contactRequest.email, 42)).toBe('invalidEmail');
    expect(checkField(contactRequest.consent, false)).toBe('consentRequired');
    expect(checkField(contactRequest.honeypot, 'http://spam')).toBe('spam');
  });

  it('uses the loose newsletter pattern: any text@text.text', () => {
    expect(checkField(newsletter.recipientEmail, 'x@y.z')).toBeUndefined();
    expect(checkField(contactRequest.email, 'x@y.z')).toBe('invalidEmail');
    expect(checkField(newsletter.recipientEmail, 'a da@tonewood.de')).toBe('newsletterForm.layerFormErrorEmail');
    expect(checkField(newsletter.name, 'x'.repeat(101))).toBe('newsletterForm.layerFormErrorTooLong');
    expect(checkField(newsletter.name, undefined)).toBeUndefined();
  });

  it('checks the quote reference and link', () => {
    expect(checkField(quoteRequest.reference, 'TW-0ABC123')).toBeUndefined();
    expect(checkField(quoteRequest.reference, 'TW-1; DROP')).toBe('invalidFormat');
    expect(checkField(quoteRequest.link, 'https://tonewood.example/de/configurator')).toBeUndefined();
    expect(checkField(quoteRequest.link, 'javascript:alert(1)')).toBe('invalidFormat');
  });
});

describe('an address list is not one email address', () => {
  const lists = [
    'a@example.com,workshop',
    'a@example.com, b@example.com',
    'a@example.com;b@example.com',
    '"a"@example.com',
  ];
  it.each(lists)('refuses %j in the newsletter and the request forms', (value) => {
    expect(checkField(newsletter.recipientEmail, value)).toBe('newsletterForm.layerFormErrorEmail');
    expect(checkField(contactRequest.email, value)).toBe('invalidEmail');
    expect(storedValuePattern(newsletter.recipientEmail)!.test(value)).toBe(false);
  });
  it('still takes any plain text@text.text in the newsletter', () => {
    expect(checkField(newsletter.recipientEmail, 'ada+news@tonewood.co.uk')).toBeUndefined();
    expect(checkField(newsletter.recipientEmail, 'müller@bücher.de')).toBeUndefined();
  });
});

describe('single-line fields refuse line breaks and control characters', () => {
  const broken = [
    'Ada\nour bank changed',
    'Ada\r\nBcc: x@evil.example',
    'Ada\u0000',
    'Ada\tLovelace',
    'Ada\u2028x',
    'Ada\u0085x',
  ];
  const singleLine: [string, FieldRule][] = [
    ['contact name', contactRequest.name],
    ['location', contactRequest.location],
    ['quote product', quoteRequest.product],
    ['withdrawal name', withdrawal.name],
    ['first name', shippingAddress.firstName],
    ['address', shippingAddress.address],
    ['city', shippingAddress.city],
    ['phone', shippingAddress.phone],
  ];
  it.each(singleLine)('%s', (_label, rule) => {
    for (const value of broken) expect(checkField(rule, value), JSON.stringify(value)).toBe('singleLine');
    expect(checkField(rule, 'Ada Lovelace-Byron')).toBeUndefined();
    expect(checkField(rule, 'Zoë Straße 7')).toBeUndefined();
  });
  it("refuses them in the newsletter's name with its own key, and in an email as an invalid address", () => {
    expect(checkField(newsletter.name, 'Ada\nhttp://evil.example')).toBe('newsletterForm.layerFormErrorSingleLine');
    expect(checkField(contactRequest.email, 'ada@example.org\nBcc: x@y.z')).toBe('invalidEmail');
    expect(checkField(withdrawal.orderNumber, '#\n12')).toBe('invalidOrderNumber');
    expect(checkField(shippingAddress.postalCode, '041\n09')).toBe('singleLine');
    expect(checkField(quoteRequest.link, 'https://tonewood.example/\u0000')).toBe('invalidFormat');
  });
  it('has the texts in both languages', () => {
    expect(fieldMessage('en', 'singleLine', contactRequest.name)).toBe(
      'Please write this on one line, without line breaks or control characters',
    );
    expect(fieldMessage('de', 'singleLine', contactRequest.name)).toBe(
      'Bitte schreib dies in eine Zeile, ohne Zeilenumbrüche oder Steuerzeichen',
    );
  });
});

describe('free text keeps its line breaks, no other control character', () => {
  it.each([contactRequest.annotation, withdrawal.message])('%#', (rule) => {
    expect(checkField(rule, 'Dear workshop,\r\nplease call me.\n\nAda')).toBeUndefined();
    expect(checkField(rule, 'Hello\u0000')).toBe('controlCharacters');
    expect(checkField(rule, 'Hello\u001B[31m')).toBe('controlCharacters');
    expect(checkField(rule, 'a\tb')).toBe('controlCharacters');
  });
});

describe('storedValuePattern (Strapi)', () => {
  it("joins the kind's characters and the rule's own pattern", () => {
    const email = storedValuePattern(contactRequest.email)!;
    expect(email.test('ada@example.org')).toBe(true);
    expect(email.test('ada@example.org\n')).toBe(false);
    const name = storedValuePattern(contactRequest.name)!;
    expect(name.test('Ada')).toBe(true);
    expect(name.test('')).toBe(true);
    expect(name.test('Ada\nx')).toBe(false);
    expect(storedValuePattern(contactRequest.annotation)!.test('a\nb')).toBe(true);
    expect(storedValuePattern(contactRequest.consent)).toBeUndefined();
    // Strapi builds its check from the source alone.
    expect(new RegExp(storedValuePattern(withdrawal.orderNumber)!.source).test('#\n12')).toBe(false);
    expect(new RegExp(storedValuePattern(withdrawal.orderNumber)!.source).test('# 12')).toBe(true);
  });
});
