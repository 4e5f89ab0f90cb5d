// The outbox's rules on a real folder with a recording sender: kept while the server is down, sent
// once when it answers, after a restart too, once with several processes, with backoff, and a
// claim a dead process left behind is taken back after its lease.
import { mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createOutbox, retryDelay } from './outbox.mjs';

type Mail = { to: string; subject: string };

const dirs: string[] = [];
const folder = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'tonewood-outbox-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A sender that fails while `down` and records what it sent. */
function server() {
  const state = { down: true, sent: [] as Mail[], tries: 0 };
  const send = async (mail: Mail) => {
    state.tries++;
    await new Promise((r) => setTimeout(r, 1));
    if (state.down) throw new Error('connect ECONNREFUSED');
    state.sent.push(mail);
  };
  return { state, send };
}

const mail = (n: number): Mail => ({ to: `shopper${n}@example.org`, subject: `mail ${n}` });

describe('the mail outbox', () => {
  it('keeps a mail while the server is down and sends it once when it answers', async () => {
    const dir = folder();
    const smtp = server();
    let clock = 1_000_000;
    const outbox = createOutbox({ dir, send: smtp.send, now: () => clock });
    await outbox.enqueue(mail(1));
    await outbox.drain();
    expect(smtp.state.tries).toBeGreaterThan(0);
    expect(smtp.state.sent).toEqual([]);
    expect(await outbox.size()).toBe(1);
    smtp.state.down = false;
    // Not before its backoff is over.
    await outbox.drain();
    expect(smtp.state.sent).toEqual([]);
    clock += retryDelay(1);
    expect(await outbox.drain()).toBe(1);
    expect(await outbox.drain()).toBe(0);
    expect(smtp.state.sent).toEqual([mail(1)]);
    expect(await outbox.size()).toBe(0);
  });

  it('sends what a stopped process kept, from a new process on the same folder', async () => {
    const dir = folder();
    const down = server();
    const before = createOutbox({ dir, send: down.send });
    await Promise.all([1, 2, 3].map((n) => before.enqueue(mail(n))));
    await before.stop();
    const up = server();
    up.state.down = false;
    const after = createOutbox({ dir, send: up.send, now: () => Date.now() + 60 * 60_000 });
    expect(await after.drain()).toBe(3);
    expect(up.state.sent.map((m) => m.subject).sort()).toEqual(['mail 1', 'mail 2', 'mail 3']);
  });

  it('sends each mail exactly once when several processes drain the same folder', async () => {
    const dir = folder();
    const smtp = server();
    const writer = createOutbox({ dir, send: smtp.send });
    for (let n = 0; n < 20; n++) await writer.enqueue(mail(n));
    await writer.stop();
    smtp.state.down = false;
    const later = () => Date.now() + 60 * 60_000;
    const workers = [1, 2, 3, 4].map(() => createOutbox({ dir, send: smtp.send, now: later }));
    await Promise.all(workers.map((w) => w.drain()));
    const subjects = smtp.state.sent.map((m) => m.subject);
    expect(subjects).toHaveLength(20);
    expect(new Set(subjects).size).toBe(20);
  });

  it('backs off exponentially up to its maximum', () => {
    const rules = { retryBaseMs: 1000, retryMaxMs: 60_000 };
    expect([1, 2, 3, 4].map((n) => retryDelay(n, rules))).toEqual([1000, 2000, 4000, 8000]);
    expect(retryDelay(30, rules)).toBe(60_000);
  });

  it('takes back a claim whose process died, after the lease', async () => {
    const dir = folder();
    const smtp = server();
    let clock = 5_000_000;
    const outbox = createOutbox({ dir, send: smtp.send, now: () => clock, leaseMs: 60_000 });
    await outbox.enqueue(mail(7));
    await outbox.stop();
    // A process claimed it and died before sending.
    const name = readdirSync(path.join(dir, 'pending'))[0]!;
    renameSync(path.join(dir, 'pending', name), path.join(dir, 'claimed', `${name}.${clock}.99999`));
    smtp.state.down = false;
    expect(await outbox.drain()).toBe(0);
    clock += 60_000;
    expect(await outbox.drain()).toBe(1);
    expect(smtp.state.sent).toEqual([mail(7)]);
  });
});
