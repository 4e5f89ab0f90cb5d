// The pending-add rules: which stored records count, when a record a page left behind is sent
// again or dropped, and how the records are kept.
import { describe, expect, it } from 'vitest';
import {
  PENDING_KEY,
  PENDING_TTL_MS,
  livePending,
  pend,
  pendingPieces,
  readPending,
  resumeDecision,
  updatePending,
  variantPieces,
  type PendingAdd,
} from './pending';

const now = Date.UTC(2026, 10, 26, 12);
const record = (extra: Partial<PendingAdd> = {}): PendingAdd => ({
  id: 'a1',
  variantId: 'variant_1',
  quantity: 1,
  at: now - 1000,
  page: 'p',
  ...extra,
});
const cart = (...lines: [string, number][]) => ({
  items: lines.map(([variant_id, quantity]) => ({ variant_id, quantity })),
});

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('pending adds', () => {
  it('keeps well-formed records younger than 24 h, and nothing of bad JSON', () => {
    const fresh = record();
    const old = record({ id: 'old', at: now - PENDING_TTL_MS - 1 });
    const future = record({ id: 'future', at: now + 3_600_000 });
    const broken = { id: 'b', variantId: 'v', quantity: 0, at: now };
    const halfSent = record({ id: 'half', sentTo: 'cart_1' });
    expect(livePending(JSON.stringify([fresh, old, future, broken, halfSent, null, 'x']), now)).toEqual([fresh]);
    expect(livePending('{not json', now)).toEqual([]);
    expect(livePending('{"id":"a1"}', now)).toEqual([]);
    expect(livePending(null, now)).toEqual([]);
  });

  it('adds the pending pieces for the badge', () => {
    expect(pendingPieces([record(), record({ id: 'a2', quantity: 2 })])).toBe(3);
    expect(pendingPieces([])).toBe(0);
  });

  it('counts the pieces of a variant over its lines', () => {
    expect(variantPieces(cart(['variant_1', 2], ['variant_2', 1], ['variant_1', 1]), 'variant_1')).toBe(3);
    expect(variantPieces(null, 'variant_1')).toBe(0);
  });

  it('sends a record no request went out for', () => {
    expect(resumeDecision(record(), cart(['variant_1', 5]))).toBe('send');
  });

  it('drops a record whose add the cart already holds, sends one it does not', () => {
    const sent = record({ sentTo: 'cart_1', before: 2, quantity: 1 });
    expect(resumeDecision(sent, cart(['variant_1', 3]))).toBe('done');
    expect(resumeDecision(sent, cart(['variant_1', 2]))).toBe('send');
    expect(resumeDecision(sent, cart(['variant_2', 3]))).toBe('send');
    // The cart it went to is gone (completed, expired): the piece is in no cart.
    expect(resumeDecision(sent, null)).toBe('send');
  });

  it('writes, changes and removes records in order, oldest first', () => {
    const storage = memoryStorage();
    const first = pend(storage, 'variant_1', 1, now);
    const second = pend(storage, 'variant_2', 2, now + 1);
    expect(first.id).not.toBe(second.id);
    expect(readPending(storage, now + 2).map((r) => r.variantId)).toEqual(['variant_1', 'variant_2']);
    updatePending(storage, first.id, { sentTo: 'cart_1', before: 0 }, now + 2);
    expect(readPending(storage, now + 2)[0]).toMatchObject({ sentTo: 'cart_1', before: 0 });
    updatePending(storage, first.id, null, now + 2);
    expect(readPending(storage, now + 2).map((r) => r.id)).toEqual([second.id]);
    expect(JSON.parse(storage.data.get(PENDING_KEY)!)).toHaveLength(1);
  });
});
