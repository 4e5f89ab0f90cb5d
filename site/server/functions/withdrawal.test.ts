// @vitest-environment node
// POST /api/withdrawal over HTTP (fastify inject) with a fake data layer (orders by number and
// email, what was recorded) and a recording mailer: the neutral answer, the period, the
// made-to-specification exclusion, the check and the confirmation, idempotency and the rate
// limit. The real Medusa round trip is in e2e/withdrawal.mjs.
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { functionsConfig, registerSiteFunctions } from './index.mjs';
import { WITHDRAWAL_MESSAGES, withdrawalKey } from './withdrawal.mjs';

// 23 November 2026, 13:00 in Berlin.
const NOW = Date.UTC(2026, 10, 23, 12);
const DAY = 24 * 60 * 60 * 1000;

interface Line {
  id: string;
  title: string;
  variant: string;
  quantity: number;
  returnable: number;
  unfulfilled: number;
  madeToSpecification: boolean;
  metadata: Record<string, unknown> | null;
}
const line = (id: string, title: string, extra: Partial<Line> = {}): Line => ({
  id,
  title,
  variant: 'One size',
  quantity: 1,
  returnable: 1,
  unfulfilled: 0,
  madeToSpecification: false,
  metadata: null,
  ...extra,
});

function fakeOrder(overrides: Record<string, unknown> = {}) {
  return {
    id: 'order_01',
    displayId: 1042,
    email: 'Ada@Example.org',
    orderedAt: new Date(NOW - 5 * DAY).toISOString(),
    deliveredAt: new Date(NOW - 2 * DAY).toISOString(),
    metadata: {} as { withdrawals?: Record<string, { received_at: string; items?: string[] }> },
    lines: [
      line('item_tote', 'Tote bag'),
      line('item_shirt', 'Workshop T-shirt', { variant: 'M' }),
      line('item_custom', 'Custom build', {
        madeToSpecification: true,
        metadata: { made_to_specification: true },
      }),
    ],
    ...overrides,
  };
}

function fakes(order = fakeOrder()) {
  interface Recorded {
    key: string;
    itemIds: string[];
    receivedAt: string;
    note: string;
    returnItems: { id: string; quantity: number }[];
    cancelItems: { id: string; quantity: number }[];
  }
  const recorded: Recorded[] = [];
  const mails: { to: string; subject: string; text: string; language: string }[] = [];
  const withdrawals = {
    async findOrder({ displayId, email }: { displayId: number; email: string }) {
      return displayId === order.displayId && email.toLowerCase() === order.email.toLowerCase() ? order : null;
    },
    async record(input: Recorded) {
      recorded.push(input);
      order.metadata = {
        ...order.metadata,
        withdrawals: {
          ...order.metadata.withdrawals,
          [input.key]: { received_at: input.receivedAt, items: input.itemIds },
        },
      };
      return { return_id: 'ret_1' };
    },
  };
  const settings = {
    returnAddress: async (language: string) => `Tonewood\nWerkstattweg 7\n04109 Leipzig\n${language}`,
  };
  const mailer = { send: async (mail: (typeof mails)[number]) => void mails.push(mail) };
  return { withdrawals, settings, mailer, recorded, mails, order };
}

const apps: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
});

async function server({ order = fakeOrder(), now = NOW, env = {} as Record<string, string> } = {}) {
  const f = fakes(order);
  const app = Fastify();
  apps.push(app);
  await registerSiteFunctions(app, {
    ...functionsConfig(env),
    store: {},
    mailer: f.mailer,
    withdrawals: f.withdrawals,
    settings: f.settings,
    now: () => now,
  });
  const post = async (payload: unknown) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/withdrawal',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
    return { status: response.statusCode, body: response.json() };
  };
  return { post, ...f };
}

const valid = { name: 'Ada Lovelace', orderNumber: '#1042', email: 'ada@example.org', locale: 'en' };

describe('POST /api/withdrawal', () => {
  it('answers an unknown order and a wrong email with the same neutral status and body', async () => {
    const s = await server();
    const unknown = await s.post({ ...valid, orderNumber: '9999' });
    const wrongEmail = await s.post({ ...valid, email: 'someone@example.org' });
    expect(unknown.status).toBe(404);
    expect(wrongEmail).toEqual(unknown);
    expect(unknown.body).toEqual({ success: false, message: WITHDRAWAL_MESSAGES.en.notFound });
    const de = await s.post({ ...valid, email: 'someone@example.org', locale: 'de', confirm: true });
    expect(de).toEqual({ status: 404, body: { success: false, message: WITHDRAWAL_MESSAGES.de.notFound } });
    expect(s.recorded).toHaveLength(0);
    expect(s.mails).toHaveLength(0);
  });

  it('refuses invalid fields with the field table messages, in German too', async () => {
    const s = await server();
    const { status, body } = await s.post({ name: '', orderNumber: 'abc', email: 'nope', locale: 'de' });
    expect(status).toBe(400);
    expect(body.errors).toEqual({
      name: 'Dieses Feld ist erforderlich',
      orderNumber: 'Bitte gib die Bestellnummer als Ziffern ein, z. B. 1042',
      email: 'Bitte gib eine gültige E-Mail-Adresse ein',
    });
    const long = await s.post({ ...valid, message: 'x'.repeat(2001) });
    expect(long.body.errors).toEqual({ message: 'Please use at most 2000 characters' });
  });

  it('refuses a line break in the name and a control character in the message, recording nothing', async () => {
    const s = await server();
    const { status, body } = await s.post({
      ...valid,
      name: 'Ada\nOur bank changed: http://evil.example',
      message: 'Bitte\u0000',
      locale: 'de',
    });
    expect(status).toBe(400);
    expect(body.errors).toEqual({
      name: 'Bitte schreib dies in eine Zeile, ohne Zeilenumbrüche oder Steuerzeichen',
      message: 'Bitte entferne die Steuerzeichen aus diesem Text',
    });
    expect(s.recorded).toHaveLength(0);
    expect(s.mails).toHaveLength(0);
  });

  it('checks first: the order, what would be withdrawn and what is excluded, recording nothing', async () => {
    const s = await server();
    const { status, body } = await s.post({ ...valid, items: ['item_tote', 'item_custom'] });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.withdrawn.map((i: Line) => i.id)).toEqual(['item_tote']);
    expect(body.excluded.map((i: Line) => i.id)).toEqual(['item_custom']);
    expect(body.order.items).toHaveLength(3);
    expect(body.lastDay).toBe('5 December 2026');
    expect(s.recorded).toHaveLength(0);
    expect(s.mails).toHaveLength(0);
  });

  it('records a confirmed withdrawal of one item and mails the receipt in the form language', async () => {
    const s = await server();
    const { status, body } = await s.post({
      ...valid,
      locale: 'de',
      items: ['item_shirt'],
      message: 'Passt leider nicht.',
      confirm: true,
    });
    expect(status).toBe(200);
    expect(body.message).toBe(
      'Wir haben deinen Widerruf am 23. November 2026 um 13:00 MEZ erhalten. Eine Empfangsbestätigung haben wir dir per E-Mail geschickt.',
    );
    expect(body.receivedAt).toBe(new Date(NOW).toISOString());
    expect(s.recorded).toHaveLength(1);
    expect(s.recorded[0]!.returnItems).toEqual([{ id: 'item_shirt', quantity: 1 }]);
    expect(s.recorded[0]!.cancelItems).toEqual([]);
    expect(s.recorded[0]!.note).toContain('Passt leider nicht.');
    expect(s.recorded[0]!.note).toContain(new Date(NOW).toISOString());
    expect(s.recorded[0]!.key).toBe(withdrawalKey('order_01', ['item_shirt'], 'Passt leider nicht.'));
    const mail = s.mails[0]!;
    expect(mail.to).toBe('Ada@Example.org');
    expect(mail.language).toBe('de');
    expect(mail.subject).toBe('Eingangsbestätigung deines Widerrufs (Bestellung #1042)');
    expect(mail.text).toContain('am 23. November 2026 um 13:00 MEZ erhalten');
    expect(mail.text).toContain('- 1 × Workshop T-shirt (M)');
    expect(mail.text).not.toContain('Tote bag');
    expect(mail.text).toContain('Werkstattweg 7\n04109 Leipzig\nde');
    expect(mail.text).toContain('> Passt leider nicht.');
    expect(mail.text).toMatch(/^Hallo,$/m);
    expect(mail.text).not.toContain('Ada Lovelace');
  });

  it("quotes the shopper's message as theirs and leaves no link in it", async () => {
    const s = await server();
    const message = 'Our bank changed.\nPay to IBAN DE00 at http://evil.example or boss@evil.example';
    const { status } = await s.post({ ...valid, message, confirm: true });
    expect(status).toBe(200);
    const text = s.mails[0]!.text;
    expect(text).toContain('Your message as you wrote it:\n> Our bank changed.\n> Pay to IBAN DE00 at http:');
    expect(text).not.toMatch(/(:\/\/evil|evil\.example|@evil)/);
    expect(text.replaceAll('\u200b', '')).toContain('> Pay to IBAN DE00 at http://evil.example or boss@evil.example');
  });

  it('records the same withdrawal once and answers the repeat with the first receipt time, mailing nothing again', async () => {
    const s = await server();
    const first = await s.post({ ...valid, items: ['item_tote'], confirm: true });
    expect(s.mails).toHaveLength(1);
    const later = await server({ order: s.order, now: NOW + 60 * 60 * 1000 });
    const again = await later.post({ ...valid, items: ['item_tote'], confirm: true });
    expect(again.status).toBe(200);
    expect(again.body.receivedAt).toBe(first.body.receivedAt);
    expect(again.body.message).toBe(
      WITHDRAWAL_MESSAGES.en.alreadyReceived({ date: '23 November 2026', time: '13:00 CET' }),
    );
    expect(s.recorded).toHaveLength(1);
    expect(later.recorded).toHaveLength(0);
    // The same items with another text (an attacker's) are the same withdrawal: no second receipt.
    const other = await later.post({ ...valid, items: ['item_tote'], message: 'IBAN changed', confirm: true });
    expect(other.status).toBe(200);
    expect(other.body.receivedAt).toBe(first.body.receivedAt);
    expect(later.recorded).toHaveLength(0);
    expect(later.mails).toHaveLength(0);
    // An item not withdrawn yet is a new withdrawal, with its receipt.
    const shirt = await later.post({ ...valid, items: ['item_shirt'], confirm: true });
    expect(shirt.body.receivedAt).toBe(new Date(NOW + 60 * 60 * 1000).toISOString());
    expect(later.recorded).toHaveLength(1);
    expect(later.mails).toHaveLength(1);
  });

  it('withdraws all withdrawable items when none are named, leaving out the made-to-specification one', async () => {
    const s = await server();
    const { body } = await s.post({ ...valid, confirm: true });
    expect(body.withdrawn.map((i: Line) => i.id)).toEqual(['item_tote', 'item_shirt']);
    expect(body.excluded.map((i: Line) => i.title)).toEqual(['Custom build']);
    expect(s.recorded[0]!.returnItems.map((i) => i.id)).toEqual(['item_tote', 'item_shirt']);
    expect(s.mails[0]!.text).toContain(
      'Not included (made to your specification: no right of withdrawal):\n- 1 × Custom build',
    );
  });

  it('asks to cancel items not fulfilled yet instead of returning them', async () => {
    const order = fakeOrder({
      deliveredAt: null,
      lines: [line('item_a', 'Bass', { quantity: 2, returnable: 1, unfulfilled: 1 })],
    });
    const s = await server({ order });
    await s.post({ ...valid, confirm: true });
    expect(s.recorded[0]!.returnItems).toEqual([{ id: 'item_a', quantity: 1 }]);
    expect(s.recorded[0]!.cancelItems).toEqual([{ id: 'item_a', quantity: 1 }]);
  });

  it('refuses a withdrawal naming only made-to-specification items with that reason', async () => {
    const s = await server();
    const { status, body } = await s.post({ ...valid, locale: 'de', items: ['item_custom'], confirm: true });
    expect(status).toBe(409);
    expect(body.reason).toBe('madeToSpecification');
    expect(body.message).toMatch(/^Nach deinen Vorgaben gefertigt: kein Widerrufsrecht\./);
    expect(s.recorded).toHaveLength(0);
  });

  it('says the period has ended after the 14th day from delivery, and is open on it', async () => {
    const onTime = await server({ order: fakeOrder({ deliveredAt: new Date(NOW - 14 * DAY).toISOString() }) });
    expect((await onTime.post(valid)).status).toBe(200);
    const late = await server({ order: fakeOrder({ deliveredAt: new Date(NOW - 15 * DAY).toISOString() }) });
    const { status, body } = await late.post({ ...valid, confirm: true });
    expect(status).toBe(409);
    expect(body).toEqual({
      success: false,
      reason: 'periodEnded',
      message:
        'The withdrawal period for this order ended on 22 November 2026. If you have a question about your order, please use the contact form.',
      contactPath: '/about',
    });
    expect(late.recorded).toHaveLength(0);
  });

  it('counts from the order date while nothing is delivered', async () => {
    const s = await server({
      order: fakeOrder({ deliveredAt: null, orderedAt: new Date(NOW - 20 * DAY).toISOString() }),
    });
    expect((await s.post({ ...valid, locale: 'de' })).body.reason).toBe('periodEnded');
  });

  it('refuses items that are not in the order', async () => {
    const s = await server();
    const { status, body } = await s.post({ ...valid, items: ['item_other'] });
    expect(status).toBe(400);
    expect(body.errors).toEqual({ items: WITHDRAWAL_MESSAGES.en.unknownItems });
  });

  it('answers 503 when Medusa cannot answer, recording nothing', async () => {
    const s = await server();
    s.withdrawals.findOrder = async () => {
      throw new Error('medusa down');
    };
    const { status, body } = await s.post(valid);
    expect(status).toBe(503);
    expect(body.message).toBe(WITHDRAWAL_MESSAGES.en.unavailable);
  });

  it('limits withdrawals per address more strictly than the other functions (429)', async () => {
    const s = await server({ env: { SITE_WITHDRAWAL_RATE_MAX: '3' } });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await s.post({ ...valid, orderNumber: '1' })).status);
    expect(statuses).toEqual([404, 404, 404, 429]);
    expect(functionsConfig({}).withdrawalRateMax).toBeLessThan(functionsConfig({}).rateLimit.max);
  });

  it('answers a wrong number as fast for an email with orders as for one without (median of 20 within 5 ms)', async () => {
    // The lookup itself takes longer when Medusa finds orders for the email (as measured: about
    // 55 ms against 20 ms); the answer must not tell.
    const order = fakeOrder();
    const f = fakes(order);
    const lookup = async ({ email }: { displayId: number; email: string }) => {
      const known = email.toLowerCase() === order.email.toLowerCase();
      await new Promise((resolve) => setTimeout(resolve, known ? 55 : 20));
      return null;
    };
    const app = Fastify();
    apps.push(app);
    await registerSiteFunctions(app, {
      ...functionsConfig({ SITE_WITHDRAWAL_RATE_MAX: '100', SITE_WITHDRAWAL_REFUSAL_MS: '120' }),
      store: {},
      mailer: f.mailer,
      withdrawals: { ...f.withdrawals, findOrder: lookup },
      settings: f.settings,
      now: () => NOW,
    });
    const timed = async (email: string) => {
      const started = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: '/api/withdrawal',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ ...valid, orderNumber: '9999', email }),
      });
      expect(res.statusCode).toBe(404);
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 20; i++) {
      known.push(await timed('ada@example.org'));
      unknown.push(await timed('nobody@example.org'));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
    const [k, u] = [median(known), median(unknown)];
    console.log(`withdrawal not-found medians: email with orders ${k.toFixed(1)} ms, without ${u.toFixed(1)} ms`);
    expect(Math.abs(k - u)).toBeLessThanOrEqual(5);
  });
});
