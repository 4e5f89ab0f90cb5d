import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_KEY, claimReload, isChunkLoadError } from './reloadGuard';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('chunk failure reload guard', () => {
  it('reloads a path at most once per 10 seconds', () => {
    const storage = memoryStorage();
    expect(claimReload(storage, '/guitars', 1_000)).toBe(true);
    expect(claimReload(storage, '/guitars', 1_500)).toBe(false);
    expect(claimReload(storage, '/guitars', 10_999)).toBe(false);
    expect(claimReload(storage, '/guitars', 11_000)).toBe(true);
  });

  it('counts each path on its own', () => {
    const storage = memoryStorage();
    expect(claimReload(storage, '/guitars', 1_000)).toBe(true);
    expect(claimReload(storage, '/de/guitars', 1_001)).toBe(true);
    expect(claimReload(storage, '/guitars', 1_002)).toBe(false);
  });

  it('keeps one entry per path and survives garbage in storage', () => {
    const storage = memoryStorage();
    claimReload(storage, '/a', 0);
    claimReload(storage, '/b', 20_000);
    expect(storage.data.get(`${CHUNK_RELOAD_KEY}:/b`)).toBe('20000');
    storage.setItem(`${CHUNK_RELOAD_KEY}:/b`, 'not a time');
    expect(claimReload(storage, '/b', 21_000)).toBe(true);
  });

  it('allows no reload when storage fails (no guard, no reload loop)', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(claimReload(broken, '/', 0)).toBe(false);
  });

  it("recognises webpack's chunk load errors only", () => {
    const chunkError = Object.assign(new Error('Loading chunk 412 failed.\n(error: /412-abc.js)'), {
      name: 'ChunkLoadError',
    });
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 7 failed.\n(/7.css)'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk consent-banner failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('fetch failed'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});
