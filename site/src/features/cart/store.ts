// The cart's lifecycle (spec section 4) as a zustand store around the store API: no stored id
// means no cart; the first add creates it (with the page's language and the shopper's region); a
// 404 clears the id; a failed create sets the error and clears the id; quantity changes and
// removals show at once and are refetched on failure; a failed add refetches. The cart id lives
// in local storage (CART_ID_KEY) and the item count beside it, for the header badge.
// Loaded on demand (see signal.ts), never with a page's first load.
import { clampQuantity, type ShopError } from '@tonewood/design-system';
import { createStore, type StoreApi as ZustandStore } from 'zustand/vanilla';
import { storeApi, type CommerceConnection, type StoreApi, type StoreCart } from '../../lib/data';
import { BCP47, type Language } from '../i18n';
import { marketRegion, shippingCountry, subscribeShippingCountry } from '../market';
import { applyFailure, applyOutcome, type PromotionProblem } from './promotion';
import {
  PAGE_ID,
  pend,
  readPending,
  resumeDecision,
  uid,
  updatePending,
  variantPieces,
  type PendingAdd,
} from './pending';
import { addError, isCartGone, isCartId, isCompleted, totalQuantity, withoutLine, withQuantity } from './rules';
import { announce, CART_ID_KEY, CART_QUANTITY_KEY, localStore } from './signal';

export interface CartState {
  cart: StoreCart | null;
  /** 'idle' before the first load; 'failed' when the cart could not be read (service down). */
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** The shop error to show as a toast (spec section 8), until dismissed. */
  error: ShopError | null;
  /** The line a quantity change or removal is waiting for. */
  busyLine: string | null;
  /** Completes the adds a page left behind, then reads the cart. */
  refresh: () => Promise<void>;
  /**
   * Adds pieces after the adds before it (one at a time, across tabs); `recordId`: its pending
   * record, written already (signal.ts), else written here. Whether Medusa took it.
   */
  add: (variantId: string, quantity?: number, recordId?: string) => Promise<boolean>;
  /** Sends the pending adds (this page's and those a page left behind), oldest first. */
  resume: () => Promise<void>;
  setQuantity: (lineId: string, quantity: number) => Promise<void>;
  remove: (lineId: string) => Promise<void>;
  /** The last promotion code refused and why; a promotion call on its way. */
  promotion: { problem: PromotionProblem | null; busy: boolean };
  /** Applies or removes a promotion code; a failure keeps the cart and says why. */
  applyCode: (code: string) => Promise<void>;
  removeCode: (code: string) => Promise<void>;
  /** Moves the cart to the region of a shipping country (no call when it is there already). */
  switchCountry: (country: string) => Promise<void>;
  dismissError: () => void;
  /** Lets go of the cart (it became an order): the id is cleared and the badge shows 0. */
  forget: () => void;
}

export interface CartEnvironment {
  /** The store calls the cart makes, or the connection to make them from (the site: the page's). */
  api?: {
    carts: Omit<StoreApi['carts'], 'forCheckout' | 'addShippingMethod' | 'complete'>;
    regions: StoreApi['regions'];
  };
  commerce?: CommerceConnection;
  /** Local storage, or a stand-in (tests); failures to write are ignored. */
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** The page's language (cart metadata.language) and the Medusa locale of its translations. */
  language: () => string;
  locale: () => string;
  /** The shopper's shipping country now (the cart's region follows it). */
  country: () => string;
  /** Called with the item count after every change (the header badge). */
  onQuantity: (quantity: number) => void;
  /** Called when the pending adds changed without a new count (the badge counts them). */
  onPending?: () => void;
  /**
   * Runs the pending adds' work alone across this browser's tabs (the Web Locks API where there
   * is one; else alone in this page).
   */
  exclusive?: <T>(work: () => Promise<T>) => Promise<T>;
  /** Whether the page is being left (a failed request then was cut off, not refused). */
  leaving?: () => boolean;
}

/** The Web Lock the tabs take in turns to send pending adds and change lines. */
const ADD_LOCK = 'tonewood-cart-adds';
/**
 * A token every tab writes to local storage, under the lock, before it changes the cart's lines
 * (an add, a quantity, a removal): a page whose last answer came after its own token, which is
 * still the stored one, holds the lines as Medusa has them.
 */
export const CART_STAMP_KEY = 'tonewood_cart_stamp';

const statusOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error ? (error as { status?: number }).status : undefined;

/**
 * Runs each task under the Web Lock `name`. Where the browser refuses the lock (Chromium does where
 * it blocks site data: SecurityError, before the task runs), the task runs without it: no other
 * tab can hold this page's cart then, as its id is kept in this page's memory only (signal.ts).
 */
export function webLock(locks: Pick<LockManager, 'request'>, name: string) {
  return <T>(task: () => Promise<T>): Promise<T> => {
    let granted = false;
    const held = locks.request(name, () => {
      granted = true;
      return task();
    }) as Promise<T>;
    return held.catch((error: unknown) => {
      if (granted) throw error;
      return task();
    });
  };
}

export function createCartStore(env: CartEnvironment): ZustandStore<CartState> {
  const { storage } = env;
  const api = env.api ?? storeApi(env.commerce!);
  const storedId = () => {
    try {
      const id = storage.getItem(CART_ID_KEY);
      // Anything else under the key (an edited or broken value) is no cart: it is dropped.
      if (id !== null && !isCartId(id)) storage.removeItem(CART_ID_KEY);
      return id !== null && isCartId(id) ? id : null;
    } catch {
      return null;
    }
  };
  const keepId = (id: string | null) => {
    try {
      if (id) storage.setItem(CART_ID_KEY, id);
      else storage.removeItem(CART_ID_KEY);
    } catch {
      // Storage full: the cart lives as long as the page.
    }
  };
  const exclusive =
    env.exclusive ??
    (typeof navigator !== 'undefined' && navigator.locks ? webLock(navigator.locks, ADD_LOCK) : undefined);
  const readStamp = () => {
    try {
      return storage.getItem(CART_STAMP_KEY);
    } catch {
      return null;
    }
  };
  // The stamp this page wrote before its last change of the lines, once the answer came and no
  // tab wrote another since (null: this page does not know it holds the lines as they are).
  let mine: string | null = null;
  /** Says that a change of the lines is being sent (under the lock); returns its stamp. */
  const changing = () => {
    mine = null;
    const stamp = uid();
    try {
      storage.setItem(CART_STAMP_KEY, stamp);
    } catch {
      return null;
    }
    return stamp;
  };
  /** The change with this stamp was answered: the answer holds the lines if no tab wrote since. */
  const answered = (stamp: string | null) => {
    if (stamp !== null && readStamp() === stamp) mine = stamp;
  };
  // Regions change with a deploy of the back end, not during a visit: read them once.
  let regions: ReturnType<StoreApi['regions']['list']> | undefined;
  const regionFor = async (country: string) => {
    regions ??= api.regions.list();
    regions.catch(() => (regions = undefined));
    return marketRegion(await regions, country);
  };
  const regionId = async () => (await regionFor(env.country()))?.id;

  let inflight: Promise<void> | undefined;
  /** Whether Medusa took each of this page's adds (read once by its caller). */
  const outcomes = new Map<string, boolean>();
  let switching: Promise<void> = Promise.resolve();

  return createStore<CartState>()((set, get) => {
    const show = (cart: StoreCart | null) => {
      set({ cart, status: 'ready', busyLine: null });
      env.onQuantity(totalQuantity(cart));
    };
    const forget = () => {
      keepId(null);
      show(null);
    };
    // Reads the cart again after a failed change; a cart that is gone is forgotten.
    const refetch = async () => {
      const id = storedId();
      if (!id) return forget();
      try {
        const cart = await api.carts.retrieve(id);
        // A stored id of a cart that became an order (an old tab, a lost answer): start afresh.
        if (isCompleted(cart)) return forget();
        // The page's language is the cart's: Medusa translates the lines again for a new locale
        // (a shopper who switched language sees the rows, and later the order, in the new one).
        const locale = env.locale();
        show(cart.locale && cart.locale !== locale ? await api.carts.update(id, { locale }) : cart);
      } catch (error) {
        if (isCartGone(error)) forget();
        else set({ status: get().cart ? 'ready' : 'failed', busyLine: null });
      }
    };
    // The pending adds, one at a time and oldest first, alone across tabs: each is read again
    // from storage (another tab may have taken it up), checked against the cart it may have
    // reached, and sent once. Outcomes of this page's adds are kept for their callers.
    const send = async (record: PendingAdd, known: StoreCart | null): Promise<'stop' | StoreCart | null> => {
      const own = record.page === PAGE_ID;
      const drop = () => updatePending(storage, record.id, null);
      let cart = known;
      for (let attempt = 0; attempt < 2; attempt++) {
        const id = storedId();
        try {
          if (!id)
            cart = await api.carts.create({
              region_id: await regionId(),
              locale: env.locale(),
              metadata: { language: env.language() },
            });
          else if (cart?.id !== id) {
            // The cart this page holds, when no tab changed its lines since its last answer (the
            // read costs a round trip on each add); else Medusa's.
            const held = get().cart;
            cart = held?.id === id && mine !== null && readStamp() === mine ? held : await api.carts.retrieve(id);
          }
          if (id && isCompleted(cart)) {
            keepId(null);
            cart = null;
            continue;
          }
        } catch (error) {
          if (id && isCartGone(error)) {
            keepId(null);
            cart = null;
            continue;
          }
          if (!own || env.leaving?.()) return 'stop';
          // The shopper sees the failure (spec 8) and the add is not kept.
          drop();
          if (!id) keepId(null);
          set({ error: 'add-to-cart' });
          outcomes.set(record.id, false);
          return null;
        }
        keepId(cart.id);
        // From here on the request may reach Medusa: the next page checks the cart before sending again.
        updatePending(storage, record.id, { sentTo: cart.id, before: variantPieces(cart, record.variantId) });
        const stamp = changing();
        try {
          const added = await api.carts.addLine(cart.id, record.variantId, record.quantity);
          drop();
          show(added);
          answered(stamp);
          outcomes.set(record.id, true);
          return added;
        } catch (error) {
          if (env.leaving?.()) return 'stop';
          if (isCartGone(error)) {
            // The stored cart expired or was completed elsewhere: start a new one and try once more.
            keepId(null);
            cart = null;
            continue;
          }
          const status = statusOf(error) ?? 0;
          const refused = own ? status > 0 : status >= 400 && status < 500;
          if (!own && !refused) return 'stop';
          drop();
          set({ error: addError(error) });
          outcomes.set(record.id, false);
          return null;
        }
      }
      drop();
      set({ error: 'add-to-cart' });
      outcomes.set(record.id, false);
      return null;
    };
    const settle = async (record: PendingAdd, known: StoreCart | null): Promise<'stop' | StoreCart | null> => {
      if (record.sentTo !== undefined) {
        // A page sent it and was left before the answer. An empty update takes Medusa's lock on
        // the cart, which an add still running there holds: its answer includes any add that
        // reached Medusa.
        let cart: StoreCart | null;
        try {
          cart = await api.carts.update(record.sentTo, {});
        } catch (error) {
          if (statusOf(error) === undefined) return 'stop';
          cart = null; // gone or completed: the piece is in no cart
        }
        if (resumeDecision(record, cart) === 'done') {
          updatePending(storage, record.id, null);
          if (cart?.id === storedId()) show(cart);
          outcomes.set(record.id, true);
          return cart;
        }
        return send(record, cart?.id === storedId() ? cart : known);
      }
      return send(record, known);
    };
    const work = async () => {
      let known: StoreCart | null = null;
      let failed = false;
      for (;;) {
        const all = readPending(storage);
        const record = all.find((r) => !outcomes.has(r.id));
        if (!record) break;
        const next = await settle(record, known);
        if (next === 'stop') break;
        if (next === null) failed = true;
        known = next;
      }
      env.onPending?.();
      // A refused add: the cart as Medusa has it (a failure takes the optimistic pieces back).
      if (failed) await refetch();
    };
    // Alone across tabs where the browser has Web Locks. Else alone in this page (the adds' queue)
    // only, and the held cart is never trusted: another tab may be changing it.
    const alone = <T>(task: () => Promise<T>) => {
      if (exclusive) return exclusive(task);
      mine = null;
      return task();
    };
    let queue: Promise<void> = Promise.resolve();
    const drain = () => (queue = queue.then(() => alone(work)).catch(() => undefined));
    // A change of a line, shown at once, sent under the lock like the adds.
    const changeLine = async (lineId: string, shown: StoreCart, request: (id: string) => Promise<StoreCart>) => {
      mine = null; // the lines shown are not Medusa's until the answer
      set({ cart: shown, busyLine: lineId });
      env.onQuantity(totalQuantity(shown));
      return alone(async () => {
        const stamp = changing();
        const cart = await request(shown.id);
        show(cart);
        answered(stamp);
      });
    };

    return {
      cart: null,
      status: 'idle',
      error: null,
      busyLine: null,
      promotion: { problem: null, busy: false },
      refresh: () => {
        // The layout and the cart page may both ask at once: one request answers both. Adds a
        // page left behind are completed first.
        if (!inflight) {
          if (!get().cart) set({ status: 'loading' });
          inflight = (readPending(storage).length ? drain() : Promise.resolve())
            .then(refetch)
            .finally(() => (inflight = undefined));
        }
        return inflight;
      },
      add: async (variantId, quantity = 1, recordId) => {
        // The badge counts the record's pieces at once (optimistic, signal.ts); Medusa's answer
        // settles it, a refusal takes them back with the error shown.
        const id = recordId ?? pend(storage, variantId, clampQuantity(quantity)).id;
        if (!recordId) env.onPending?.();
        await drain();
        const outcome = outcomes.get(id);
        outcomes.delete(id);
        // Taken up by another tab (its answer is in the cart now), or kept for the next page.
        return outcome ?? true;
      },
      resume: () => drain(),
      setQuantity: async (lineId, quantity) => {
        const { cart } = get();
        if (!cart) return;
        const next = clampQuantity(quantity);
        try {
          await changeLine(lineId, withQuantity(cart, lineId, next), (id) => api.carts.updateLine(id, lineId, next));
        } catch (error) {
          if (addError(error) === 'insufficient-stock') set({ error: 'insufficient-stock' });
          await refetch();
        }
      },
      remove: async (lineId) => {
        const { cart } = get();
        if (!cart) return;
        try {
          await changeLine(lineId, withoutLine(cart, lineId), (id) => api.carts.removeLine(id, lineId));
        } catch {
          await refetch();
        }
      },
      // One switch after the other: a quick CH → DE must not compare DE with a cart whose move to
      // CH is still on its way (it would skip the move back and leave the cart in CH).
      switchCountry: (country) =>
        (switching = switching.then(async () => {
          const { cart } = get();
          if (!cart) return;
          try {
            const region = await regionFor(country);
            if (!region || region.id === get().cart?.region_id) return;
            show(await api.carts.update(cart.id, { region_id: region.id }));
          } catch {
            set({ error: 'region-update' });
          }
        })),
      applyCode: async (code) => {
        const { cart } = get();
        if (!cart) return;
        set({ promotion: { problem: null, busy: true } });
        try {
          const answered = await api.carts.addPromotion(cart.id, code);
          show(answered);
          set({ promotion: { problem: applyOutcome(code, answered), busy: false } });
        } catch (error) {
          set({ promotion: { problem: applyFailure(code, error), busy: false } });
          await refetch();
        }
      },
      removeCode: async (code) => {
        const { cart } = get();
        if (!cart) return;
        set({ promotion: { problem: null, busy: true } });
        try {
          show(await api.carts.removePromotion(cart.id, code));
          set({ promotion: { problem: null, busy: false } });
        } catch (error) {
          set({ promotion: { problem: applyFailure(code, error), busy: false } });
          await refetch();
        }
      },
      dismissError: () => set({ error: null }),
      forget,
    };
  });
}

/** What the page tells the cart: its store API connection and language (configureCart). */
export interface CartConfig {
  commerce: CommerceConnection;
  language: Language;
}

let shared: ZustandStore<CartState> | undefined;
let leaving = false;

/**
 * The browser's one cart store: the page's connection and language, local storage, the shipping
 * country (a new one moves the cart to its region), and the badge's count kept beside the id.
 */
export function cartStore(config: () => CartConfig): ZustandStore<CartState> {
  if (shared) return shared;
  // A request cut off because the page is being left is no refusal: its record stays for the next page.
  window.addEventListener('pagehide', () => (leaving = true));
  window.addEventListener('pageshow', () => (leaving = false));
  const store = createCartStore({
    commerce: config().commerce,
    storage: localStore(),
    language: () => config().language,
    locale: () => BCP47[config().language],
    country: shippingCountry,
    onPending: () => announce({}),
    leaving: () => leaving,
    onQuantity: (quantity) => {
      try {
        localStore().setItem(CART_QUANTITY_KEY, String(quantity));
      } catch {
        // No storage: the badge still follows this page's cart.
      }
      announce({ quantity });
    },
  });
  subscribeShippingCountry((country) => void store.getState().switchCountry(country));
  announce({ store });
  return (shared = store);
}
