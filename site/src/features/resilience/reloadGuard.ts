// At most one reload per path every 10 seconds after a failed chunk load (spec sections 4 and 9):
// the time of the last reload per path is kept in session storage, so it survives the reload
// itself and a chunk that stays broken cannot make the page reload forever.

export const CHUNK_RELOAD_KEY = 'tonewood_chunk_reload';
const CHUNK_RELOAD_INTERVAL_MS = 10_000;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

function lastReloads(storage: Storage): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(CHUNK_RELOAD_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/**
 * Whether the page at `path` may reload now; when it may, the reload is recorded. Storage that
 * cannot be used (private mode, quota) allows no reload: without the guard a loop could start.
 */
export function claimReload(storage: Storage, path: string, now: number): boolean {
  try {
    const reloads = lastReloads(storage);
    const last = reloads[path];
    if (typeof last === 'number' && now - last < CHUNK_RELOAD_INTERVAL_MS && now >= last) return false;
    // Entries older than the interval are dropped, so the record stays small.
    const kept = Object.fromEntries(
      Object.entries(reloads).filter(([, at]) => now - at < CHUNK_RELOAD_INTERVAL_MS && now >= at),
    );
    storage.setItem(CHUNK_RELOAD_KEY, JSON.stringify({ ...kept, [path]: now }));
    return true;
  } catch {
    return false;
  }
}

/** Whether an error is webpack's failure to load a chunk (script or CSS). */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return typeof error === 'string' && CHUNK_MESSAGE.test(error);
  const { name, message } = error as { name?: unknown; message?: unknown };
  return name === 'ChunkLoadError' || (typeof message === 'string' && CHUNK_MESSAGE.test(message));
}
const CHUNK_MESSAGE = /Loading (CSS )?chunk \S+ failed/i;
