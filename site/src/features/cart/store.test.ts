// The cart store's lifecycle against a stand-in store API (the real Medusa is exercised by the
// browser journeys in e2e/cart.mjs): what happens to the stored id, the cart and the error.
import { describe, expect, it, vi } from 'vitest';
import type { StoreApi, StoreCart } from '../../lib/data';
import { storeCart, storeRegion } from '../../lib/data/fixtures';
import { pend, pendingPieces, readPending } from './pending';
import { CART_ID_KEY } from './signal';
import { CART_STAMP_KEY, createCartStore, webLock, type CartEnvironment } from './store';

const notFound = () => Object.assign(new Error("Cart with id 'x' not found"), { status: 404 });
const down = () => new TypeError('Failed to fetch');

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    data,
  };
}

const cartOf = (id: string, items: [string, number][] = [], region = 'reg_de'): StoreCart =>
  storeCart({
    id,
    region_id: region,
    items: items.map(([lineId, quantity]) => ({ id: lineId, quantity, unit_price: 100 })),
  });

function setup({
  stored,
  api = {},
  storage = memoryStorage(stored ? { [CART_ID_KEY]: stored } : {}),
  env = {},
}: {
  stored?: string;
  api?: Partial<StoreApi['carts']>;
  storage?: ReturnType<typeof memoryStorage>;
  env?: Partial<CartEnvironment>;
} = {}) {
  const carts = {
    retrieve: vi.fn(async (id: string) => cartOf(id, [['l1', 1]])),
    create: vi.fn(async () => cartOf('cart_new')),
    update: vi.fn(async (id: string, body: { region_id?: string | null }) =>
      cartOf(id, [['l1', 1]], body.region_id ?? undefined),
    ),
    addLine: vi.fn(async (id: string) => cartOf(id, [['l1', 1]])),
    updateLine: vi.fn(async (id: string, lineId: string, q: number) => cartOf(id, [[lineId, q]])),
    removeLine: vi.fn(async (id: string) => cartOf(id)),
    addPromotion: vi.fn(async (id: string, code: string) => ({
      ...cartOf(id, [['l1', 1]]),
      promotions: [{ id: 'promo_1', code, is_automatic: false }],
    })),
    removePromotion: vi.fn(async (id: string) => cartOf(id, [['l1', 1]])),
    ...api,
  };
  const regions = {
    list: vi.fn(async () => [
      storeRegion({ id: 'reg_de', countries: [{ iso_2: 'de' }] }),
      storeRegion({ id: 'reg_export', countries: [{ iso_2: 'ch' }] }),
    ]),
  };
  const quantities: number[] = [];
  const store = createCartStore({
    api: { carts, regions },
    storage,
    language: () => 'de',
    locale: () => 'de-DE',
    country: () => 'DE',
    onQuantity: (q) => quantities.push(q),
    ...env,
  });
  return { store, storage, carts, regions, quantities };
}

describe('cart store', () => {
  it('applies quick country switches one after the other: CH then DE ends in the DE region', async () => {
    let release: () => void = () => {};
    const slow = new Promise<void>((resolve) => (release = resolve));
    const update = vi.fn(async (id: string, body: { region_id?: string | null }) => {
      if (body.region_id === 'reg_export') await slow; // the move to CH is still on its way
      return cartOf(id, [['l1', 1]], body.region_id ?? undefined);
    });
    const { store } = setup({ stored: 'cart_1', api: { update } });
    await store.getState().refresh();
    const toCh = store.getState().switchCountry('CH');
    const toDe = store.getState().switchCountry('DE');
    release();
    await Promise.all([toCh, toDe]);
    expect(update.mock.calls.map(([, body]) => body.region_id)).toEqual(['reg_export', 'reg_de']);
    expect(store.getState().cart?.region_id).toBe('reg_de');
  });

  it('moves a cart made in another language to the page language (Medusa translates its lines)', async () => {
    const english = { ...cartOf('cart_en', [['l1', 1]]), locale: 'en-US' };
    const { store, carts } = setup({ stored: 'cart_en', api: { retrieve: vi.fn(async () => english) } });
    await store.getState().refresh();
    expect(carts.update).toHaveBeenCalledWith('cart_en', { locale: 'de-DE' });
    const same = setup({ stored: 'cart_de', api: { retrieve: vi.fn(async () => ({ ...english, locale: 'de-DE' })) } });
    await same.store.getState().refresh();
    expect(same.carts.update).not.toHaveBeenCalled();
  });

  it('has no cart and makes no call without a stored id', async () => {
    const { store, carts } = setup();
    await store.getState().refresh();
    expect(store.getState().cart).toBeNull();
    expect(store.getState().status).toBe('ready');
    expect(carts.retrieve).not.toHaveBeenCalled();
  });

  it('creates the cart on the first add, with the language, locale and region, and keeps its id', async () => {
    const { store, storage, carts, quantities } = setup();
    expect(await store.getState().add('variant_1')).toBe(true);
    expect(carts.create).toHaveBeenCalledWith({ region_id: 'reg_de', locale: 'de-DE', metadata: { language: 'de' } });
    expect(carts.addLine).toHaveBeenCalledWith('cart_new', 'variant_1', 1);
    expect(storage.data.get(CART_ID_KEY)).toBe('cart_new');
    expect(quantities.at(-1)).toBe(1);
  });

  it('counts the added pieces on the badge at once (a pending record) and takes them back when Medusa refuses', async () => {
    let refuse!: (error: Error) => void;
    const addLine = vi.fn(() => new Promise<StoreCart>((_, reject) => (refuse = reject)));
    const { store, storage, quantities } = setup({ stored: 'cart_1', api: { addLine } });
    await store.getState().refresh();
    const badge = () => (quantities.at(-1) ?? 0) + pendingPieces(readPending(storage));
    expect(badge()).toBe(1);
    const pending = store.getState().add('variant_2', 2);
    expect(badge()).toBe(3);
    await vi.waitFor(() => expect(addLine).toHaveBeenCalled());
    // Written before the request: the cart it goes to and the variant's pieces there before it.
    expect(readPending(storage)).toMatchObject([{ variantId: 'variant_2', quantity: 2, sentTo: 'cart_1', before: 0 }]);
    refuse(Object.assign(new Error('Variant does not have the required inventory'), { status: 400 }));
    expect(await pending).toBe(false);
    expect(readPending(storage)).toEqual([]);
    expect(badge()).toBe(1);
    expect(store.getState().error).toBe('insufficient-stock');
  });

  it('clears the stored id when fetching answers 404', async () => {
    const { store, storage } = setup({
      stored: 'cart_old',
      api: { retrieve: vi.fn(async () => Promise.reject(notFound())) },
    });
    await store.getState().refresh();
    expect(storage.data.has(CART_ID_KEY)).toBe(false);
    expect(store.getState().cart).toBeNull();
  });

  it('keeps the id (and says so) when the service is down, so the cart is there when it returns', async () => {
    const { store, storage } = setup({
      stored: 'cart_1',
      api: { retrieve: vi.fn(async () => Promise.reject(down())) },
    });
    await store.getState().refresh();
    expect(storage.data.get(CART_ID_KEY)).toBe('cart_1');
    expect(store.getState().status).toBe('failed');
  });

  it('sets the error and clears the id when creating fails', async () => {
    const { store, storage, carts } = setup({ api: { create: vi.fn(async () => Promise.reject(down())) } });
    expect(await store.getState().add('variant_1')).toBe(false);
    expect(store.getState().error).toBe('add-to-cart');
    expect(storage.data.has(CART_ID_KEY)).toBe(false);
    expect(carts.addLine).not.toHaveBeenCalled();
  });

  it("refetches after a failed add and shows 'Error Adding Item' or the stock text", async () => {
    const refused = Object.assign(new Error('Variant does not have the required inventory'), { status: 400 });
    const { store, carts } = setup({ stored: 'cart_1', api: { addLine: vi.fn(async () => Promise.reject(refused)) } });
    expect(await store.getState().add('variant_1')).toBe(false);
    expect(store.getState().error).toBe('insufficient-stock');
    expect(carts.retrieve).toHaveBeenCalledWith('cart_1');
    store.getState().dismissError();
    expect(store.getState().error).toBeNull();
  });

  it('starts a new cart when the stored one is gone at add time', async () => {
    const addLine = vi
      .fn()
      .mockRejectedValueOnce(notFound())
      .mockImplementation(async (id: string) => cartOf(id, [['l1', 1]]));
    const { store, storage, carts } = setup({ stored: 'cart_gone', api: { addLine } });
    expect(await store.getState().add('variant_1')).toBe(true);
    expect(carts.create).toHaveBeenCalledOnce();
    expect(storage.data.get(CART_ID_KEY)).toBe('cart_new');
  });

  it('drops a stored id that is no cart id without asking Medusa', async () => {
    const { store, storage, carts } = setup({ stored: '{"cart":' });
    await store.getState().refresh();
    expect(carts.retrieve).not.toHaveBeenCalled();
    expect(storage.data.has(CART_ID_KEY)).toBe(false);
    expect(store.getState()).toMatchObject({ cart: null, status: 'ready', error: null });
  });

  it('forgets a stored cart that became an order, and the next add starts a new cart', async () => {
    const completed = { ...cartOf('cart_done', [['l1', 2]]), completed_at: '2026-11-26T20:00:00Z' };
    const { store, storage, carts, quantities } = setup({
      stored: 'cart_done',
      api: { retrieve: vi.fn(async () => completed) },
    });
    await store.getState().refresh();
    expect(storage.data.has(CART_ID_KEY)).toBe(false);
    expect(store.getState()).toMatchObject({ cart: null, status: 'ready', error: null });
    expect(quantities.at(-1)).toBe(0);
    storage.data.set(CART_ID_KEY, 'cart_done');
    expect(await store.getState().add('variant_1')).toBe(true);
    expect(carts.create).toHaveBeenCalledOnce();
    expect(carts.addLine).toHaveBeenCalledWith('cart_new', 'variant_1', 1);
    expect(storage.data.get(CART_ID_KEY)).toBe('cart_new');
  });

  it('an add Medusa refuses because the cart is already completed goes to a new cart', async () => {
    const done = Object.assign(new Error('Cart cart_done is already completed.'), { status: 400 });
    const addLine = vi
      .fn()
      .mockRejectedValueOnce(done)
      .mockImplementation(async (id: string) => cartOf(id, [['l1', 1]]));
    const { store, storage } = setup({ stored: 'cart_done', api: { addLine } });
    expect(await store.getState().add('variant_1')).toBe(true);
    expect(storage.data.get(CART_ID_KEY)).toBe('cart_new');
    expect(store.getState().error).toBeNull();
  });

  it('shows a quantity change at once (at least 1) and rolls it back by refetching on failure', async () => {
    let answer!: (value: StoreCart) => void;
    const updateLine = vi.fn(() => new Promise<StoreCart>((resolve) => (answer = resolve)));
    const { store, quantities } = setup({ stored: 'cart_1', api: { updateLine } });
    await store.getState().refresh();
    const pending = store.getState().setQuantity('l1', 0);
    expect(updateLine).toHaveBeenCalledWith('cart_1', 'l1', 1);
    expect(store.getState().busyLine).toBe('l1');
    answer(cartOf('cart_1', [['l1', 1]]));
    await pending;

    updateLine.mockImplementationOnce(() => Promise.reject(down()));
    const failing = store.getState().setQuantity('l1', 4);
    expect(store.getState().cart?.items?.[0]?.quantity).toBe(4);
    expect(quantities.at(-1)).toBe(4);
    await failing;
    expect(store.getState().cart?.items?.[0]?.quantity).toBe(1);
    expect(quantities.at(-1)).toBe(1);
    expect(store.getState().busyLine).toBeNull();
  });

  it('removes a line at once and brings it back when the removal fails', async () => {
    const { store } = setup({ stored: 'cart_1', api: { removeLine: vi.fn(async () => Promise.reject(down())) } });
    await store.getState().refresh();
    const pending = store.getState().remove('l1');
    expect(store.getState().cart?.items).toEqual([]);
    await pending;
    expect(store.getState().cart?.items?.map((l) => l.id)).toEqual(['l1']);
  });

  it('moves the cart to the region of a new country, not when it is there, and reports a failure', async () => {
    const { store, carts } = setup({ stored: 'cart_1' });
    await store.getState().refresh();
    await store.getState().switchCountry('DE');
    expect(carts.update).not.toHaveBeenCalled();
    await store.getState().switchCountry('ch');
    expect(carts.update).toHaveBeenCalledWith('cart_1', { region_id: 'reg_export' });
    expect(store.getState().cart?.region_id).toBe('reg_export');
    vi.mocked(carts.update).mockRejectedValueOnce(down());
    await store.getState().switchCountry('DE');
    expect(store.getState().error).toBe('region-update');
  });
});

describe('cart store: promotion codes', () => {
  it('applies a code the cart then carries, and removes it again', async () => {
    const { store, carts } = setup({ stored: 'cart_1' });
    await store.getState().refresh();
    await store.getState().applyCode('MERCH10');
    expect(carts.addPromotion).toHaveBeenCalledWith('cart_1', 'MERCH10');
    expect(store.getState().cart?.promotions?.map((p) => p.code)).toEqual(['MERCH10']);
    expect(store.getState().promotion).toEqual({ problem: null, busy: false });
    await store.getState().removeCode('MERCH10');
    expect(carts.removePromotion).toHaveBeenCalledWith('cart_1', 'MERCH10');
    expect(store.getState().cart?.promotions ?? []).toEqual([]);
  });

  it('says "not applicable" when Medusa answers with the cart but without the code', async () => {
    const { store } = setup({
      stored: 'cart_1',
      api: { addPromotion: vi.fn(async (id: string) => cartOf(id, [['l1', 1]])) },
    });
    await store.getState().refresh();
    await store.getState().applyCode('MERCH10');
    expect(store.getState().promotion.problem).toEqual({ kind: 'not-applicable', code: 'MERCH10' });
  });

  it('keeps the cart when the call fails: an unknown code, or the service down', async () => {
    const invalid = Object.assign(new Error('The promotion code NOPE is invalid'), { status: 400 });
    const addPromotion = vi.fn().mockRejectedValueOnce(invalid).mockRejectedValueOnce(down());
    const { store, storage } = setup({ stored: 'cart_1', api: { addPromotion } });
    await store.getState().refresh();
    await store.getState().applyCode('NOPE');
    expect(store.getState().promotion.problem).toEqual({ kind: 'unknown', code: 'NOPE' });
    expect(store.getState().cart?.items).toHaveLength(1);
    await store.getState().applyCode('MERCH10');
    expect(store.getState().promotion.problem).toEqual({ kind: 'failed', code: 'MERCH10' });
    expect(store.getState().cart?.id).toBe('cart_1');
    expect(storage.data.get(CART_ID_KEY)).toBe('cart_1');
  });
});

/**
 * A stand-in Medusa holding carts with lines by variant (pieces add up on one line per variant),
 * refusing more than `stock` pieces of a variant, and counting the adds that reached it.
 */
function fakeMedusa({ stock = 99 } = {}) {
  const carts = new Map<string, Map<string, number>>();
  let made = 0;
  let busy = 0;
  const seen = { adds: 0, overlapping: false };
  const answer = (id: string) =>
    storeCart({
      id,
      region_id: 'reg_de',
      items: [...carts.get(id)!].map(([variant_id, quantity]) => ({ id: `line_${variant_id}`, variant_id, quantity })),
    });
  const known = (id: string) => {
    if (!carts.has(id)) throw notFound();
    return answer(id);
  };
  const api: Partial<StoreApi['carts']> = {
    create: vi.fn(async () => {
      const id = `cart_${++made}`;
      carts.set(id, new Map());
      return answer(id);
    }),
    retrieve: vi.fn(async (id: string) => known(id)),
    update: vi.fn(async (id: string) => known(id)),
    addLine: vi.fn(async (id: string, variant: string, quantity: number) => {
      known(id);
      if (busy) seen.overlapping = true;
      busy++;
      await new Promise((resolve) => setTimeout(resolve, 1));
      busy--;
      const lines = carts.get(id)!;
      const next = (lines.get(variant) ?? 0) + quantity;
      if (next > stock) throw Object.assign(new Error('Variant does not have the required inventory'), { status: 400 });
      lines.set(variant, next);
      seen.adds++;
      return answer(id);
    }),
    updateLine: vi.fn(async (id: string, lineId: string, quantity: number) => {
      known(id);
      carts.get(id)!.set(lineId.replace(/^line_/, ''), quantity);
      return answer(id);
    }),
  };
  return { api, carts, seen };
}

/** Tabs taking turns, as the Web Lock makes them. */
function turns() {
  let turn = Promise.resolve();
  return <T>(work: () => Promise<T>) => {
    const run = turn.then(work);
    turn = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  };
}

describe('cart store: adds that survive the page', () => {
  it('sends five quick adds one after the other: five pieces, each record gone once confirmed', async () => {
    const medusa = fakeMedusa();
    const { store, storage, quantities } = setup({ api: medusa.api });
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => store.getState().add('variant_1')));
    expect(results).toEqual([true, true, true, true, true]);
    expect(medusa.seen).toEqual({ adds: 5, overlapping: false });
    expect(medusa.api.create).toHaveBeenCalledOnce();
    expect(medusa.carts.get('cart_1')?.get('variant_1')).toBe(5);
    expect(readPending(storage)).toEqual([]);
    expect(quantities.at(-1)).toBe(5);
  });

  it('stops at the stock: the pieces there are, the stock message, no record left', async () => {
    const medusa = fakeMedusa({ stock: 2 });
    const { store, storage } = setup({ api: medusa.api });
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => store.getState().add('variant_1')));
    expect(results).toEqual([true, true, false, false, false]);
    expect(medusa.carts.get('cart_1')?.get('variant_1')).toBe(2);
    expect(store.getState().error).toBe('insufficient-stock');
    expect(readPending(storage)).toEqual([]);
  });

  it('completes an add a page left before sending it: a new cart, one line, the record gone', async () => {
    const medusa = fakeMedusa();
    const { store, storage } = setup({ api: medusa.api });
    pend(storage, 'variant_1', 1); // the click of a page that is gone (no cart yet)
    await store.getState().refresh();
    expect(medusa.carts.get('cart_1')?.get('variant_1')).toBe(1);
    expect(storage.data.get(CART_ID_KEY)).toBe('cart_1');
    expect(readPending(storage)).toEqual([]);
    expect(store.getState().cart?.items).toHaveLength(1);
  });

  it('does not send again an add that reached Medusa before its page was left', async () => {
    const medusa = fakeMedusa();
    const { store, storage } = setup({ stored: 'cart_1', api: medusa.api });
    medusa.carts.set('cart_1', new Map([['variant_1', 3]])); // 2 before, and the lost add's 1
    storage.setItem(
      'tonewood_cart_pending',
      JSON.stringify([
        { id: 'r1', variantId: 'variant_1', quantity: 1, at: Date.now(), page: 'gone', sentTo: 'cart_1', before: 2 },
      ]),
    );
    await store.getState().refresh();
    // The empty update waits for Medusa's lock on the cart (an add still running there).
    expect(medusa.api.update).toHaveBeenCalledWith('cart_1', {});
    expect(medusa.api.addLine).not.toHaveBeenCalled();
    expect(medusa.carts.get('cart_1')?.get('variant_1')).toBe(3);
    expect(readPending(storage)).toEqual([]);
  });

  it('sends again an add that was sent but never reached Medusa, once', async () => {
    const medusa = fakeMedusa();
    const { store, storage } = setup({ stored: 'cart_1', api: medusa.api });
    medusa.carts.set('cart_1', new Map([['variant_1', 2]]));
    storage.setItem(
      'tonewood_cart_pending',
      JSON.stringify([
        { id: 'r1', variantId: 'variant_1', quantity: 1, at: Date.now(), page: 'gone', sentTo: 'cart_1', before: 2 },
      ]),
    );
    await store.getState().refresh();
    expect(medusa.api.addLine).toHaveBeenCalledOnce();
    expect(medusa.carts.get('cart_1')?.get('variant_1')).toBe(3);
    expect(readPending(storage)).toEqual([]);
  });

  it('drops records older than 24 hours without sending them', async () => {
    const medusa = fakeMedusa();
    const { store, storage } = setup({ api: medusa.api });
    pend(storage, 'variant_1', 1, Date.now() - 25 * 60 * 60 * 1000);
    await store.getState().resume();
    expect(medusa.api.create).not.toHaveBeenCalled();
    expect(medusa.api.addLine).not.toHaveBeenCalled();
  });

  it("keeps a left-behind add while Medusa is down, and this page's own add is refused with the error", async () => {
    const medusa = fakeMedusa();
    const addLine = vi.fn(async () => Promise.reject(down()));
    const { store, storage } = setup({ stored: 'cart_1', api: { ...medusa.api, addLine } });
    medusa.carts.set('cart_1', new Map());
    pend(storage, 'variant_1', 1);
    const [left] = readPending(storage);
    storage.setItem('tonewood_cart_pending', JSON.stringify([{ ...left, page: 'gone' }]));
    await store.getState().resume();
    expect(readPending(storage)).toHaveLength(1);
    expect(store.getState().error).toBeNull();
    // A page's own add fails while the shopper watches: the error shows and the add is not kept
    // (the older record stays first in line and stops the queue again).
    storage.setItem('tonewood_cart_pending', '[]');
    expect(await store.getState().add('variant_2')).toBe(false);
    expect(store.getState().error).toBe('add-to-cart');
    expect(readPending(storage)).toEqual([]);
  });

  it('keeps an add cut off because the page is being left', async () => {
    const medusa = fakeMedusa();
    let leaving = false;
    const addLine = vi.fn(async () => {
      leaving = true;
      throw down();
    });
    const { store, storage } = setup({ api: { ...medusa.api, addLine }, env: { leaving: () => leaving } });
    await store.getState().add('variant_1');
    expect(readPending(storage)).toMatchObject([{ variantId: 'variant_1', sentTo: 'cart_1', before: 0 }]);
    expect(store.getState().error).toBeNull();
  });

  it('two tabs taking turns send a shared record once', async () => {
    const medusa = fakeMedusa();
    const storage = memoryStorage();
    const exclusive = turns();
    const one = setup({ api: medusa.api, storage, env: { exclusive } });
    const two = setup({ api: medusa.api, storage, env: { exclusive } });
    const adding = one.store.getState().add('variant_1');
    const resuming = two.store.getState().refresh();
    expect(await adding).toBe(true);
    await resuming;
    expect(medusa.seen.adds).toBe(1);
    expect(medusa.carts.get('cart_1')?.get('variant_1')).toBe(1);
    expect(two.store.getState().cart?.items?.[0]?.quantity).toBe(1);
  });
});

describe('cart store: the cart a page holds between adds', () => {
  /** The pieces the next add records as there before it, read as it is sent. */
  const nextBefore = (medusa: ReturnType<typeof fakeMedusa>, storage: ReturnType<typeof memoryStorage>) => {
    let before: number | undefined;
    const addLine = vi.mocked(medusa.api.addLine!);
    const send = addLine.getMockImplementation()!;
    addLine.mockImplementationOnce(async (id, variant, quantity) => {
      before = readPending(storage)[0]?.before;
      return send(id, variant, quantity);
    });
    return () => before;
  };
  const tab = (
    medusa: ReturnType<typeof fakeMedusa>,
    storage: ReturnType<typeof memoryStorage>,
    exclusive?: ReturnType<typeof turns>,
  ) => {
    // A spy of its own (vi.fn around the stand-in's spy would count both tabs' reads).
    const retrieve = vi.fn((id: string) => medusa.api.retrieve!(id));
    return { ...setup({ api: { ...medusa.api, retrieve }, storage, env: exclusive ? { exclusive } : {} }), retrieve };
  };

  it('reads the stored cart once for a run of adds: each later add starts from the last answer', async () => {
    const medusa = fakeMedusa();
    medusa.carts.set('cart_1', new Map([['variant_1', 2]]));
    const storage = memoryStorage({ [CART_ID_KEY]: 'cart_1' });
    const { store, retrieve } = tab(medusa, storage, turns());
    for (const variant of ['variant_1', 'variant_2', 'variant_1'])
      expect(await store.getState().add(variant)).toBe(true);
    expect(retrieve).toHaveBeenCalledOnce();
    expect(medusa.api.addLine).toHaveBeenCalledTimes(3);
    expect(medusa.carts.get('cart_1')).toEqual(
      new Map([
        ['variant_1', 4],
        ['variant_2', 1],
      ]),
    );
  });

  it('reads the cart again after another tab changed its lines, and records the pieces Medusa has', async () => {
    const medusa = fakeMedusa();
    const storage = memoryStorage();
    const exclusive = turns();
    const one = tab(medusa, storage, exclusive);
    const two = tab(medusa, storage, exclusive);
    await one.store.getState().add('variant_1'); // creates cart_1
    await two.store.getState().add('variant_1'); // the other tab: reads, then adds
    expect(two.retrieve).toHaveBeenCalledOnce();
    const before = nextBefore(medusa, storage);
    await one.store.getState().add('variant_1');
    expect(one.retrieve).toHaveBeenCalledOnce();
    expect(before()).toBe(2); // not the 1 the first tab's last answer had
    expect(medusa.carts.get('cart_1')?.get('variant_1')).toBe(3);
  });

  it('reads the cart again after a quantity change it has not had the answer to', async () => {
    const medusa = fakeMedusa();
    medusa.carts.set('cart_1', new Map([['variant_1', 1]]));
    const storage = memoryStorage({ [CART_ID_KEY]: 'cart_1' });
    let release: () => void = () => {};
    const updateLine = vi.fn(async (id: string, _line: string, quantity: number) => {
      await new Promise<void>((resolve) => (release = resolve));
      medusa.carts.get(id)!.set('variant_1', quantity);
      return medusa.api.retrieve!(id);
    });
    const retrieve = vi.fn((id: string) => medusa.api.retrieve!(id));
    const { store } = setup({ api: { ...medusa.api, retrieve, updateLine }, storage, env: { exclusive: turns() } });
    await store.getState().add('variant_1');
    const changing = store.getState().setQuantity('line_variant_1', 5);
    expect(store.getState().cart?.items?.[0]?.quantity).toBe(5); // shown at once
    const adding = store.getState().add('variant_1'); // waits for the change's turn
    await vi.waitFor(() => expect(updateLine).toHaveBeenCalled());
    expect(medusa.api.addLine).toHaveBeenCalledTimes(1);
    release();
    await Promise.all([changing, adding]);
    expect(medusa.carts.get('cart_1')?.get('variant_1')).toBe(6);
    expect(store.getState().cart?.items?.[0]?.quantity).toBe(6);
    expect(retrieve).toHaveBeenCalledOnce(); // the first add's; the second starts from the change's answer
  });

  it('never records the pieces of a quantity shown but not yet sent as those Medusa has', async () => {
    const medusa = fakeMedusa();
    medusa.carts.set('cart_1', new Map([['variant_1', 1]]));
    const storage = memoryStorage({ [CART_ID_KEY]: 'cart_1' });
    const turn = turns();
    let asked = 0;
    const exclusive = <T>(work: () => Promise<T>) => {
      asked++;
      return turn(work);
    };
    const { store } = tab(medusa, storage, exclusive);
    await store.getState().add('variant_1'); // holds the cart: 2 pieces
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    void exclusive(() => held); // another tab's turn
    const adding = store.getState().add('variant_1');
    await vi.waitFor(() => expect(asked).toBe(3)); // in line first
    const changing = store.getState().setQuantity('line_variant_1', 5); // shown at once, sent after the add
    expect(store.getState().cart?.items?.[0]?.quantity).toBe(5);
    const before = nextBefore(medusa, storage);
    release();
    await Promise.all([adding, changing]);
    expect(before()).toBe(2); // Medusa's pieces, not the 5 on screen
    expect(medusa.carts.get('cart_1')?.get('variant_1')).toBe(5);
  });

  it('reads the cart before every add where the browser has no Web Locks (another tab may be adding)', async () => {
    const medusa = fakeMedusa();
    medusa.carts.set('cart_1', new Map());
    const storage = memoryStorage({ [CART_ID_KEY]: 'cart_1' });
    const { store, retrieve } = tab(medusa, storage);
    await store.getState().add('variant_1');
    await store.getState().add('variant_1');
    expect(retrieve).toHaveBeenCalledTimes(2);
  });

  it('reads the cart again when the stamp cannot be read back (storage that fails)', async () => {
    const medusa = fakeMedusa();
    medusa.carts.set('cart_1', new Map());
    const storage = memoryStorage({ [CART_ID_KEY]: 'cart_1' });
    const { store, retrieve } = tab(medusa, storage, turns());
    await store.getState().add('variant_1');
    storage.data.set(CART_STAMP_KEY, 'written by another tab');
    await store.getState().add('variant_1');
    expect(retrieve).toHaveBeenCalledTimes(2);
  });
});

describe('cart store: the lock across tabs', () => {
  const refusing = { request: () => Promise.reject(new DOMException('The request was denied.', 'SecurityError')) };
  const granting = { request: (_name: string, task: () => Promise<unknown>) => task() };

  it('runs the task once without the lock where the browser refuses it (site data blocked)', async () => {
    const task = vi.fn(async () => 'added');
    await expect(webLock(refusing as unknown as LockManager, 'cart')(task)).resolves.toBe('added');
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('passes a failure of the task itself on, and does not run it again', async () => {
    const task = vi.fn(async () => {
      throw new Error('Medusa refused');
    });
    await expect(webLock(granting as unknown as LockManager, 'cart')(task)).rejects.toThrow('Medusa refused');
    expect(task).toHaveBeenCalledTimes(1);
  });
});
