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
import { addError, isCartGone, totalQuantity, withoutLine, withQuantity } from './rules';
import { announce, CART_ID_KEY, CART_QUANTITY_KEY } from './signal';

export interface CartState {
  cart: StoreCart | null;
  /** 'idle' before the first load; 'failed' when the cart could not be read (service down). */
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** The shop error to show as a toast (spec section 8), until dismissed. */
  error: ShopError | null;
  /** The line a quantity change or removal is waiting for. */
  busyLine: string | null;
  refresh: () => Promise<void>;
  add: (variantId: string, quantity?: number) => Promise<boolean>;
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
  /** The count the badge shows now (before the store has read the cart); the cart's own by default. */
  quantity?: () => number;
}

export function createCartStore(env: CartEnvironment): ZustandStore<CartState> {
  const { storage } = env;
  const api = env.api ?? storeApi(env.commerce!);
  const storedId = () => {
    try {
      return storage.getItem(CART_ID_KEY);
    } catch {
      return null;
    }
  };
  const keepId = (id: string | null) => {
    try {
      if (id) storage.setItem(CART_ID_KEY, id);
      else storage.removeItem(CART_ID_KEY);
    } catch {
      // Private mode without storage: the cart lives as long as the page.
    }
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
        // The page's language is the cart's: Medusa translates the lines again for a new locale
        // (a shopper who switched language sees the rows, and later the order, in the new one).
        const locale = env.locale();
        show(cart.locale && cart.locale !== locale ? await api.carts.update(id, { locale }) : cart);
      } catch (error) {
        if (isCartGone(error)) forget();
        else set({ status: get().cart ? 'ready' : 'failed', busyLine: null });
      }
    };
    const create = async () => {
      try {
        const cart = await api.carts.create({
          region_id: await regionId(),
          locale: env.locale(),
          metadata: { language: env.language() },
        });
        keepId(cart.id);
        return cart;
      } catch {
        keepId(null);
        set({ error: 'add-to-cart' });
        return null;
      }
    };

    return {
      cart: null,
      status: 'idle',
      error: null,
      busyLine: null,
      promotion: { problem: null, busy: false },
      refresh: () => {
        // The layout and the cart page may both ask at once: one request answers both.
        if (!inflight) {
          if (!get().cart) set({ status: 'loading' });
          inflight = refetch().finally(() => (inflight = undefined));
        }
        return inflight;
      },
      add: async (variantId, quantity = 1) => {
        // The badge counts the new pieces at once (optimistic, like a quantity change); Medusa's
        // answer settles it, and a failure takes them back before the cart is read again.
        const pieces = clampQuantity(quantity);
        const before = env.quantity?.() ?? totalQuantity(get().cart);
        env.onQuantity(before + pieces);
        const id = storedId() ?? (await create())?.id;
        if (!id) {
          env.onQuantity(before);
          return false;
        }
        try {
          show(await api.carts.addLine(id, variantId, pieces));
          return true;
        } catch (error) {
          env.onQuantity(before);
          if (isCartGone(error)) {
            // The stored cart expired or was completed elsewhere: start a new one and try once more.
            keepId(null);
            const fresh = await create();
            if (fresh) {
              try {
                show(await api.carts.addLine(fresh.id, variantId, pieces));
                return true;
              } catch (again) {
                set({ error: addError(again) });
              }
            }
          } else set({ error: addError(error) });
          await refetch();
          return false;
        }
      },
      setQuantity: async (lineId, quantity) => {
        const { cart } = get();
        if (!cart) return;
        const next = clampQuantity(quantity);
        set({ cart: withQuantity(cart, lineId, next), busyLine: lineId });
        env.onQuantity(totalQuantity(get().cart));
        try {
          show(await api.carts.updateLine(cart.id, lineId, next));
        } catch (error) {
          if (addError(error) === 'insufficient-stock') set({ error: 'insufficient-stock' });
          await refetch();
        }
      },
      remove: async (lineId) => {
        const { cart } = get();
        if (!cart) return;
        set({ cart: withoutLine(cart, lineId), busyLine: lineId });
        env.onQuantity(totalQuantity(get().cart));
        try {
          show(await api.carts.removeLine(cart.id, lineId));
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

/**
 * The browser's one cart store: the page's connection and language, local storage, the shipping
 * country (a new one moves the cart to its region), and the badge's count kept beside the id.
 */
export function cartStore(config: () => CartConfig): ZustandStore<CartState> {
  if (shared) return shared;
  const store = createCartStore({
    commerce: config().commerce,
    storage: window.localStorage,
    language: () => config().language,
    locale: () => BCP47[config().language],
    country: shippingCountry,
    quantity: () => {
      try {
        return Number(window.localStorage.getItem(CART_QUANTITY_KEY)) || 0;
      } catch {
        return 0;
      }
    },
    onQuantity: (quantity) => {
      try {
        window.localStorage.setItem(CART_QUANTITY_KEY, String(quantity));
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
