// The order mails survive a mail server outage and a restart of Medusa: with the mail catcher
// stopped, an order confirmation (bank transfer) and a card order's confirmation and shipping mail
// are refused and kept as failed notification rows; Medusa restarts, the catcher starts again,
// and the resend-mails job (src/jobs/resend-mails.ts) sends each of them exactly once.
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectBackoffice } from '../scripts/lib/backoffice.mjs';
import { BANK_TRANSFER, TEST_CARD, cartKeyHeaders, cartWith, readyToPay } from './checkout';
import { control, medusaUrl, sdk } from './context';

const require = createRequire(import.meta.url);
const { Client } = require('pg');

type CaughtMail = { subject: string; to: { address: string }[] };

async function placeOrder(provider: string) {
  const email = `outage-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;
  const cart = await cartWith('DE', [{ handle: 'pick-tin' }]);
  await sdk.store.cart.update(cart.id, { email, metadata: { language: 'en' } }, undefined, cartKeyHeaders(cart.id));
  await readyToPay(
    cart.id,
    provider,
    provider === TEST_CARD ? { token: 'tok_visa', cardholder_name: 'Ada Lovelace' } : undefined,
  );
  const completed = await sdk.store.cart.complete(cart.id);
  if (completed.type !== 'order') throw new Error(`cart did not complete: ${JSON.stringify(completed.error)}`);
  return { order: completed.order, email };
}

/** Polls until `check` returns a value (state, not time: at most `ms`). */
async function until<T>(what: string, check: () => Promise<T | undefined>, ms = 90_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

describe('order mails during a mail server outage', () => {
  const db = new Client({ connectionString: inject('databaseUrl') });
  beforeAll(() => db.connect());
  afterAll(async () => {
    await db.end();
  });

  /** The email notification rows of these orders: template and status. */
  const rows = async (orderIds: string[]) =>
    (
      await db.query(
        `select template, status, resource_id from notification where channel = 'email' and resource_id = any($1) order by template, resource_id`,
        [orderIds],
      )
    ).rows as { template: string; status: string; resource_id: string }[];

  it('keeps the confirmations and the shipping mail and sends each once when the server is back, after a restart', async () => {
    const started = performance.now();
    await control('mail-stop');
    let restarted = false;
    try {
      const transfer = await placeOrder(BANK_TRANSFER);
      const card = await placeOrder(TEST_CARD);
      const backoffice = await connectBackoffice({
        baseUrl: medusaUrl,
        email: inject('adminEmail'),
        password: inject('adminPassword'),
        log: () => {},
      });
      await backoffice.capture(card.order.id);
      await backoffice.fulfil(card.order.id);
      await backoffice.ship(card.order.id, 'JJD000390007123456');
      const ids = [transfer.order.id, card.order.id];
      // Kept: three rows, each refused by the (stopped) mail server.
      const kept = await until('the three mails to be kept as failed', async () => {
        const found = await rows(ids);
        return found.length === 3 && found.every((row) => row.status === 'failure') ? found : undefined;
      });
      expect(kept.map((row) => row.template)).toEqual(['order-confirmation', 'order-confirmation', 'order-shipped']);

      await control('restart');
      await control('mail-start');
      restarted = true;
      const wanted = [
        { to: transfer.email, subject: new RegExp(`^Your Tonewood order #${transfer.order.display_id}$`) },
        { to: card.email, subject: new RegExp(`^Your Tonewood order #${card.order.display_id}$`) },
        { to: card.email, subject: /is on its way$/ },
      ];
      // Every row sent, then every mail in the inbox exactly once.
      await until('the kept mails to be sent', async () =>
        (await rows(ids)).every((row) => row.status === 'success') ? true : undefined,
      );
      const inbox = await until('the mails to arrive', async () => {
        const all = (await (await fetch(`${inject('mailUrl')}/api/email`)).json()) as CaughtMail[];
        return wanted.every((w) => all.some((m) => m.to.some((t) => t.address === w.to) && w.subject.test(m.subject)))
          ? all
          : undefined;
      });
      for (const w of wanted) {
        const copies = inbox.filter((m) => m.to.some((t) => t.address === w.to) && w.subject.test(m.subject));
        expect(copies, `${w.to} ${w.subject}`).toHaveLength(1);
      }
      expect(await rows(ids)).toHaveLength(3);
      console.log(
        `[mail outage] 3 mails kept and sent once after a restart in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    } finally {
      if (!restarted) await control('mail-start');
    }
  }, 240_000);
});
