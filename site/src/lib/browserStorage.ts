// Local and session storage, or this page's memory where the browser blocks site data (Chromium
// with "Don't allow sites to save data": reading window.localStorage throws a SecurityError). The
// memory lasts as long as the page's scripts do: through the shop's in-app links, not a full load.
// Writes to real storage may still throw (quota): callers keep their try/catch.

export type BrowserStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
type Kind = 'localStorage' | 'sessionStorage';

const memories: Record<Kind, Map<string, string>> = { localStorage: new Map(), sessionStorage: new Map() };

function inMemory(memory: Map<string, string>): BrowserStorage {
  return {
    getItem: (key) => memory.get(key) ?? null,
    setItem: (key, value) => void memory.set(key, String(value)),
    removeItem: (key) => void memory.delete(key),
  };
}

/** The browser's storage of that kind, or this page's memory in its place. */
export function browserStorage(kind: Kind): BrowserStorage {
  try {
    const storage = window[kind];
    if (storage) return storage;
  } catch {
    // Blocked: the memory below.
  }
  return inMemory(memories[kind]);
}
