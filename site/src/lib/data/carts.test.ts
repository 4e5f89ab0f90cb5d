// The cart key (issue 27): the key Medusa hands the browser that creates a cart is kept beside
// the cart's id and sent with an email change of that cart only.
import type { StoreSdk } from './client';
import { beforeEach, describe, expect, it } from 'vitest';
import { cartCalls } from './carts';

const KEY = 'k'.repeat(43);

function fakeMedusa() {
  const updates: { id: string; headers?: Record<string, string> }[] = [];
  const cart = {
    create: async () => ({ cart: { id: 'cart_1' }, cart_key: KEY }),
    update: async (id: string, _body: unknown, _query: unknown, headers?: Record<string, string>) => {
      updates.push({ id, headers });
      return { cart: { id } };
    },
  };
  return { updates, client: async () => ({ store: { cart } }) as unknown as StoreSdk };
}

beforeEach(() => window.localStorage.clear());

describe('the cart key', () => {
  it('is kept on create and sent with an email change of that cart, not with other changes or carts', async () => {
    const { updates, client } = fakeMedusa();
    const calls = cartCalls(client);
    await calls.create({ region_id: 'reg_1' });
    await calls.update('cart_1', { email: 'a@example.org' });
    await calls.update('cart_1', { shipping_address: { country_code: 'de' } });
    await calls.update('cart_2', { email: 'a@example.org' });
    expect(updates).toEqual([
      { id: 'cart_1', headers: { 'x-cart-key': KEY } },
      { id: 'cart_1', headers: undefined },
      { id: 'cart_2', headers: undefined },
    ]);
  });
});
