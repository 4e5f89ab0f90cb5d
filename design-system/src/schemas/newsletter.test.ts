import { describe, expect, it } from 'vitest';
import { createNewsletterSchema } from './newsletter';

const valid = { name: '', recipientEmail: 'ada@tonewood.de', optIn: true, honeypot: '' };
const messagesOf = (input: unknown) =>
  createNewsletterSchema()
    .safeParse(input)
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('newsletter schema (spec section 5)', () => {
  it('accepts a valid registration with or without a name', () => {
    expect(createNewsletterSchema().safeParse(valid).success).toBe(true);
    expect(createNewsletterSchema().safeParse({ ...valid, name: 'Ada' }).success).toBe(true);
    expect(createNewsletterSchema().safeParse({ ...valid, name: undefined }).success).toBe(true);
  });

  it.each(['', 'ada', 'ada@tonewood', '@tonewood.de', 'ada@.de', 'a da@tonewood.de'])(
    'rejects %j with newsletterForm.layerFormErrorEmail',
    (recipientEmail) => {
      expect(messagesOf({ ...valid, recipientEmail })).toEqual([
        ['recipientEmail', 'newsletterForm.layerFormErrorEmail'],
      ]);
    },
  );

  it('accepts any text@text.text', () => {
    expect(createNewsletterSchema().safeParse({ ...valid, recipientEmail: 'x@y.z' }).success).toBe(true);
  });

  it('needs the opt-in', () => {
    expect(messagesOf({ ...valid, optIn: false })).toEqual([['optIn', 'newsletterForm.layerFormErrorOptIn']]);
  });

  it('flags a filled honeypot', () => {
    expect(messagesOf({ ...valid, honeypot: 'http://spam' })).toEqual([
      ['honeypot', 'newsletterForm.layerFormErrorHoneyPot'],
    ]);
  });

  it('reports every failing rule at once, with translated messages when given', () => {
    const schema = createNewsletterSchema({ email: 'E', optIn: 'O', honeypot: 'H' });
    const issues = schema.safeParse({ recipientEmail: 'nope', optIn: false, honeypot: 'x' }).error?.issues;
    expect(issues?.map((i) => i.message)).toEqual(['E', 'O', 'H']);
  });
});
