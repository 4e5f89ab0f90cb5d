import { describe, expect, it } from 'vitest';
import { mailtoHref } from './mailto';

describe('mailtoHref', () => {
  it('links a plain address', () => {
    expect(mailtoHref(' hello@tonewood.example ')).toBe('mailto:hello@tonewood.example');
    expect(mailtoHref('werkstatt.leipzig+gpsr@tonewood.co.uk')).toBe('mailto:werkstatt.leipzig+gpsr@tonewood.co.uk');
  });

  it('links nothing that is not one address: schemes, several addresses, header fields, blanks', () => {
    for (const value of [
      'javascript:alert(1)//@x.de',
      'mailto:hello@tonewood.example',
      'a@b.de,c@d.de',
      'hello@tonewood.example?bcc=all@x.de',
      'hello @tonewood.example',
      'hello@localhost',
      '',
      null,
      undefined,
    ]) {
      expect(mailtoHref(value), String(value)).toBeNull();
    }
  });
});
