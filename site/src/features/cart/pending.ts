// Cart adds Medusa has not confirmed yet (issue 27: an add is never lost or doubled). A click
// writes a pending-add record to local storage before any request; the store removes it once
// Medusa answered. A record a page left behind (reload, typed address, closed tab) is completed
// by the next page, which first checks the cart's lines so that an add that reached Medusa is not
// sent twice. Pure rules plus the few storage lines every page needs (signal.ts reads the count):
// keep this file small, it is part of every page's first load.

/** The local-storage key of the pending adds (a JSON array, oldest first). */
export const PENDING_KEY = 'tonewood_cart_pending';
/** A record older than this is dropped, never sent: the shopper has long moved on. */
export const PENDING_TTL_MS = 24 * 60 * 60 * 1000;

export interface PendingAdd {
  /** Unique per click. */
  id: string;
  variantId: string;
  quantity: number;
  /** When it was clicked (ms since the epoch). */
  at: number;
  /** The page load that clicked it (its own failures are shown, not kept). */
  page: string;
  /**
   * Set just before the line-item request is sent: the cart it goes to and the variant's pieces
   * in that cart before it. Unset: no request was ever sent for this record.
   */
  sentTo?: string;
  before?: number;
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

/** A new unique id (a record's, a page load's, the cart stamp's). */
export const uid = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** This page load's id (records it wrote are its own). */
export const PAGE_ID = uid();

const isRecord = (r: unknown): r is PendingAdd => {
  const p = r as PendingAdd;
  return (
    typeof p === 'object' &&
    p !== null &&
    typeof p.id === 'string' &&
    typeof p.variantId === 'string' &&
    Number.isInteger(p.quantity) &&
    p.quantity > 0 &&
    typeof p.at === 'number' &&
    (p.sentTo === undefined || (typeof p.sentTo === 'string' && Number.isInteger(p.before)))
  );
};

/** The stored records that are well formed and not expired (bad JSON: none). */
export function livePending(raw: string | null, now: number): PendingAdd[] {
  try {
    const list: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(list)
      ? list.filter(isRecord).filter((r) => now - r.at < PENDING_TTL_MS && r.at <= now + 60_000)
      : [];
  } catch {
    return [];
  }
}

/** The pieces the badge adds to Medusa's count while they are pending. */
export const pendingPieces = (records: PendingAdd[]) => records.reduce((sum, r) => sum + r.quantity, 0);

// Where a write fails (storage full) the records live as long as the page.
let memory: string | null = null;

export function readPending(storage: Pick<Storage, 'getItem' | 'setItem'>, now = Date.now()): PendingAdd[] {
  let raw = memory;
  try {
    raw = storage.getItem(PENDING_KEY);
  } catch {
    // memory it is
  }
  return livePending(raw, now);
}

function writePending(storage: Pick<Storage, 'getItem' | 'setItem'>, records: PendingAdd[]) {
  memory = JSON.stringify(records);
  try {
    storage.setItem(PENDING_KEY, memory);
  } catch {
    // memory it is
  }
}

/** Writes a new record (before any request) and returns it. */
export function pend(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  variantId: string,
  quantity: number,
  now = Date.now(),
): PendingAdd {
  const record: PendingAdd = { id: uid(), variantId, quantity, at: now, page: PAGE_ID };
  writePending(storage, [...readPending(storage, now), record]);
  return record;
}

/** Changes one record (if it is still there) or removes it (change null). */
export function updatePending(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  id: string,
  change: Partial<PendingAdd> | null,
  now = Date.now(),
) {
  const records = readPending(storage, now);
  writePending(
    storage,
    change === null ? records.filter((r) => r.id !== id) : records.map((r) => (r.id === id ? { ...r, ...change } : r)),
  );
}

/** The variant's pieces in a cart (its lines for the variant added up). */
export function variantPieces(
  cart: { items?: { variant_id?: string | null; quantity: number }[] | null } | null,
  variantId: string,
): number {
  return (cart?.items ?? []).filter((l) => l.variant_id === variantId).reduce((sum, l) => sum + l.quantity, 0);
}

/**
 * What to do with a record when a page takes it up: 'send' when no request went out for it, or
 * the cart it went to does not hold its pieces (`cart`: that cart as Medusa has it after any add
 * still running on it, or null when it is gone); 'done' when the cart holds them (drop it).
 */
export function resumeDecision(record: PendingAdd, cart: Parameters<typeof variantPieces>[0]): 'send' | 'done' {
  if (record.sentTo === undefined || record.before === undefined || !cart) return 'send';
  return variantPieces(cart, record.variantId) >= record.before + record.quantity ? 'done' : 'send';
}
