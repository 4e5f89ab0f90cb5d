import { describe, expect, it, vi } from 'vitest';
import { BANK_TRANSFER_PROVIDER, TEST_CARD_PROVIDER } from '@tonewood/rules';
import type { HttpTypes } from '@medusajs/types';
import type { StoreCart } from '../../lib/data';
import { storeCart, storeOrder } from '../../lib/data/fixtures';
import { completionUnsure, createCheckoutStore, type CheckoutEnvironment } from './store';

const line = { id: 'l1', quantity: 1, unit_price: 2890 };
const base = storeCart({ id: 'cart_1', region_id: 'reg_de', items: [line] });
const shipped = storeCart({
  ...base,
  email: 'anna@example.com',
  shipping_address: { address_1: 'Markt 1', country_code: 'de' },
  shipping_methods: [{ id: 'sm', shipping_option_id: 'so_std', name: 'Insured parcel', amount: 0 }],
});
const paid = (provider: string, status: HttpTypes.StorePaymentSession['status'] = 'pending') =>
  storeCart({
    ...shipped,
    payment_collection: { id: 'pc', payment_sessions: [{ id: 'ps', provider_id: provider, status }] },
  });

type Api = CheckoutEnvironment['api'];
function setup(carts: StoreCart[], overrides: { [K in keyof Api]?: Partial<Api[K]> } = {}) {
  // Each read of the cart answers the next state in the list (the last one stays).
  const reads = [...carts];
  const forCheckout = vi.fn(async () => (reads.length > 1 ? reads.shift()! : reads[0]!));
  const api: Api = {
    carts: {
      forCheckout,
      update: vi.fn(async () => base),
      addShippingMethod: vi.fn(async () => base),
      complete: vi.fn(),
      addPromotion: vi.fn(async () => base),
      removePromotion: vi.fn(async () => base),
      ...overrides.carts,
    },
    shippingOptions: { forCart: vi.fn(async () => []), ...overrides.shippingOptions },
    payment: {
      providers: vi.fn(async () => [BANK_TRANSFER_PROVIDER, TEST_CARD_PROVIDER]),
      initiate: vi.fn(async () => undefined),
      ...overrides.payment,
    },
  };
  const onStep = vi.fn();
  const onPlaced = vi.fn();
  const store = createCheckoutStore({ api, cartId: 'cart_1', onStep, onPlaced });
  return { store, api, onStep, onPlaced };
}

describe('checkout store', () => {
  it('opens the first step the cart lacks, whatever the address asked for', async () => {
    const { store, onStep } = setup([{ ...base, email: 'anna@example.com' }]);
    await store.getState().load('review');
    expect(store.getState()).toMatchObject({ status: 'ready', step: 'shipping' });
    expect(onStep).toHaveBeenLastCalledWith('shipping');
  });

  it('says the cart is gone when it is already an order or unknown', async () => {
    const completed = setup([{ ...base, completed_at: '2026-11-23' }]);
    await completed.store.getState().load(null);
    expect(completed.store.getState().status).toBe('gone');
    const missing = setup([base], {
      carts: { forCheckout: vi.fn(async () => Promise.reject(Object.assign(new Error('Not found'), { status: 404 }))) },
    });
    await missing.store.getState().load(null);
    expect(missing.store.getState().status).toBe('gone');
    const down = setup([base], {
      carts: { forCheckout: vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) },
    });
    await down.store.getState().load(null);
    expect(down.store.getState().status).toBe('failed');
  });

  it('saves the contact to the cart and moves on', async () => {
    const { store, api } = setup([base, { ...base, email: 'anna@example.com' }]);
    await store.getState().load(null);
    await store.getState().saveContact({ email: 'anna@example.com' });
    expect(api.carts.update).toHaveBeenCalledWith('cart_1', { email: 'anna@example.com' });
    expect(store.getState()).toMatchObject({ step: 'shipping', busy: false, error: null });
  });

  it('offers no shipping when Medusa has no option for the address', async () => {
    const { store, api } = setup([{ ...base, email: 'a@b.de' }]);
    await store.getState().load(null);
    await store.getState().loadOptions('CH');
    expect(api.carts.update).toHaveBeenCalledWith('cart_1', { shipping_address: { country_code: 'ch' } });
    expect(store.getState()).toMatchObject({ options: [], error: 'no-shipping' });
  });

  it('saves address and method, then starts the card session with the token and the name', async () => {
    const { store, api } = setup([{ ...base, email: 'a@b.de' }, shipped, paid(TEST_CARD_PROVIDER)], {
      shippingOptions: {
        forCart: vi.fn(async () => [{ id: 'so_std', name: 'Insured parcel (Germany)', amount: 0, code: 'standard' }]),
      },
    });
    await store.getState().load(null);
    await store.getState().loadOptions('DE');
    expect(store.getState().options).toHaveLength(1);
    await vi.waitFor(() => expect(store.getState().providers).toHaveLength(2));
    await store.getState().saveShipping({
      firstName: 'Anna',
      lastName: 'Berger',
      address: 'Markt 1',
      city: 'Leipzig',
      postalCode: '04109',
      country: 'DE',
      shippingMethodId: 'so_std',
    });
    // The option type's code travels with the method (into the order), for its name in each language.
    expect(api.carts.addShippingMethod).toHaveBeenCalledWith('cart_1', 'so_std', 'standard');
    expect(store.getState().step).toBe('payment');
    await store.getState().savePayment({ method: 'card', nameOnCard: 'Anna Berger' }, 'tok_visa');
    expect(api.payment.initiate).toHaveBeenCalledWith(shipped, TEST_CARD_PROVIDER, {
      token: 'tok_visa',
      cardholder_name: 'Anna Berger',
    });
    expect(store.getState().step).toBe('review');
  });

  it('places the order and hands its id on', async () => {
    const { store, onPlaced } = setup([paid(BANK_TRANSFER_PROVIDER)], {
      carts: { complete: vi.fn(async () => ({ type: 'order' as const, order: storeOrder({ id: 'order_1' }) })) },
    });
    await store.getState().load(null);
    await store.getState().placeOrder();
    expect(onPlaced).toHaveBeenCalledWith('order_1');
    expect(store.getState().orderId).toBe('order_1');
  });

  it('a double click places the order once', async () => {
    let answer: (value: { type: 'order'; order: HttpTypes.StoreOrder }) => void = () => undefined;
    const complete = vi.fn(() => new Promise<{ type: 'order'; order: HttpTypes.StoreOrder }>((r) => (answer = r)));
    const { store, onPlaced } = setup([paid(BANK_TRANSFER_PROVIDER)], { carts: { complete } });
    await store.getState().load(null);
    const first = store.getState().placeOrder();
    const second = store.getState().placeOrder();
    answer({ type: 'order', order: storeOrder({ id: 'order_1' }) });
    await Promise.all([first, second]);
    await store.getState().placeOrder();
    expect(complete).toHaveBeenCalledTimes(1);
    expect(onPlaced).toHaveBeenCalledTimes(1);
  });

  it('an answer lost after Medusa placed the order: the order of the completed cart, not a second one', async () => {
    const completed = storeCart({ ...paid(BANK_TRANSFER_PROVIDER), completed_at: '2026-11-26' });
    const complete = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce({ type: 'order', order: storeOrder({ id: 'order_1' }) });
    const { store, onPlaced } = setup([paid(BANK_TRANSFER_PROVIDER), completed], { carts: { complete } });
    await store.getState().load(null);
    await store.getState().placeOrder();
    expect(onPlaced).toHaveBeenCalledWith('order_1');
    expect(complete).toHaveBeenCalledTimes(2);
  });

  it('Medusa down while placing: the generic order error, the cart kept, and a retry places it', async () => {
    const down = Object.assign(new Error('Internal Server Error'), { status: 500 });
    const complete = vi
      .fn()
      .mockRejectedValueOnce(down)
      .mockResolvedValueOnce({ type: 'order', order: storeOrder({ id: 'order_2' }) });
    const { store, onPlaced } = setup([paid(BANK_TRANSFER_PROVIDER)], { carts: { complete } });
    await store.getState().load(null);
    await store.getState().placeOrder();
    expect(store.getState()).toMatchObject({ error: 'order', step: 'review', placing: false, orderId: null });
    await store.getState().placeOrder();
    expect(onPlaced).toHaveBeenCalledWith('order_2');
  });

  it('another tab is completing the cart (409): asks again until it is an order', async () => {
    const busy = Object.assign(new Error('Cart is already being completed by another request'), { status: 409 });
    const completed = storeCart({ ...paid(BANK_TRANSFER_PROVIDER), completed_at: '2026-11-26' });
    const complete = vi
      .fn()
      .mockRejectedValueOnce(busy)
      .mockRejectedValueOnce(busy)
      .mockResolvedValueOnce({ type: 'order', order: storeOrder({ id: 'order_3' }) });
    const { store, onPlaced } = setup([paid(BANK_TRANSFER_PROVIDER), completed], { carts: { complete } });
    await store.getState().load(null);
    await store.getState().placeOrder();
    expect(onPlaced).toHaveBeenCalledWith('order_3');
  });

  it('a refusal (4xx) is not asked again', () => {
    expect(completionUnsure(Object.assign(new Error('x'), { status: 400 }))).toBe(false);
    expect(completionUnsure(new TypeError('Failed to fetch'))).toBe(true);
    expect(completionUnsure(Object.assign(new Error('x'), { status: 502 }))).toBe(true);
  });

  it('a declined card shows the payment error and reopens the payment step; the cart stays', async () => {
    const declined = paid(TEST_CARD_PROVIDER, 'error');
    const { store, onPlaced } = setup([paid(TEST_CARD_PROVIDER), declined], {
      carts: {
        complete: vi.fn(async () => ({
          type: 'cart' as const,
          cart: declined,
          error: { message: 'Payment authorization failed', name: 'Error', type: 'payment_authorization_error' },
        })),
      },
    });
    await store.getState().load(null);
    await store.getState().placeOrder();
    expect(onPlaced).not.toHaveBeenCalled();
    expect(store.getState()).toMatchObject({ error: 'payment', step: 'payment', placing: false });
    expect(store.getState().cart?.items).toHaveLength(1);
  });

  it('a declined card thrown by Medusa at completion reopens the payment step too', async () => {
    const { store } = setup([paid(TEST_CARD_PROVIDER)], {
      carts: {
        complete: vi.fn(async () =>
          Promise.reject(
            Object.assign(new Error('Session: payses_01 was not authorized with the provider.'), { status: 400 }),
          ),
        ),
      },
    });
    await store.getState().load(null);
    await store.getState().placeOrder();
    expect(store.getState()).toMatchObject({ error: 'payment', step: 'payment', placing: false });
  });

  it('the last piece gone: the stock text, still on the review with the cart', async () => {
    const { store } = setup([paid(BANK_TRANSFER_PROVIDER)], {
      carts: {
        complete: vi.fn(async () =>
          Promise.reject(
            Object.assign(new Error('Some variant does not have the required inventory'), { status: 400 }),
          ),
        ),
      },
    });
    await store.getState().load(null);
    await store.getState().placeOrder();
    expect(store.getState()).toMatchObject({ error: 'insufficient-stock', step: 'review', placing: false });
  });
});

describe('checkout store: promotion codes in the review', () => {
  const withCode = (cart: StoreCart) =>
    storeCart({ ...cart, promotions: [{ id: 'promo_1', code: 'MERCH10', is_automatic: false }] });

  it('applies a code and chooses the bank transfer again, which Medusa dropped with the new amount', async () => {
    const reviewed = paid(BANK_TRANSFER_PROVIDER);
    const { store, api } = setup([reviewed, withCode(reviewed)], {
      carts: { addPromotion: vi.fn(async () => withCode(shipped)) },
    });
    await store.getState().load('review');
    await store.getState().applyCode('MERCH10');
    expect(api.carts.addPromotion).toHaveBeenCalledWith('cart_1', 'MERCH10', 'checkout');
    expect(api.payment.initiate).toHaveBeenCalledWith(withCode(shipped), BANK_TRANSFER_PROVIDER);
    expect(store.getState()).toMatchObject({ step: 'review', promotion: { problem: null, busy: false } });
    expect(store.getState().cart?.promotions?.[0]?.code).toBe('MERCH10');
  });

  it('keeps the cart and the step when the code is refused', async () => {
    const reviewed = paid(BANK_TRANSFER_PROVIDER);
    const invalid = Object.assign(new Error('The promotion code NOPE is invalid'), { status: 400 });
    const { store } = setup([reviewed], { carts: { addPromotion: vi.fn(async () => Promise.reject(invalid)) } });
    await store.getState().load('review');
    await store.getState().applyCode('NOPE');
    expect(store.getState()).toMatchObject({
      step: 'review',
      status: 'ready',
      promotion: { problem: { kind: 'unknown', code: 'NOPE' }, busy: false },
    });
    expect(store.getState().cart?.items).toHaveLength(1);
  });
});
