// The schemas take their limits and texts from the field table of @tonewood/rules, so the forms,
// the site functions and Strapi refuse the same values with the same words.
import { fieldMessage, formFields } from '@tonewood/rules';
import { describe, expect, it } from 'vitest';
import { checkoutSchemaMessages, createShippingAddressSchema } from './checkout';
import { createNewsletterSchema } from './newsletter';
import { createWithdrawalSchema, withdrawalSchemaMessages } from './withdrawal';
import { createQuoteRequestSchema, createRequestSchema, requestSchemaMessages } from './request';

type Schema = { safeParse: (input: unknown) => { error?: { issues: { path: PropertyKey[]; message: string }[] } } };
const issuesOf = (schema: Schema, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

const request = { name: 'Ada', email: 'ada@example.com', location: 'Leipzig', consent: true, honeypot: '' };
const { contactRequest, quoteRequest, newsletter, shippingAddress } = formFields;

describe('schemas derived from the field table', () => {
  it('caps the request name at the table limit with its too-long text, in both languages', () => {
    const max = contactRequest.name.maxLength;
    expect(issuesOf(createRequestSchema(), { ...request, name: 'x'.repeat(max) })).toBeUndefined();
    expect(issuesOf(createRequestSchema(), { ...request, name: 'x'.repeat(max + 1) })).toEqual([
      ['name', fieldMessage('en', 'tooLong', contactRequest.name)],
    ]);
    expect(issuesOf(createRequestSchema(requestSchemaMessages.de), { ...request, name: 'x'.repeat(max + 1) })).toEqual([
      ['name', fieldMessage('de', 'tooLong', contactRequest.name)],
    ]);
  });

  it('caps email, location and annotation', () => {
    const over = (field: 'email' | 'location' | 'annotation') => 'x'.repeat(contactRequest[field].maxLength + 1);
    expect(
      issuesOf(createRequestSchema(), {
        ...request,
        email: `${over('email')}@example.com`,
        location: over('location'),
        annotation: over('annotation'),
      })?.map(([field]) => field),
    ).toEqual(['email', 'location', 'annotation']);
  });

  it('checks the quote reference with the table pattern', () => {
    expect(issuesOf(createQuoteRequestSchema(), { ...request, reference: 'TW-1; DROP' })).toEqual([
      ['reference', fieldMessage('en', quoteRequest.reference.invalidMessage, quoteRequest.reference)],
    ]);
  });

  it('caps the newsletter name, answering the message key the form translates', () => {
    const name = 'x'.repeat(newsletter.name.maxLength + 1);
    const valid = { recipientEmail: 'ada@tonewood.de', optIn: true, honeypot: '' };
    expect(issuesOf(createNewsletterSchema(), { ...valid, name })).toEqual([
      ['name', 'newsletterForm.layerFormErrorTooLong'],
    ]);
  });

  it('caps the shipping address fields, German text included', () => {
    const address = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      address: 'Holzweg 12',
      city: 'Leipzig',
      postalCode: 'x'.repeat(shippingAddress.postalCode.maxLength + 1),
      country: 'DE',
    };
    expect(issuesOf(createShippingAddressSchema(checkoutSchemaMessages.de), address)).toEqual([
      ['postalCode', fieldMessage('de', 'tooLong', shippingAddress.postalCode)],
    ]);
  });

  it('refuses a line break in single-line fields with the form text, in both languages', () => {
    const injected = 'Ada\nOur bank changed: pay to http://evil.example';
    expect(issuesOf(createRequestSchema(), { ...request, name: injected })).toEqual([
      ['name', 'Please write this on one line, without line breaks or control characters'],
    ]);
    expect(
      issuesOf(createQuoteRequestSchema(requestSchemaMessages.de), { ...request, product: 'Gitarre\r\nBcc: x' }),
    ).toEqual([['product', 'Bitte schreib dies in eine Zeile, ohne Zeilenumbrüche oder Steuerzeichen']]);
    const address = {
      firstName: injected,
      lastName: 'L',
      address: 'Holzweg 12',
      city: 'Leipzig\u0000',
      postalCode: '04109',
      country: 'DE',
    };
    expect(issuesOf(createShippingAddressSchema(checkoutSchemaMessages.de), address)).toEqual([
      ['firstName', fieldMessage('de', 'singleLine', shippingAddress.firstName)],
      ['city', fieldMessage('de', 'singleLine', shippingAddress.city)],
    ]);
    const valid = { recipientEmail: 'ada@tonewood.de', optIn: true, honeypot: '' };
    expect(issuesOf(createNewsletterSchema(), { ...valid, name: injected })).toEqual([
      ['name', 'newsletterForm.layerFormErrorSingleLine'],
    ]);
  });

  it('keeps line breaks in free text but refuses other control characters', () => {
    expect(issuesOf(createRequestSchema(), { ...request, annotation: 'Hello,\r\n\nplease call.' })).toBeUndefined();
    expect(issuesOf(createRequestSchema(), { ...request, annotation: 'Hello\u001B[2J' })).toEqual([
      ['annotation', 'Please remove the control characters from this text'],
    ]);
    const withdrawal = { name: 'Ada', orderNumber: '#12', email: 'ada@example.com', message: 'a\u0007' };
    expect(issuesOf(createWithdrawalSchema(withdrawalSchemaMessages.de), withdrawal)).toEqual([
      ['message', 'Bitte entferne die Steuerzeichen aus diesem Text'],
    ]);
  });

  it('refuses an address list as an email, the newsletter included', () => {
    expect(issuesOf(createRequestSchema(), { ...request, email: 'a@example.com,workshop' })).toEqual([
      ['email', 'Please enter a valid email address'],
    ]);
    const registration = { recipientEmail: 'a@example.com,workshop', optIn: true, honeypot: '' };
    expect(issuesOf(createNewsletterSchema(), registration)).toEqual([
      ['recipientEmail', 'newsletterForm.layerFormErrorEmail'],
    ]);
  });
});
