// @vitest-environment node
// The one commerce client passes the js-sdk's own token-storage errors through unchanged (spec
// section 5): outside a browser, 'local' and 'session' storage are refused, and 'custom' needs a
// storage. The shop's shoppers are anonymous, so the site's client configures no token at all.
import Medusa from '@medusajs/js-sdk';
import { describe, expect, it } from 'vitest';
import { commerceClient, withDeadline } from './client';

const baseUrl = 'http://127.0.0.1:9';

describe('commerce client', () => {
  it.each([
    ['local', 'Local JWT storage is only available in the browser'],
    ['session', 'Session JWT storage is only available in the browser'],
    ['custom', 'Custom storage was not provided in the config'],
  ] as const)("token storage '%s' outside a browser fails with the spec's text", async (method, message) => {
    const sdk = new Medusa({ baseUrl, auth: { type: 'jwt', jwtTokenStorageMethod: method } });
    await expect(sdk.client.fetch('/store/regions')).rejects.toThrow(message);
  });

  it('is created once and shared', async () => {
    const connection = { url: baseUrl, key: 'pk_test' };
    const first = await commerceClient(connection);
    expect(await commerceClient(connection)).toBe(first);
  });
});

describe('the deadline of a store call', () => {
  it('takes the method of the call', async () => {
    const seen: [unknown, string | undefined][] = [];
    const sdk = withDeadline(new Medusa({ baseUrl, publishableKey: 'pk_test' }), (input, method) => {
      seen.push([input, method]);
      return 1000;
    });
    const realFetch = globalThis.fetch;
    globalThis.fetch = (() =>
      Promise.resolve(new Response('{}', { headers: { 'content-type': 'application/json' } }))) as typeof fetch;
    try {
      await sdk.client.fetch('/store/carts', { method: 'POST', body: {} });
      await sdk.client.fetch('/store/regions');
    } finally {
      globalThis.fetch = realFetch;
    }
    expect(seen).toEqual([
      ['/store/carts', 'POST'],
      ['/store/regions', 'GET'],
    ]);
  });

  it('aborts a call that gets no answer, and keeps a signal the caller brings', async () => {
    const sdk = withDeadline(new Medusa({ baseUrl, publishableKey: 'pk_test' }), () => 20);
    const seen: (AbortSignal | null | undefined)[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = ((_input: unknown, init?: RequestInit) => {
      seen.push(init?.signal);
      // Never answers: only the signal ends the call.
      return new Promise((_resolve, reject) => {
        const signal = init?.signal;
        if (signal?.aborted) reject(signal.reason as Error);
        signal?.addEventListener('abort', () => reject(signal.reason as Error));
      });
    }) as typeof fetch;
    try {
      const own = new AbortController();
      const pending = sdk.client.fetch('/store/regions', { signal: own.signal });
      own.abort(new Error('left'));
      await expect(pending).rejects.toThrow('left');
      expect(seen[0]).toBe(own.signal);
      await expect(sdk.client.fetch('/store/regions')).rejects.toMatchObject({ name: 'TimeoutError' });
      expect(seen[1]).toBeInstanceOf(AbortSignal);
    } finally {
      globalThis.fetch = realFetch;
    }
  });
});
