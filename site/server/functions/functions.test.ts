// @vitest-environment node
// The site functions over HTTP (fastify inject) with a recording store and mailer: each
// function's valid request, every invalid field, the honeypot, content type, body size, rate
// limit and an unreachable Strapi. The real Strapi round trip is in cms/test/site-functions.test.ts.
import { fieldMessage, formFields } from '@tonewood/rules';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { functionsConfig, registerSiteFunctions } from './index.mjs';
import { verifyConfirmation } from './newsletter-token.mjs';
import { StoreRejected, StoreUnavailable, createStrapiStore } from '../data/index.mjs';

const SECRET = 'test-secret-of-the-newsletter-links-0123456789';
const NOW = Date.UTC(2026, 10, 23, 12);

interface Mail {
  to: string;
  subject: string;
  text: string;
  language: string;
}

function fakes() {
  const stored: { type: string; data: Record<string, unknown> }[] = [];
  const confirmed: string[] = [];
  const mails: Mail[] = [];
  const store = {
    async create(type: string, data: Record<string, unknown>) {
      stored.push({ type, data });
      return { documentId: `doc${stored.length}`, ...data };
    },
    async confirmNewsletter(documentId: string) {
      confirmed.push(documentId);
      return documentId.startsWith('doc');
    },
  };
  const mailer = { send: async (mail: Mail) => void mails.push(mail) };
  return { store, mailer, stored, confirmed, mails };
}

const apps: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
});

async function server(overrides: Record<string, unknown> = {}) {
  const f = fakes();
  const app = Fastify();
  apps.push(app);
  await registerSiteFunctions(app, {
    ...functionsConfig({ SITE_NEWSLETTER_SECRET: SECRET, SITE_URL: 'https://shop.test/' }),
    store: f.store,
    mailer: f.mailer,
    now: () => NOW,
    ...overrides,
  });
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  return { app, post, ...f };
}

const newsletter = {
  name: 'Ada',
  recipientEmail: 'ada@example.org',
  optIn: true,
  honeypot: '',
  labels: {},
  locale: 'en',
};
const request = {
  name: 'Jonas',
  email: 'jonas@example.org',
  location: 'Leipzig',
  annotation: 'A fretless five-string?',
  consent: true,
  honeypot: '',
  locale: 'de',
};

describe('POST /api/send-newsletter-registration', () => {
  it('stores the registration pending and mails a signed link in the shopper language', async () => {
    const s = await server();
    const res = await s.post('/api/send-newsletter-registration', { ...newsletter, locale: 'de-DE' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: expect.stringContaining('bestätige') });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(s.stored).toEqual([
      {
        type: 'newsletter-registrations',
        data: { name: 'Ada', recipientEmail: 'ada@example.org', optIn: true, language: 'de' },
      },
    ]);
    expect(s.mails).toHaveLength(1);
    expect(s.mails[0]).toMatchObject({ to: 'ada@example.org', language: 'de' });
    const link = /https:\/\/shop\.test\/api\/newsletter-confirmation\?token=(\S+)/.exec(s.mails[0]!.text);
    expect(link).not.toBeNull();
    expect(verifyConfirmation(decodeURIComponent(link![1]!), SECRET, NOW)).toEqual({
      ok: true,
      documentId: 'doc1',
      language: 'de',
    });
  });

  it.each([
    ['recipientEmail', { recipientEmail: 'ada@example' }, 'newsletterForm.layerFormErrorEmail'],
    ['recipientEmail', { recipientEmail: undefined }, 'newsletterForm.layerFormErrorEmail'],
    ['optIn', { optIn: false }, 'newsletterForm.layerFormErrorOptIn'],
    ['optIn', { optIn: 'yes' }, 'newsletterForm.layerFormErrorOptIn'],
  ])('400 with the field key %s and nothing stored', async (field, change, key) => {
    const s = await server();
    const res = await s.post('/api/send-newsletter-registration', { ...newsletter, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errors: { [field]: key } });
    expect(s.stored).toEqual([]);
    expect(s.mails).toEqual([]);
  });

  it("refuses a name over the table's limit with the too-long key, storing nothing", async () => {
    const s = await server();
    const name = 'x'.repeat(formFields.newsletter.name.maxLength + 1);
    const res = await s.post('/api/send-newsletter-registration', { ...newsletter, name });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ name: formFields.newsletter.name.tooLongMessage });
    expect(s.stored).toEqual([]);
  });

  it.each([
    ['name', { name: 'Ada\nOur bank changed: pay to http://evil.example' }, 'newsletterForm.layerFormErrorSingleLine'],
    ['name', { name: 'Ada\u0000' }, 'newsletterForm.layerFormErrorSingleLine'],
    ['recipientEmail', { recipientEmail: 'a@example.com,workshop' }, 'newsletterForm.layerFormErrorEmail'],
    [
      'recipientEmail',
      { recipientEmail: 'ada@example.org\r\nBcc: x@evil.example' },
      'newsletterForm.layerFormErrorEmail',
    ],
  ])(
    'refuses a line break, a control character or an address list in %s, storing and mailing nothing',
    async (field, change, key) => {
      const s = await server();
      const res = await s.post('/api/send-newsletter-registration', { ...newsletter, ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, errors: { [field]: key } });
      expect(s.stored).toEqual([]);
      expect(s.mails).toEqual([]);
    },
  );

  it('refuses a filled honeypot as spam', async () => {
    const s = await server();
    const res = await s.post('/api/send-newsletter-registration', { ...newsletter, honeypot: 'http://spam' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: 'Suspected spam. Please try again.' });
    expect(s.stored).toEqual([]);
  });

  it('answers 503 when no newsletter key is configured, storing nothing', async () => {
    const s = await server({ newsletterSecret: '' });
    const res = await s.post('/api/send-newsletter-registration', newsletter);
    expect(res.statusCode).toBe(503);
    expect(s.stored).toEqual([]);
  });
});

describe.each([
  ['/api/contact-request', 'contact-requests', {}],
  ['/api/quote-request', 'quote-requests', { product: 'Nomad', configuration: { finish: 'Natural' } }],
])('POST %s', (url, pluralName, extra) => {
  it('stores the request without the honeypot and acknowledges it by mail', async () => {
    const s = await server();
    const res = await s.post(url, { ...request, ...extra });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: expect.stringContaining('1-3 Werktagen') });
    expect(s.stored).toEqual([
      {
        type: pluralName,
        data: {
          name: 'Jonas',
          email: 'jonas@example.org',
          location: 'Leipzig',
          annotation: 'A fretless five-string?',
          consent: true,
          language: 'de',
          ...extra,
        },
      },
    ]);
    expect(s.mails).toEqual([
      expect.objectContaining({
        to: 'jonas@example.org',
        language: 'de',
        text: expect.stringContaining('1-3 Werktagen'),
      }),
    ]);
  });

  it('takes country for location and answers in English by default', async () => {
    const s = await server();
    const res = await s.post(url, { ...request, location: undefined, locale: undefined, country: 'Norway' });
    expect(res.statusCode).toBe(200);
    expect(s.stored[0]!.data).toMatchObject({ location: 'Norway', language: 'en' });
    expect(s.mails[0]!.text).toContain('We will answer within 1-3 business days.');
  });

  it.each([
    ['name', { name: ' ' }, 'This field is required'],
    ['email', { email: 'jonas@' }, 'Please enter a valid email address'],
    ['location', { location: '' }, 'This field is required'],
    ['consent', { consent: false }, 'Please agree so we can answer your request'],
  ])('400 with the field key %s and nothing stored', async (field, change, message) => {
    const s = await server();
    const res = await s.post(url, { ...request, locale: 'en', ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errors: { [field]: message } });
    expect(Object.keys(res.json().errors)).toEqual([field]);
    expect(s.stored).toEqual([]);
  });

  it.each([
    ['name', 'en'],
    ['location', 'de'],
    ['annotation', 'de'],
  ] as const)("refuses a %s over the table's limit with a 400 naming it (%s)", async (field, language) => {
    const s = await server();
    const rule = formFields.contactRequest[field];
    const res = await s.post(url, { ...request, locale: language, [field]: 'x'.repeat(rule.maxLength + 1) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ [field]: fieldMessage(language, 'tooLong', rule) });
    expect(s.stored).toEqual([]);
    expect(s.mails).toEqual([]);
  });

  it.each([
    ['name', 'en', { name: 'Jonas\nOur bank changed: pay to http://evil.example' }, 'singleLine'],
    ['name', 'de', { name: 'Jonas\r\nBcc: x@evil.example' }, 'singleLine'],
    ['location', 'de', { location: 'Leipzig\u0007' }, 'singleLine'],
    ['annotation', 'en', { annotation: 'Hello\u001B[2J' }, 'controlCharacters'],
    ['email', 'de', { email: 'a@example.com,workshop' }, 'invalidEmail'],
  ] as const)(
    'refuses %s (%s) with a 400 naming it, storing and mailing nothing',
    async (field, language, change, key) => {
      const s = await server();
      const res = await s.post(url, { ...request, locale: language, ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ [field]: fieldMessage(language, key, formFields.contactRequest[field]) });
      expect(s.stored).toEqual([]);
      expect(s.mails).toEqual([]);
    },
  );

  it('keeps the line breaks of the annotation', async () => {
    const s = await server();
    const res = await s.post(url, { ...request, ...extra, annotation: 'Hallo,\r\n\nbitte ruft mich an.' });
    expect(res.statusCode).toBe(200);
    expect(s.stored[0]!.data.annotation).toBe('Hallo,\r\n\nbitte ruft mich an.');
  });

  it("answers Strapi's refusal with its field messages", async () => {
    const message = fieldMessage('de', 'tooLong', formFields.contactRequest.name);
    const store = {
      create: async () => {
        throw new StoreRejected(['name must be at most 100 characters'], { name: message });
      },
    };
    const s = await server({ store });
    const res = await s.post(url, request);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errors: { name: message } });
    expect(s.mails).toEqual([]);
  });

  it('refuses a filled honeypot with the spam message, in German too', async () => {
    const s = await server();
    const en = await s.post(url, { ...request, locale: 'en', honeypot: 'x' });
    expect(en.statusCode).toBe(400);
    expect(en.json().message).toBe('Suspected spam. Please try again.');
    const de = await s.post(url, { ...request, honeypot: 'x' });
    expect(de.json().message).toBe('Spamverdacht. Bitte versuche es erneut.');
    expect(s.stored).toEqual([]);
  });

  it('takes JSON only (415)', async () => {
    const s = await server();
    const form = await s.post(url, 'name=Jonas&email=jonas%40example.org', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.statusCode).toBe(415);
    expect(form.json()).toMatchObject({ success: false });
    const text = await s.post(url, JSON.stringify(request), { 'content-type': 'text/plain' });
    expect(text.statusCode).toBe(415);
    expect(s.stored).toEqual([]);
  });

  it('refuses an oversized body (413) and broken JSON (400)', async () => {
    const s = await server();
    const big = await s.post(url, { ...request, annotation: 'x'.repeat(20_000) });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ success: false });
    const broken = await s.post(url, '{"name":');
    expect(broken.statusCode).toBe(400);
    expect(s.stored).toEqual([]);
  });

  it('limits the requests per address (429)', async () => {
    const s = await server({ rateLimit: { max: 2, timeWindow: 60_000 } });
    const from = (ip: string) =>
      s.app.inject({
        method: 'POST',
        url,
        remoteAddress: ip,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(request),
      });
    expect((await from('10.0.0.1')).statusCode).toBe(200);
    expect((await from('10.0.0.1')).statusCode).toBe(200);
    const third = await from('10.0.0.1');
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ success: false });
    expect((await from('10.0.0.2')).statusCode).toBe(200);
    expect(s.stored).toHaveLength(3);
  });

  it('words the refusals given before the body is read in the language of the page that sent it', async () => {
    const s = await server({ rateLimit: { max: 1, timeWindow: 60_000 } });
    const send = (referer: string | undefined, headers: Record<string, string>, payload: string, ip: string) =>
      s.app.inject({
        method: 'POST',
        url,
        remoteAddress: ip,
        headers: { ...headers, ...(referer ? { referer } : {}) },
        payload,
      });
    const json = { 'content-type': 'application/json' };
    const de = 'http://127.0.0.1:8000/de/about';
    expect((await send(de, { 'content-type': 'text/plain' }, '{}', '10.1.0.1')).json().message).toBe(
      'Bitte sende application/json.',
    );
    expect((await send(de, json, '{"name":', '10.1.0.2')).json().message).toBe('Die Anfrage ist kein gültiges JSON.');
    const big = await send(de, json, JSON.stringify({ ...request, annotation: 'x'.repeat(20_000) }), '10.1.0.3');
    expect([big.statusCode, big.json().message]).toEqual([413, 'Die Anfrage ist zu groß.']);
    await send(de, json, JSON.stringify(request), '10.1.0.4');
    const many = await send(de, json, JSON.stringify(request), '10.1.0.4');
    expect([many.statusCode, many.json().message]).toEqual([
      429,
      'Zu viele Anfragen. Bitte versuche es später erneut.',
    ]);
    // An English page, a missing or a broken Referer: English.
    for (const referer of ['http://127.0.0.1:8000/about', undefined, 'not a url'])
      expect((await send(referer, { 'content-type': 'text/plain' }, '{}', '10.1.0.5')).json().message).toBe(
        'Please send application/json.',
      );
  });

  it('answers 503 with the spec message when Strapi is unreachable, sending no mail', async () => {
    const s = await server({ store: createStrapiStore({ url: 'http://127.0.0.1:9', token: 'any' }) });
    const res = await s.post(url, { ...request, locale: 'en' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ success: false, message: 'Error sending email. Please try again later.' });
    expect(s.mails).toEqual([]);
  });
});

describe('the confirmation link', () => {
  async function linkOf(s: Awaited<ReturnType<typeof server>>, locale = 'en') {
    await s.post('/api/send-newsletter-registration', { ...newsletter, locale });
    return /\/api\/newsletter-confirmation\?token=(\S+)/.exec(s.mails.at(-1)!.text)![1]!;
  }

  it('shows a confirm button first, and confirms only on its POST', async () => {
    const s = await server();
    const token = await linkOf(s, 'de');
    const shown = await s.app.inject({ method: 'GET', url: `/api/newsletter-confirmation?token=${token}` });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('<html lang="de">');
    expect(shown.body).toContain('Anmeldung bestätigen');
    expect(shown.headers['content-security-policy']).toContain("default-src 'none'");
    expect(s.confirmed).toEqual([]);
    const done = await s.app.inject({
      method: 'POST',
      url: '/api/newsletter-confirmation',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${token}`,
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Deine Newsletter-Anmeldung ist bestätigt.');
    expect(s.confirmed).toEqual(['doc1']);
  });

  it('refuses a tampered and an expired link', async () => {
    const s = await server();
    const token = decodeURIComponent(await linkOf(s));
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    const bad = await s.app.inject({ method: 'GET', url: `/api/newsletter-confirmation?token=${tampered}` });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('not valid');
    const later = await server({ now: () => NOW + 73 * 3600 * 1000 });
    const expired = await later.app.inject({
      method: 'POST',
      url: '/api/newsletter-confirmation',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${encodeURIComponent(token)}`,
    });
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain('expired');
    expect(later.confirmed).toEqual([]);
  });
});

// The review's finding: a name, a product or a message typed by whoever submitted a form went out
// in the workshop's mail to any address. These mails go to an address that confirmed nothing, so
// they repeat none of it (mail.mjs).
describe('mails to an address that has confirmed nothing', () => {
  const lure = 'Our bank changed pay to IBAN DE00 at http://evil.example';

  it('the newsletter confirmation carries no name', async () => {
    const s = await server();
    const res = await s.post('/api/send-newsletter-registration', { ...newsletter, name: lure });
    expect(res.statusCode).toBe(200);
    expect(s.stored[0]!.data.name).toBe(lure);
    expect(s.mails[0]!.text).toMatch(/^Hello,$/m);
    expect(s.mails[0]!.text).not.toContain('evil');
    expect(s.mails[0]!.text).not.toContain('bank');
  });

  it.each([
    ['/api/contact-request', {}],
    ['/api/quote-request', { product: lure }],
  ])('the acknowledgement of %s carries no name, product or message', async (url, extra) => {
    const s = await server();
    const res = await s.post(url, { ...request, ...extra, name: lure, annotation: `Please pay: ${lure}` });
    expect(res.statusCode).toBe(200);
    expect(s.mails).toHaveLength(1);
    expect(s.mails[0]!.text).toMatch(/^Hallo,$/m);
    expect(s.mails[0]!.text).not.toContain('evil');
    expect(s.mails[0]!.text).not.toContain('bank');
  });
});

describe('mails to one address: limited per recipient, from any number of IPs', () => {
  it('refuses a fourth mail to the same address within the hour (429, the spec text), whatever the function', async () => {
    const s = await server();
    const send = (url: string, payload: unknown, ip: string) =>
      s.app.inject({
        method: 'POST',
        url,
        remoteAddress: ip,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
    const victim = 'Victim@Example.org';
    const answers = [
      await send('/api/send-newsletter-registration', { ...newsletter, recipientEmail: victim }, '203.0.113.1'),
      await send('/api/contact-request', { ...request, email: victim.toLowerCase() }, '203.0.113.2'),
      await send('/api/quote-request', { ...request, email: victim }, '203.0.113.3'),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const fourth = await send('/api/contact-request', { ...request, email: ` ${victim} ` }, '203.0.113.4');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({ success: false, message: 'Zu viele Anfragen. Bitte versuche es später erneut.' });
    const en = await send(
      '/api/send-newsletter-registration',
      { ...newsletter, recipientEmail: victim },
      '203.0.113.5',
    );
    expect([en.statusCode, en.json().message]).toEqual([429, 'Too many requests. Please try again later.']);
    expect(s.mails.filter((mail) => mail.to.toLowerCase() === victim.toLowerCase())).toHaveLength(3);
    // Another address from the same IP is still served.
    expect((await send('/api/contact-request', request, '203.0.113.4')).statusCode).toBe(200);
  });
});

describe('createStrapiStore', () => {
  it('reports an unreachable Strapi as StoreUnavailable', async () => {
    const store = createStrapiStore({ url: 'http://127.0.0.1:9', token: 'any' });
    await expect(store.create('contact-requests', {})).rejects.toBeInstanceOf(StoreUnavailable);
    await expect(createStrapiStore({ url: '', token: '' }).confirmNewsletter('x')).rejects.toBeInstanceOf(
      StoreUnavailable,
    );
  });
});

describe('POST /api/quote-request from the configurator', () => {
  const quote = {
    product: 'Custom Bass',
    configuration: { 'Body shape': 'Jazz', Finish: 'Sunburst' },
    total: 2890,
    reference: 'TW-0ABC123',
    link: 'https://tonewood.example/de/configurator-test?model=custom-bass&bodyShape=jazz',
  };

  it('stores the total, the reference and the link, and names the reference in the mail', async () => {
    const s = await server();
    const res = await s.post('/api/quote-request', { ...request, ...quote });
    expect(res.statusCode).toBe(200);
    expect(s.stored[0]!.data).toMatchObject(quote);
    expect(s.mails[0]!.text).toContain('Deine Referenz: TW-0ABC123');
    // The link is the workshop's to read, never mailed to the address someone typed in.
    expect(s.mails[0]!.text).not.toContain('tonewood.example');
  });

  it.each([
    ['reference', { reference: 'TW-1; DROP' }],
    ['link', { link: 'javascript:alert(1)' }],
    ['total', { total: -5 }],
    ['product', { product: 'Custom Bass\nOur bank changed: http://evil.example' }],
  ])('refuses a malformed %s with 400 and stores nothing', async (field, bad) => {
    const s = await server();
    const res = await s.post('/api/quote-request', { ...request, ...quote, ...bad });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toContain(field);
    expect(s.stored).toEqual([]);
    expect(s.mails).toEqual([]);
  });
});

describe('POST /api/quote-request: the product on one line', () => {
  it('refuses a line break in the product with the form text, in German too', async () => {
    const s = await server();
    const res = await s.post('/api/quote-request', { ...request, product: 'Bass\r\nBcc: x@evil.example' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      product: 'Bitte schreib dies in eine Zeile, ohne Zeilenumbrüche oder Steuerzeichen',
    });
    expect(s.stored).toEqual([]);
  });
});
