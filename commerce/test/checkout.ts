// Carts taken through checkout with the store API, as the storefront does it: address, the
// shipping option priced by the shipping matrix, a payment session, completion.
import type { HttpTypes } from '@medusajs/framework/types';
import { BANK_TRANSFER_PROVIDER, TEST_CARD_PROVIDER } from '@tonewood/rules';
import { regionFor, sdk, variantOf } from './context';

export const BANK_TRANSFER = BANK_TRANSFER_PROVIDER;
export const TEST_CARD = TEST_CARD_PROVIDER;

/** A German shipping address (the country is set per cart). */
export const ADDRESS = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  address_1: 'Werkstattweg 7',
  city: 'Leipzig',
  postal_code: '04109',
};

/** The key each cart made here was handed (`cart_key`): changing a cart's email takes it. */
const cartKeys = new Map<string, string>();

/** The header that proves a cart was made here, for `sdk.store.cart.update(id, body, query, headers)`. */
export function cartKeyHeaders(cartId: string): Record<string, string> {
  const key = cartKeys.get(cartId);
  return key ? { 'x-cart-key': key } : {};
}

/** A cart in `country` holding `lines` (handle, optional variant title), with email and both addresses. */
export async function cartWith(country: string, lines: { handle: string; variant?: string; quantity?: number }[]) {
  const region = await regionFor(country);
  const created = (await sdk.store.cart.create({ region_id: region.id, metadata: { language: 'en' } })) as {
    cart: HttpTypes.StoreCart;
    cart_key?: string;
  };
  let { cart } = created;
  if (created.cart_key) cartKeys.set(cart.id, created.cart_key);
  for (const line of lines) {
    const variant = await variantOf(line.handle, line.variant ?? 0);
    ({ cart } = await sdk.store.cart.createLineItem(cart.id, { variant_id: variant.id, quantity: line.quantity ?? 1 }));
  }
  const address = { ...ADDRESS, country_code: country.toLowerCase() };
  ({ cart } = await sdk.store.cart.update(cart.id, {
    // An address per cart: Medusa limits orders per address (COMMERCE_ORDER_RATE_MAX).
    email: `shopper-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`,
    shipping_address: address,
    billing_address: address,
  }));
  return cart;
}

/** The cart's option of this type code (standard / express) and its matrix price (`calculate`). */
export async function priceOption(cartId: string, code: 'standard' | 'express') {
  const { shipping_options } = await sdk.store.fulfillment.listCartOptions({ cart_id: cartId });
  const option = shipping_options.find((candidate) => candidate.type?.code === code);
  if (!option)
    throw new Error(
      `no ${code} shipping option for cart ${cartId} (${shipping_options.map((o) => o.type?.code).join(', ')})`,
    );
  const { shipping_option } = await sdk.store.fulfillment.calculate(option.id, { cart_id: cartId });
  return shipping_option;
}

/** Chooses the standard option (calculated) and opens a payment session with `provider_id`. */
export async function readyToPay(cartId: string, provider_id: string, data?: Record<string, unknown>) {
  const option = await priceOption(cartId, 'standard');
  const { cart } = await sdk.store.cart.addShippingMethod(cartId, { option_id: option.id });
  await sdk.store.payment.initiatePaymentSession(cart, { provider_id, ...(data ? { data } : {}) });
  return (await sdk.store.cart.retrieve(cartId)).cart;
}

/** Places an order: bank transfer, or the test card with `tok_visa`. */
export async function placeOrder(
  country: string,
  lines: { handle: string; variant?: string }[],
  provider = BANK_TRANSFER,
) {
  const cart = await cartWith(country, lines);
  await readyToPay(
    cart.id,
    provider,
    provider === TEST_CARD ? { token: 'tok_visa', cardholder_name: 'Ada Lovelace' } : undefined,
  );
  const completed = await sdk.store.cart.complete(cart.id);
  if (completed.type !== 'order')
    throw new Error(`cart ${cart.id} did not complete: ${JSON.stringify(completed.error)}`);
  return completed.order as HttpTypes.StoreOrder;
}
