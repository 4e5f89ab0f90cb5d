// The site functions (site/server/functions) against a real Strapi and a real mail catcher: what
// they store arrives through the create-only write token, is readable with an admin's token and
// invisible without one; the newsletter stays pending until its mailed link is followed.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { StrapiInstance, adminCredentials } from './strapi-instance';
// @ts-expect-error plain ES modules of the site server and the repository scripts
import { createFunctionsApp, functionsConfig } from '../../site/server/functions/index.mjs';
// @ts-expect-error plain ES module
import { startMailCatcher } from '../../scripts/mail-catcher.mjs';

type Catcher = {
  smtpUrl: string;
  inbox: () => Promise<{ subject: string; text: string; to: { address: string }[] }[]>;
  stop: () => Promise<void>;
};
type App = { listen(o: object): Promise<string>; close(): Promise<void>; server: { address(): AddressInfo } };

const cms = new StrapiInstance();
let mail: Catcher;
let app: App;
// The functions keep their mails in a durable outbox (site/server/functions/outbox.mjs).
const outboxDir = mkdtempSync(path.join(tmpdir(), 'tonewood-outbox-'));
const mailPorts = {
  smtpPort: Number(process.env.MAIL_TEST_SMTP_PORT ?? 1026),
  webPort: Number(process.env.MAIL_TEST_WEB_PORT ?? 1081),
};
let functionsEnv: Record<string, string> = {};
const startFunctions = async () => {
  app = await createFunctionsApp(functionsConfig(functionsEnv));
  await app.listen({ port: 0, host: '127.0.0.1' });
  site = `http://127.0.0.1:${app.server.address().port}`;
};
let site = '';
let adminToken = '';

beforeAll(async () => {
  mail = await startMailCatcher(mailPorts);
  await cms.start();
  const tokens = cms.tokens();
  functionsEnv = {
    STRAPI_API_URL: tokens.STRAPI_API_URL,
    STRAPI_WRITE_TOKEN: tokens.STRAPI_WRITE_TOKEN,
    SMTP_URL: mail.smtpUrl,
    SITE_NEWSLETTER_SECRET: 'integration-test-key-for-the-newsletter-links',
    SITE_URL: 'http://shop.test',
    SITE_MAIL_OUTBOX_DIR: outboxDir,
    // Retries at most a second apart, so the outage test waits little once the server is back.
    SITE_MAIL_RETRY_MAX_MS: '1000',
  };
  await startFunctions();
  adminToken = (await cms.request('/admin/login', { body: adminCredentials() })).json.data.token;
});

afterAll(async () => {
  await app?.close();
  await cms.stop();
  cms.cleanup();
  await mail?.stop();
  rmSync(outboxDir, { recursive: true, force: true });
});

const post = async (path: string, body: unknown) => {
  const res = await fetch(`${site}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: await res.json() };
};

/** Entries of a submission type as the admin panel reads them (the API has no read route for them). */
const asAdmin = async (uid: string, field: string, value: string) => {
  const { status, json } = await cms.request(
    `/content-manager/collection-types/${uid}?filters[${field}][$eq]=${encodeURIComponent(value)}`,
    { token: adminToken },
  );
  expect(status).toBe(200);
  return json.results as Record<string, unknown>[];
};

const mailTo = async (address: string) => {
  for (let i = 0; i < 50; i++) {
    const found = (await mail.inbox()).filter((m) => m.to.some((t) => t.address === address));
    if (found.length) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  return [];
};

describe.each([
  ['/api/contact-request', 'api::contact-request.contact-request', 'contact-requests', {}],
  [
    '/api/quote-request',
    'api::quote-request.quote-request',
    'quote-requests',
    { product: 'Nomad', configuration: { finish: 'Natural', strings: 6 } },
  ],
])('%s', (path, uid, pluralName, extra) => {
  it('stores the request, readable with the admin token, invisible without, and acknowledges it by mail', async () => {
    const email = `request-${pluralName}-${Date.now()}@example.org`;
    const body = {
      name: 'Jonas',
      email,
      location: 'Leipzig',
      annotation: 'Fretless?',
      consent: true,
      honeypot: '',
      locale: 'de',
      ...extra,
    };
    const { status, json } = await post(path, body);
    expect(status).toBe(200);
    expect(json.success).toBe(true);

    const [entry] = await asAdmin(uid, 'email', email);
    expect(entry).toMatchObject({
      name: 'Jonas',
      email,
      location: 'Leipzig',
      annotation: 'Fretless?',
      consent: true,
      language: 'de',
      ...extra,
    });
    expect(entry).not.toHaveProperty('honeypot');
    expect([403, 404, 405]).toContain((await cms.request(`/api/${pluralName}`)).status);
    expect([403, 404, 405]).toContain(
      (await cms.request(`/api/${pluralName}`, { token: cms.tokens().STRAPI_WRITE_TOKEN })).status,
    );

    const [ack] = await mailTo(email);
    expect(ack?.subject).toBe('Wir haben deine Anfrage erhalten');
    expect(ack?.text).toContain('innerhalb von 1-3 Werktagen');
  });

  it('stores nothing that failed validation or filled the honeypot', async () => {
    const email = `refused-${pluralName}-${Date.now()}@example.org`;
    expect((await post(path, { name: 'Eve', email, location: '', consent: true })).status).toBe(400);
    expect((await post(path, { name: 'Eve', email, location: 'X', consent: true, honeypot: 'bot' })).status).toBe(400);
    expect(await asAdmin(uid, 'email', email)).toEqual([]);
  });
});

describe('/api/send-newsletter-registration', () => {
  it('stores the registration pending; the mailed link confirms it', async () => {
    const email = `newsletter-${Date.now()}@example.org`;
    const { status } = await post('/api/send-newsletter-registration', {
      name: 'Ada',
      recipientEmail: email,
      optIn: true,
      honeypot: '',
      labels: {},
      locale: 'en',
    });
    expect(status).toBe(200);
    const uid = 'api::newsletter-registration.newsletter-registration';
    const [pending] = await asAdmin(uid, 'recipientEmail', email);
    expect(pending).toMatchObject({
      name: 'Ada',
      recipientEmail: email,
      optIn: true,
      language: 'en',
      confirmed: false,
    });

    const [confirmation] = await mailTo(email);
    expect(confirmation?.subject).toBe('Please confirm your newsletter registration');
    const link = /http:\/\/shop\.test(\/api\/newsletter-confirmation\?token=\S+)/.exec(confirmation!.text)![1]!;
    const token = decodeURIComponent(link.split('token=')[1]!);
    // Opening the link shows the button; only its POST confirms.
    expect((await fetch(`${site}${link}`)).status).toBe(200);
    expect((await asAdmin(uid, 'recipientEmail', email))[0]).toMatchObject({ confirmed: false });
    const confirmed = await fetch(`${site}/api/newsletter-confirmation`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }),
    });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain('Your newsletter registration is confirmed.');
    const [entry] = await asAdmin(uid, 'recipientEmail', email);
    expect(entry).toMatchObject({ confirmed: true });
    expect(typeof entry!.confirmedAt).toBe('string');
  });

  it('the write token cannot set confirmed itself, nor confirm what does not exist', async () => {
    const token = cms.tokens().STRAPI_WRITE_TOKEN;
    const direct = await cms.request('/api/newsletter-registrations', {
      token,
      body: { data: { recipientEmail: 'x@example.org', optIn: true, confirmed: true } },
    });
    expect(direct.status).toBe(400);
    expect(direct.json.error.message).toMatch(/confirmed is not a known field/);
    expect((await cms.request('/api/newsletter-registrations/nonexistent/confirm', { token, body: {} })).status).toBe(
      404,
    );
    expect((await cms.request('/api/newsletter-registrations/nonexistent/confirm', { body: {} })).status).toBe(403);
  });
});

describe('mail server down', () => {
  // The mails in the outbox, each once: a failed attempt writes the mail's next pending file
  // (<due>-<id>.json) before it removes its claim (<due>-<id>.json.<claimedAt>.<pid>), so for a
  // moment the same mail is in both folders (a loaded machine once counted 4 of 3 here).
  const waiting = () =>
    new Set(
      ['pending', 'claimed'].flatMap((dir) =>
        readdirSync(path.join(outboxDir, dir)).map((name) => name.replace(/^\d+-/, '').replace(/\.json(\..*)?$/, '')),
      ),
    ).size;

  it('keeps the newsletter confirmation and both acknowledgements, and sends each once after a restart', async () => {
    const started = performance.now();
    // The earlier tests' mails have left the outbox: the catcher has a mail a moment before its
    // file is removed, so on a loaded machine the last one could still be claimed here.
    await vi.waitFor(() => expect(waiting()).toBe(0), { timeout: 30_000, interval: 100 });
    await mail.stop();
    const stamp = Date.now();
    const to = {
      newsletter: `outage-newsletter-${stamp}@example.org`,
      contact: `outage-contact-${stamp}@example.org`,
      quote: `outage-quote-${stamp}@example.org`,
    };
    const request = { name: 'Jonas', location: 'Leipzig', consent: true, honeypot: '', locale: 'en' };
    const answers = [
      await post('/api/send-newsletter-registration', {
        recipientEmail: to.newsletter,
        optIn: true,
        honeypot: '',
        labels: {},
        locale: 'en',
      }),
      await post('/api/contact-request', { ...request, email: to.contact }),
      await post('/api/quote-request', { ...request, email: to.quote, product: 'Nomad' }),
    ];
    // Success once the mail is kept: the shopper need not send again.
    for (const answer of answers)
      expect(answer).toMatchObject({ status: 200, json: { success: true, mail: 'queued' } });
    expect(waiting()).toBe(3);

    // The sending service restarts, then the mail server comes back.
    await app.close();
    await startFunctions();
    mail = await startMailCatcher(mailPorts);
    for (let i = 0; waiting() > 0; i++) {
      if (i > 300) throw new Error(`${waiting()} mails still wait in the outbox`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const inbox = await mail.inbox();
    for (const address of Object.values(to))
      expect(
        inbox.filter((m) => m.to.some((t) => t.address === address)),
        address,
      ).toHaveLength(1);
    console.log(
      `[mail outage] 3 site mails kept and sent once after a restart in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  });
});

describe('Strapi down', () => {
  it('answers 503 with the spec message', async () => {
    await cms.stop();
    const { status, json } = await post('/api/contact-request', {
      name: 'Jonas',
      email: 'down@example.org',
      location: 'Leipzig',
      consent: true,
      locale: 'en',
    });
    expect(status).toBe(503);
    expect(json).toEqual({ success: false, message: 'Error sending email. Please try again later.' });
  });
});
