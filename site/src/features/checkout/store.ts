// The checkout of one cart as a zustand store around the store API (spec sections 4 and 8):
// each step is saved to the Medusa cart when it is completed (email; shipping address and
// method; payment session), so a reload or a second tab opens the first step the cart lacks.
// Placing the order completes the cart; a refusal keeps the cart and says why.
import type { CheckoutStep, PaymentMethodChoice, ShippingStepValues, ShopError } from '@tonewood/design-system';
import { createStore, type StoreApi as ZustandStore } from 'zustand/vanilla';
import type { PricedShippingOption, StoreApi, StoreCart } from '../../lib/data';
import { BANK_TRANSFER_PROVIDER } from '@tonewood/rules';
import { applyFailure, applyOutcome, isCartGone, type PromotionProblem } from '../cart';
import {
  activeSession,
  allowedStep,
  cardProvider,
  checkoutError,
  firstOpenStep,
  previousStep,
  toMedusaAddress,
} from './rules';

export interface CheckoutState {
  /** 'gone': the cart does not exist or is already an order; 'failed': it could not be read. */
  status: 'loading' | 'ready' | 'failed' | 'gone';
  cart: StoreCart | null;
  step: CheckoutStep;
  /** The shipping options for the cart, priced; null until read. */
  options: PricedShippingOption[] | null;
  /** The region's payment providers (bank transfer, the card provider). */
  providers: string[];
  error: ShopError | null;
  /** A step is being saved. */
  busy: boolean;
  /** Placing the order (the processing-payment state). */
  placing: boolean;
  /** The order the cart became. */
  orderId: string | null;
  load: (requested?: string | null) => Promise<void>;
  goTo: (step: CheckoutStep) => void;
  back: () => void;
  saveContact: (values: { email: string }) => Promise<void>;
  /** Reads the shipping options for a country of the cart's region (the address form's choice). */
  loadOptions: (country: string) => Promise<void>;
  saveShipping: (values: ShippingStepValues) => Promise<void>;
  /** Card payments carry the provider's token (the test provider's test card). */
  savePayment: (choice: PaymentMethodChoice, token?: string) => Promise<void>;
  placeOrder: () => Promise<void>;
  /** The last promotion code refused and why; a promotion call on its way. */
  promotion: { problem: PromotionProblem | null; busy: boolean };
  /** Applies or removes a promotion code in the review; a failure keeps the cart and says why. */
  applyCode: (code: string) => Promise<void>;
  removeCode: (code: string) => Promise<void>;
  dismissError: () => void;
}

export interface CheckoutEnvironment {
  /** The store calls the checkout makes. */
  api: {
    carts: Pick<
      StoreApi['carts'],
      'forCheckout' | 'update' | 'addShippingMethod' | 'complete' | 'addPromotion' | 'removePromotion'
    >;
    shippingOptions: StoreApi['shippingOptions'];
    payment: StoreApi['payment'];
  };
  cartId: string;
  /** Called with the step whenever it changes (the page keeps it in the URL). */
  onStep?: (step: CheckoutStep) => void;
  /** Called once the order is placed (the page forgets the cart and goes to the success page). */
  onPlaced?: (orderId: string) => void;
}

const statusOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error ? (error as { status?: number }).status : undefined;

/** A failed completion that may still have placed the order: no answer, a server error, or a conflict. */
export function completionUnsure(error: unknown): boolean {
  const status = statusOf(error);
  return status === undefined || status === 409 || status >= 500;
}

const COMPLETE_RECHECKS = 4;
const RECHECK_DELAY_MS = 500;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createCheckoutStore(env: CheckoutEnvironment): ZustandStore<CheckoutState> {
  const { api, cartId } = env;
  return createStore<CheckoutState>()((set, get) => {
    const show = (step: CheckoutStep) => {
      set({ step, busy: false });
      env.onStep?.(step);
    };
    const reload = async () => {
      const cart = await api.carts.forCheckout(cartId);
      set({ cart });
      return cart;
    };
    /** Saves a step; on success reads the cart again and opens the next open step. */
    const save = async (work: () => Promise<unknown>, stage: Parameters<typeof checkoutError>[1]) => {
      set({ busy: true, error: null });
      try {
        await work();
        show(firstOpenStep(await reload()));
      } catch (error) {
        set({ busy: false, error: checkoutError(error, stage) });
      }
    };
    let optionsFor: string | null = null;
    /**
     * The order of a cart completed by an earlier attempt (its answer lost) or another tab, else
     * null. Medusa completes a cart once (a lock per cart; completing a completed cart answers its
     * order), so asking again never places a second order; while another request holds the cart
     * (409), it is asked again a few times.
     */
    const placedMeanwhile = async (): Promise<string | null> => {
      for (let attempt = 0; attempt < COMPLETE_RECHECKS; attempt++) {
        try {
          const cart = await api.carts.forCheckout(cartId);
          if (!cart.completed_at) return null;
          const result = await api.carts.complete(cartId);
          return result.type === 'order' ? result.order.id : null;
        } catch (error) {
          if (statusOf(error) !== 409) return null;
          await wait(RECHECK_DELAY_MS * (attempt + 1));
        }
      }
      return null;
    };
    /** The order was not placed: the cart stays; a refused payment reopens the payment step. */
    const refused = async (error: ShopError) => {
      set({ placing: false, error });
      await reload().catch(() => undefined);
      if (error === 'payment') show('payment');
    };

    /**
     * A promotion changes the amount, and Medusa then drops the cart's payment sessions: a bank
     * transfer is chosen again at once; a card needs the shopper, so the payment step opens.
     */
    const promotionCall = async (code: string, call: () => Promise<StoreCart>, applying: boolean) => {
      const current = get().cart;
      const provider = current ? activeSession(current)?.provider_id : undefined;
      set({ promotion: { problem: null, busy: true }, error: null });
      try {
        let cart = await call();
        if (provider === BANK_TRANSFER_PROVIDER && !activeSession(cart)) {
          await api.payment.initiate(cart, BANK_TRANSFER_PROVIDER);
          cart = await api.carts.forCheckout(cartId);
        }
        set({ cart, promotion: { problem: applying ? applyOutcome(code, cart) : null, busy: false } });
        if (!activeSession(cart)) show(firstOpenStep(cart));
      } catch (error) {
        set({ promotion: { problem: applyFailure(code, error), busy: false } });
        await reload().catch(() => undefined);
      }
    };

    return {
      status: 'loading',
      promotion: { problem: null, busy: false },
      applyCode: (code) => promotionCall(code, () => api.carts.addPromotion(cartId, code, 'checkout'), true),
      removeCode: (code) => promotionCall(code, () => api.carts.removePromotion(cartId, code, 'checkout'), false),
      cart: null,
      step: 'contact',
      options: null,
      providers: [],
      error: null,
      busy: false,
      placing: false,
      orderId: null,
      load: async (requested) => {
        set({ status: 'loading' });
        try {
          const cart = await api.carts.forCheckout(cartId);
          if (cart.completed_at || !cart.items?.length) {
            set({ status: 'gone', cart });
            return;
          }
          set({ status: 'ready', cart });
          show(allowedStep(cart, requested));
          if (cart.region_id)
            api.payment
              .providers(cart.region_id)
              .then((providers) => set({ providers }))
              .catch(() => set({ providers: [BANK_TRANSFER_PROVIDER] }));
        } catch (error) {
          set({ status: isCartGone(error) ? 'gone' : 'failed' });
        }
      },
      goTo: (step) => {
        const { cart } = get();
        if (cart) show(allowedStep(cart, step));
      },
      back: () => {
        const previous = previousStep(get().step);
        if (previous) show(previous);
      },
      saveContact: ({ email }) => save(() => api.carts.update(cartId, { email }), 'complete'),
      loadOptions: async (country) => {
        const code = country.trim().toLowerCase();
        const { cart } = get();
        if (!code || !cart || optionsFor === code) return;
        optionsFor = code;
        set({ options: null, error: null });
        try {
          // Medusa offers the options of the address's country: the cart learns it first.
          if (cart.shipping_address?.country_code !== code)
            set({ cart: await api.carts.update(cartId, { shipping_address: { country_code: code } }) });
          // Cheapest first (Medusa's order is not fixed): the usual choice leads.
          const options = (await api.shippingOptions.forCart(cartId)).sort((a, b) => a.amount - b.amount);
          if (optionsFor !== code) return; // another country was chosen meanwhile
          set({ options, error: options.length ? null : 'no-shipping' });
        } catch (error) {
          optionsFor = null;
          set({ options: [], error: checkoutError(error, 'shipping-options') });
        }
      },
      saveShipping: (values) =>
        save(async () => {
          const address = toMedusaAddress(values);
          await api.carts.update(cartId, { shipping_address: address, billing_address: address });
          const optionId = values.shippingMethodId ?? '';
          const code = get().options?.find((option) => option.id === optionId)?.code;
          await api.carts.addShippingMethod(cartId, optionId, code);
        }, 'shipping-method'),
      savePayment: (choice, token) =>
        save(async () => {
          const cart = get().cart ?? (await reload());
          if (choice.method === 'bankTransfer') return api.payment.initiate(cart, BANK_TRANSFER_PROVIDER);
          const provider = cardProvider(get().providers);
          if (!provider) throw new Error('payment: no card provider in this region');
          return api.payment.initiate(cart, provider, { token, cardholder_name: choice.nameOnCard });
        }, 'payment'),
      placeOrder: async () => {
        // A double click, or a click while the order is placed already: one completion.
        if (get().placing || get().orderId) return;
        set({ placing: true, error: null });
        const placed = (orderId: string) => {
          set({ orderId });
          env.onPlaced?.(orderId);
        };
        try {
          const result = await api.carts.complete(cartId);
          if (result.type === 'order') return placed(result.order.id);
          await refused(checkoutError(result.error, 'complete'));
        } catch (error) {
          // No answer (Medusa down, cut off, too slow) or busy with this cart: the order may exist.
          const orderId = completionUnsure(error) ? await placedMeanwhile() : null;
          if (orderId) return placed(orderId);
          await refused(checkoutError(error, 'complete'));
        }
      },
      dismissError: () => set({ error: null }),
    };
  });
}
