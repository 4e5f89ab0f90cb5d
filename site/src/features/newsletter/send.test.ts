import { describe, expect, it, vi } from 'vitest';
import { NEWSLETTER_ENDPOINT, sendNewsletterRegistration } from './send';

const values = { name: 'Ada', recipientEmail: 'ada@example.org', optIn: true, honeypot: '' };
const answering = (status: number, body: string) =>
  vi.fn(async () => new Response(body, { status, headers: { 'content-type': 'application/json' } }));

describe('sendNewsletterRegistration', () => {
  it('posts the spec body as JSON with the page language', async () => {
    const fetcher = answering(200, '{"success":true,"message":"ok"}');
    expect(await sendNewsletterRegistration(values, 'de', { title: 'Newsletter' }, fetcher)).toEqual({
      success: true,
      message: 'ok',
    });
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(NEWSLETTER_ENDPOINT);
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(init.body as string)).toEqual({
      name: 'Ada',
      recipientEmail: 'ada@example.org',
      optIn: true,
      honeypot: '',
      labels: { title: 'Newsletter' },
      locale: 'de',
    });
  });

  it('passes a refusal through as no success', async () => {
    const fetcher = answering(400, '{"success":false,"message":"Suspected spam. Please try again."}');
    expect(await sendNewsletterRegistration(values, 'en', {}, fetcher)).toEqual({
      success: false,
      message: 'Suspected spam. Please try again.',
    });
  });

  it("gives { message: 'Error', success: false } on a network or parse failure", async () => {
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await sendNewsletterRegistration(values, 'en', {}, offline)).toEqual({ message: 'Error', success: false });
    expect(await sendNewsletterRegistration(values, 'en', {}, answering(502, '<html>Bad gateway</html>'))).toEqual({
      message: 'Error',
      success: false,
    });
    expect(await sendNewsletterRegistration(values, 'en', {}, answering(200, '{"ok":1}'))).toEqual({
      message: 'Error',
      success: false,
    });
  });

  it('passes the refused fields through with their message keys', async () => {
    const fetcher = answering(
      400,
      '{"success":false,"message":"invalid","errors":{"name":"newsletterForm.layerFormErrorTooLong"}}',
    );
    expect(await sendNewsletterRegistration(values, 'en', {}, fetcher)).toEqual({
      success: false,
      message: 'invalid',
      errors: { name: 'newsletterForm.layerFormErrorTooLong' },
    });
  });
});
