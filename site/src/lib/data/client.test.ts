// @vitest-environment node
// The one commerce client passes the js-sdk's own token-storage errors through unchanged (spec
// section 5): outside a browser, 'local' and 'session' storage are refused, and 'custom' needs a
// storage. The shop's shoppers are anonymous, so the site's client configures no token at all.
import Medusa from '@medusajs/js-sdk';
import { describe, expect, it } from 'vitest';
import { commerceClient } from './client';

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
