// The site's commerce data, by resource, over the one lazily created js-sdk client (client.ts);
// typed with @medusajs/types, each call naming the fields it reads.
import { cartCalls } from './carts';
import { commerceClient, type CommerceConnection } from './client';
import { orderCalls } from './orders';
import { paymentCalls } from './payments';
import { productCalls } from './products';
import { regionCalls } from './regions';
import { shippingMatrixCalls, shippingOptionCalls } from './shipping';

export type { StoreCart } from './carts';
export type { CommerceConnection } from './client';
export type { PricedShippingOption } from './shipping';

/** The store calls of the site, by resource, on the shared client. */
export function storeApi(connection: CommerceConnection) {
  const medusa = () => commerceClient(connection);
  return {
    carts: cartCalls(medusa),
    products: productCalls(medusa),
    shippingMatrix: shippingMatrixCalls(medusa),
    shippingOptions: shippingOptionCalls(medusa),
    payment: paymentCalls(medusa),
    orders: orderCalls(medusa),
    regions: regionCalls(medusa),
  };
}

export type StoreApi = ReturnType<typeof storeApi>;
