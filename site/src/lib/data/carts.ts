// The cart calls: the cart page's and the checkout's reads and every change, each naming the
// fields its reader needs. A '*' or '+' field adds to Medusa's default fields; a plain list
// replaces them.
import type { HttpTypes } from '@medusajs/types';
import { browserStorage } from '../browserStorage';
import type { MedusaClient } from './client';

/**
 * A store cart as Medusa answers it. @medusajs/types 2.21 leaves out the locale the answer carries
 * (a default field of the store API): it is the one a cart is created and updated with.
 */
export type StoreCart = HttpTypes.StoreCart & Pick<HttpTypes.StoreUpdateCart, 'locale'>;

/**
 * What the promotion code field and the discount lines read: the promotions with their names
 * (metadata), each row's adjustments and its totals before and after them, the totals before discounts.
 */
const PROMOTION_FIELDS =
  '*promotions,+promotions.metadata,+original_item_total,+original_shipping_total,+items.total,+items.original_total,*items.adjustments,+shipping_methods.total,+shipping_methods.original_total,*shipping_methods.adjustments';
/** What the cart page and the badge read: the lines (translated), the totals, region and locale, whether it is an order. */
const CART_FIELDS = `*items,+locale,+region_id,+completed_at,+item_total,+subtotal,+tax_total,+shipping_total,+discount_total,+total,+shipping_methods.id,${PROMOTION_FIELDS}`;
/** What the checkout reads: the lines, the region, the addresses, the chosen method with its code, the payment sessions. */
const CHECKOUT_FIELDS = `*items,*region,*region.countries,*shipping_address,*billing_address,*shipping_methods,*payment_collection,*payment_collection.payment_sessions,${PROMOTION_FIELDS}`;
/** Completing a cart: the checkout reads only the order's id (the confirmation page fetches the order). */
const PLACED_ORDER_FIELDS = 'id';

/**
 * The key Medusa hands the browser that creates a cart (`cart_key` beside it): once a cart has an
 * email, changing it takes the key (commerce/src/api/personal-data-middlewares.ts), so the cart id
 * in the checkout's URL alone cannot redirect the order's mails. Kept in local storage with the
 * cart's id; a browser holds one cart at a time.
 */
const CART_KEY = 'medusa_cart_key';

function rememberCartKey(cartId: string, key: unknown) {
  if (typeof key !== 'string') return;
  try {
    browserStorage('localStorage').setItem(CART_KEY, `${cartId} ${key}`);
  } catch {
    // Storage full: the first email still goes through without the key.
  }
}

/** The key this browser was handed for `cartId`, if it created that cart (also after the order is placed). */
export function cartKeyOf(cartId: string): string | undefined {
  try {
    const [id, key] = (browserStorage('localStorage').getItem(CART_KEY) ?? '').split(' ');
    return id === cartId && key ? key : undefined;
  } catch {
    return undefined;
  }
}

function cartKeyHeaders(cartId: string): Record<string, string> | undefined {
  const key = cartKeyOf(cartId);
  return key ? { 'x-cart-key': key } : undefined;
}

export function cartCalls(medusa: MedusaClient) {
  const carts = async () => (await medusa()).store.cart;
  const query = { fields: CART_FIELDS };
  return {
    retrieve: async (id: string): Promise<StoreCart> => (await (await carts()).retrieve(id, query)).cart,
    create: async (body: HttpTypes.StoreCreateCart): Promise<StoreCart> => {
      const answer: { cart: StoreCart; cart_key?: unknown } = await (await carts()).create(body, query);
      rememberCartKey(answer.cart.id, answer.cart_key);
      return answer.cart;
    },
    update: async (id: string, body: HttpTypes.StoreUpdateCart): Promise<StoreCart> =>
      (await (await carts()).update(id, body, query, body.email !== undefined ? cartKeyHeaders(id) : undefined)).cart,
    /** The cart with what the checkout reads (addresses, shipping methods, payment sessions). */
    forCheckout: async (id: string): Promise<StoreCart> =>
      (await (await carts()).retrieve(id, { fields: CHECKOUT_FIELDS })).cart,
    /** Adds the method; `code` (the option type's) travels with it, into the order, for its label. */
    addShippingMethod: async (id: string, optionId: string, code?: string): Promise<StoreCart> =>
      (await (await carts()).addShippingMethod(id, { option_id: optionId, ...(code && { data: { code } }) }, query))
        .cart,
    /** The order, or the cart again with the reason it was not placed. */
    complete: async (id: string): Promise<HttpTypes.StoreCompleteCartResponse> =>
      (await carts()).complete(id, { fields: PLACED_ORDER_FIELDS }),
    /** Applies a promotion code; Medusa answers 400 for an unknown one and leaves out one that does not apply. */
    addPromotion: async (id: string, code: string, view: 'cart' | 'checkout' = 'cart'): Promise<StoreCart> =>
      (
        await (
          await carts()
        ).addPromotions(id, { promo_codes: [code] }, { fields: view === 'cart' ? CART_FIELDS : CHECKOUT_FIELDS })
      ).cart,
    removePromotion: async (id: string, code: string, view: 'cart' | 'checkout' = 'cart'): Promise<StoreCart> =>
      (
        await (
          await carts()
        ).removePromotions(id, { promo_codes: [code] }, { fields: view === 'cart' ? CART_FIELDS : CHECKOUT_FIELDS })
      ).cart,
    addLine: async (id: string, variantId: string, quantity: number): Promise<StoreCart> =>
      (await (await carts()).createLineItem(id, { variant_id: variantId, quantity }, query)).cart,
    updateLine: async (id: string, lineId: string, quantity: number): Promise<StoreCart> =>
      (await (await carts()).updateLineItem(id, lineId, { quantity }, query)).cart,
    removeLine: async (id: string, lineId: string): Promise<StoreCart> => {
      const { parent } = await (await carts()).deleteLineItem(id, lineId, query);
      if (!parent) throw new Error('Medusa answered a removal without the cart');
      return parent;
    },
  };
}
