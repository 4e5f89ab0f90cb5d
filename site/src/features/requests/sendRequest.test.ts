import { describe, expect, it, vi } from 'vitest';
import { CONTACT_REQUEST_ENDPOINT, sendRequest } from './sendRequest';

const values = { name: 'Jonas', email: 'jonas@example.org', location: 'Leipzig', consent: true, honeypot: '' };
const answering = (status: number, body: string) => vi.fn(async () => new Response(body, { status }));

describe('sendRequest', () => {
  it('posts the values with the language and reads success as sent', async () => {
    const fetcher = answering(200, '{"success":true,"message":"Thank you"}');
    expect(await sendRequest(CONTACT_REQUEST_ENDPOINT, values, 'de', fetcher)).toBe('sent');
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/contact-request');
    expect(JSON.parse(init.body as string)).toEqual({ ...values, locale: 'de' });
  });

  it("is 'spam' when the server refuses the honeypot, 'failed' otherwise", async () => {
    const spam = answering(400, '{"success":false,"message":"Suspected spam.","errors":{"honeypot":"x"}}');
    expect(await sendRequest(CONTACT_REQUEST_ENDPOINT, values, 'en', spam)).toBe('spam');
    const down = answering(503, '{"success":false,"message":"Error sending email. Please try again later."}');
    expect(await sendRequest(CONTACT_REQUEST_ENDPOINT, values, 'en', down)).toBe('failed');
    const offline = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await sendRequest(CONTACT_REQUEST_ENDPOINT, values, 'en', offline)).toBe('failed');
  });

  it("gives the server's field errors back for the form to show on its fields", async () => {
    const refused = answering(
      400,
      '{"success":false,"message":"Bitte prüfe die markierten Felder.","errors":{"name":"zu lang"}}',
    );
    expect(await sendRequest(CONTACT_REQUEST_ENDPOINT, values, 'de', refused)).toEqual({
      fieldErrors: { name: 'zu lang' },
    });
  });
});
