// The withdrawal form's calls: each answer of /api/withdrawal as the form's outcome, and the
// order page's prefill (POST /api/order, the guest order page's contract) parsed or refused.
import { describe, expect, it } from 'vitest';
import { loadOrderPrefill, sendWithdrawal } from './send';

const reply =
  (status: number, body: unknown): typeof fetch =>
  async () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const values = { name: 'Ada', orderNumber: '1042', email: 'ada@example.org', items: [], message: '' };
const item = { id: 'item_1', title: 'Tote bag', variant: 'One size', quantity: 1, madeToSpecification: false };
const summary = {
  order: { displayId: 1042, items: [item] },
  withdrawn: [item],
  excluded: [],
  lastDay: '5 December 2026',
};

describe('sendWithdrawal', () => {
  it('sends the values with the language and the step, and reads the check', async () => {
    let sent: unknown;
    const fetcher: typeof fetch = async (_url, init) => {
      sent = JSON.parse(String(init?.body));
      return reply(200, { success: true, message: 'Please check', ...summary })('');
    };
    const outcome = await sendWithdrawal(values, 'de', false, fetcher);
    expect(sent).toEqual({ ...values, locale: 'de', confirm: false });
    expect(outcome).toEqual({ kind: 'checked', summary, message: 'Please check' });
  });

  it('reads the receipt of a confirmed withdrawal', async () => {
    const outcome = await sendWithdrawal(
      values,
      'en',
      true,
      reply(200, { success: true, message: 'Received', receivedAt: '2026-11-23T12:00:00.000Z', ...summary }),
    );
    expect(outcome).toMatchObject({ kind: 'received', receivedAt: '2026-11-23T12:00:00.000Z' });
  });

  it('tells the period-ended answer, the neutral refusal, field errors and failures apart', async () => {
    expect(
      await sendWithdrawal(
        values,
        'en',
        false,
        reply(409, { success: false, reason: 'periodEnded', message: 'Ended' }),
      ),
    ).toEqual({ kind: 'periodEnded', message: 'Ended' });
    expect(await sendWithdrawal(values, 'en', false, reply(404, { success: false, message: 'Not found' }))).toEqual({
      kind: 'refused',
      message: 'Not found',
    });
    expect(
      await sendWithdrawal(
        values,
        'en',
        false,
        reply(400, { success: false, message: 'Check', errors: { email: 'Bad' } }),
      ),
    ).toEqual({ kind: 'refused', message: 'Check', fieldErrors: { email: 'Bad' } });
    expect(await sendWithdrawal(values, 'en', false, reply(503, { success: false, message: 'Later' }))).toEqual({
      kind: 'failed',
    });
    expect(await sendWithdrawal(values, 'en', false, reply(200, { success: true }))).toEqual({ kind: 'failed' });
    const offline: typeof fetch = async () => {
      throw new TypeError('offline');
    };
    expect(await sendWithdrawal(values, 'en', false, offline)).toEqual({ kind: 'failed' });
  });
});

describe('loadOrderPrefill (POST /api/order { id, token })', () => {
  const order = {
    id: 'order_1',
    displayId: 1042,
    email: 'ada@example.org',
    name: 'Ada Lovelace',
    items: [item],
    withdrawal: { open: true, lastDay: '2026-12-05' },
  };

  it('prefills name, order number, email and the items', async () => {
    let sent: unknown;
    const fetcher: typeof fetch = async (_url, init) => {
      sent = JSON.parse(String(init?.body));
      return reply(200, { success: true, order })('');
    };
    expect(await loadOrderPrefill('order_1', 'tok', fetcher)).toEqual({
      orderNumber: '1042',
      email: 'ada@example.org',
      name: 'Ada Lovelace',
      items: [item],
    });
    expect(sent).toEqual({ id: 'order_1', token: 'tok' });
  });

  it('prefills nothing for a wrong token (404) or an answer of another shape', async () => {
    expect(await loadOrderPrefill('order_1', 'bad', reply(404, { success: false, message: 'Not found' }))).toBeNull();
    expect(await loadOrderPrefill('order_1', 'tok', reply(200, { success: true, order: { id: 1 } }))).toBeNull();
  });
});
