import { describe, expect, it } from 'vitest';
import { checkField, fieldMessage, fieldMessages, formFields, type FieldRule } from './fields.js';

const { contactRequest, newsletter, quoteRequest } = formFields;
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
        const keys = [rule.message, rule.invalidMessage, rule.tooLongMessage].filter((key) => key !== undefined);
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
