// At most one reload per path every 10 seconds after a failed chunk load (spec sections 4 and 9):
// the time of the last reload of each path is kept in session storage, so it survives the reload
// itself and a chunk that stays broken cannot make the page reload forever. Part of every page's
// first load, so kept small.

export const CHUNK_RELOAD_KEY = 'tonewood_chunk_reload';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

/**
 * Whether the page at `path` may reload now; when it may, the reload is recorded. Storage that
 * cannot be used (private mode, quota) allows no reload: without the guard a loop could start.
 */
export function claimReload(storage: Storage, path: string, now: number): boolean {
  try {
    const key = `${CHUNK_RELOAD_KEY}:${path}`;
    const last = Number(storage.getItem(key));
    if (last && last <= now && now - last < 10_000) return false;
    storage.setItem(key, String(now));
    return true;
  } catch {
    return false;
  }
}

/** Whether an error is webpack's failure to load a chunk (script or CSS). */
export function isChunkLoadError(error: unknown): boolean {
  const { name, message } = (error ?? {}) as { name?: unknown; message?: unknown };
  return name === 'ChunkLoadError' || /Loading (CSS )?chunk \S+ failed/i.test(String(message));
}
