import { describe, expect, it, vi } from 'vitest';
import { lazyChunk } from './chunkFailure';

const Note = () => null;

describe('lazyChunk', () => {
  it("asks for the chunk in a task after the one that wanted it, not in that task (the page's hydration)", async () => {
    const load = vi.fn(() => Promise.resolve({ default: Note }));
    const loader = lazyChunk(load);
    const order: string[] = [];
    const loaded = loader().then((module) => {
      order.push('loaded');
      return module;
    });
    // Still the task that asked: no request yet.
    expect(load).not.toHaveBeenCalled();
    // A microtask is still that task.
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    setTimeout(() => order.push('a task queued after the ask'), 0);
    expect((await loaded).default).toBe(Note);
    expect(load).toHaveBeenCalledTimes(1);
    // The request went out in a task of its own, queued before the one above (which has not run).
    expect(order).toEqual(['loaded']);
    await vi.waitFor(() => expect(order).toEqual(['loaded', 'a task queued after the ask']));
  });

  it('passes on an error that is not a chunk failure', async () => {
    const loader = lazyChunk<object>(() => Promise.reject(new TypeError('not a chunk')));
    await expect(loader()).rejects.toThrow('not a chunk');
  });
});
