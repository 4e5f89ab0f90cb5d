import type { Language } from '@tonewood/rules';
import { describe, expect, it } from 'vitest';
import { createQuoteRequestSchema, createRequestSchema, requestSchemaMessages } from './request';

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  location: 'Leipzig, Germany',
  annotation: '',
  consent: true,
  honeypot: '',
};
const issuesOf = (input: unknown, language: Language = 'en') =>
  createRequestSchema(requestSchemaMessages[language])
    .safeParse(input)
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('quote and contact request schema', () => {
  it('accepts a complete request; the annotation is optional', () => {
    expect(issuesOf(valid)).toBeUndefined();
    expect(issuesOf({ ...valid, annotation: undefined })).toBeUndefined();
  });

  it('requires name, email and location with the exact message', () => {
    expect(issuesOf({ ...valid, name: ' ', email: '', location: '' })).toEqual([
      ['name', 'This field is required'],
      ['email', 'This field is required'],
      ['location', 'This field is required'],
    ]);
  });

  it('checks the email', () => {
    expect(issuesOf({ ...valid, email: 'ada@' })).toEqual([['email', 'Please enter a valid email address']]);
  });

  it('requires consent', () => {
    expect(issuesOf({ ...valid, consent: false })).toEqual([['consent', 'Please agree so we can answer your request']]);
  });

  it('blocks a filled honeypot as spam, in English and German', () => {
    expect(issuesOf({ ...valid, honeypot: 'x' })).toEqual([['honeypot', 'Suspected spam. Please try again.']]);
    expect(issuesOf({ ...valid, honeypot: 'x' }, 'de')).toEqual([
      ['honeypot', 'Spamverdacht. Bitte versuche es erneut.'],
    ]);
  });
});

describe('quote request schema', () => {
  const quoteIssues = (input: unknown) =>
    createQuoteRequestSchema()
      .safeParse(input)
      .error?.issues.map((issue) => issue.path.join('.'));

  it('takes the request fields plus an optional product and configuration', () => {
    expect(quoteIssues(valid)).toBeUndefined();
    expect(
      quoteIssues({ ...valid, product: 'Nomad', configuration: { finish: 'Natural', strings: 6 } }),
    ).toBeUndefined();
  });

  it('refuses an over-long product and a nested configuration', () => {
    expect(quoteIssues({ ...valid, product: 'x'.repeat(201) })).toEqual(['product']);
    expect(quoteIssues({ ...valid, configuration: { finish: { deep: true } } })).toEqual(['configuration.finish']);
  });
});
