// The one commerce client of the browser: a @medusajs/js-sdk instance with the publishable key,
// created on first use and then shared, and the store calls the site makes, grouped by resource
// (carts, regions, shipping matrix, products). The js-sdk module itself is loaded on the first
// call (its own chunk, not first-load JavaScript). Failures are the js-sdk's FetchError (message,
// status), and its token-storage errors pass through unchanged (spec section 5).
import type Medusa from '@medusajs/js-sdk';

/** Where the store API is and the publishable key it takes (from the build, in page context). */
export interface CommerceConnection {
  url: string;
  key: string;
}

let client: Promise<Medusa> | undefined;

/** The client of the site's one store API (every page's context names the same connection). */
export function commerceClient({ url, key }: CommerceConnection): Promise<Medusa> {
  client ??= import('@medusajs/js-sdk').then(({ default: Sdk }) => new Sdk({ baseUrl: url, publishableKey: key }));
  // A failed load (offline) is not kept: the next call tries again.
  client.catch(() => (client = undefined));
  return client;
}

/** A line of a Medusa store cart, as far as the site reads it (translated when the cart has a locale). */
export interface StoreCartLine {
  id: string;
  title?: string | null;
  product_title?: string | null;
  product_handle?: string | null;
  variant_title?: string | null;
  variant_id?: string | null;
  thumbnail?: string | null;
  quantity: number;
  unit_price: number;
  /** The product's type value (guitar, bass, merch, …): the shipping matrix option it takes. */
  product_type?: string | null;
  created_at?: string | Date | null;
}

/** A Medusa store cart, as far as the site reads it (amounts in major units, EUR). */
export interface StoreCart {
  id: string;
  region_id?: string | null;
  items?: StoreCartLine[] | null;
  subtotal?: number | null;
  item_total?: number | null;
  tax_total?: number | null;
  shipping_total?: number | null;
  discount_total?: number | null;
  total?: number | null;
  metadata?: Record<string, unknown> | null;
  region?: StoreRegion | null;
}

/** A Medusa region with its countries (iso_2, lower case) and the shipping zone it belongs to. */
export interface StoreRegion {
  id: string;
  name?: string | null;
  metadata?: Record<string, unknown> | null;
  countries?: { iso_2?: string | null }[] | null;
}

type Cart = StoreCart;

/** The store calls of the site, by resource, on the shared client. */
export function storeApi(connection: CommerceConnection) {
  const sdk = () => commerceClient(connection);
  return {
    carts: {
      retrieve: async (id: string): Promise<Cart> => (await (await sdk()).store.cart.retrieve(id)).cart as Cart,
      create: async (body: {
        region_id?: string;
        locale?: string;
        metadata?: Record<string, unknown>;
      }): Promise<Cart> => (await (await sdk()).store.cart.create(body)).cart as Cart,
      update: async (id: string, body: { region_id?: string; locale?: string }): Promise<Cart> =>
        (await (await sdk()).store.cart.update(id, body)).cart as Cart,
      addLine: async (id: string, variantId: string, quantity: number): Promise<Cart> =>
        (await (await sdk()).store.cart.createLineItem(id, { variant_id: variantId, quantity })).cart as Cart,
      updateLine: async (id: string, lineId: string, quantity: number): Promise<Cart> =>
        (await (await sdk()).store.cart.updateLineItem(id, lineId, { quantity })).cart as Cart,
      removeLine: async (id: string, lineId: string): Promise<Cart> => {
        const { parent } = await (await sdk()).store.cart.deleteLineItem(id, lineId);
        if (!parent) throw new Error('Medusa answered a removal without the cart');
        return parent as Cart;
      },
    },
    products: {
      /** One product by handle with prices for a region; `fields` as the store API takes them. */
      byHandle: async (handle: string, regionId: string, fields: string) =>
        (await (await sdk()).store.product.list({ handle, region_id: regionId, fields, limit: 1 })).products[0] ?? null,
    },
    shippingMatrix: {
      /** GET /store/shipping-matrix (commerce/src/api/store/shipping-matrix). */
      get: async <Matrix>(): Promise<Matrix> => (await sdk()).client.fetch<Matrix>('/store/shipping-matrix'),
    },
    regions: {
      list: async (): Promise<StoreRegion[]> =>
        (await (await sdk()).store.region.list({ limit: 50, fields: 'id,name,metadata,*countries' }))
          .regions as StoreRegion[],
    },
  };
}

export type StoreApi = ReturnType<typeof storeApi>;
