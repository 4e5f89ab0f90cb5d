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

/** A Medusa address (cart or order), as far as the site writes and reads it. */
export interface StoreAddress {
  first_name?: string | null;
  last_name?: string | null;
  company?: string | null;
  address_1?: string | null;
  address_2?: string | null;
  city?: string | null;
  postal_code?: string | null;
  /** ISO 3166-1 alpha-2, lower case. */
  country_code?: string | null;
  phone?: string | null;
}

/** A payment session of the cart's payment collection (one per provider tried). */
export interface StorePaymentSession {
  id: string;
  provider_id: string;
  status?: string | null;
  data?: Record<string, unknown> | null;
}

/** A Medusa store cart, as far as the site reads it (amounts in major units, EUR). */
export interface StoreCart {
  id: string;
  email?: string | null;
  locale?: string | null;
  completed_at?: string | Date | null;
  shipping_address?: StoreAddress | null;
  billing_address?: StoreAddress | null;
  shipping_methods?:
    | {
        id: string;
        shipping_option_id?: string | null;
        name?: string | null;
        amount: number;
        /** What the site handed over with the method: the option type's code (standard, express). */
        data?: { code?: string } | null;
      }[]
    | null;
  payment_collection?: { id: string; payment_sessions?: StorePaymentSession[] | null } | null;
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

/** A shipping option Medusa offers for a cart, with its price for that cart (major units). */
export interface StoreShippingOption {
  id: string;
  name: string;
  amount: number;
  /** The option type's code (standard, express) and its description. */
  code?: string;
  description?: string;
}

/** A shipping option as the store API answers it (the fields the site reads). */
interface MedusaShippingOption {
  id: string;
  name: string;
  price_type?: 'flat' | 'calculated';
  amount?: number | null;
  calculated_price?: { calculated_amount?: number | null } | null;
  type?: { code?: string; description?: string } | null;
}

/** An order as the confirmation page reads it (GET /store/orders/{id}). */
export interface StoreOrder {
  id: string;
  display_id?: number | null;
  email?: string | null;
  created_at?: string | Date | null;
  items?:
    | (StoreCartLine & {
        total?: number | null;
        tax_lines?: { rate?: number | null }[] | null;
      })[]
    | null;
  shipping_address?: StoreAddress | null;
  billing_address?: StoreAddress | null;
  shipping_methods?:
    | {
        name?: string | null;
        amount?: number | null;
        data?: { code?: string } | null;
        tax_lines?: { rate?: number | null }[] | null;
      }[]
    | null;
  payment_collections?:
    { payment_sessions?: StorePaymentSession[] | null; payments?: { provider_id: string }[] | null }[] | null;
  item_total?: number | null;
  subtotal?: number | null;
  shipping_total?: number | null;
  discount_total?: number | null;
  tax_total?: number | null;
  total?: number | null;
}

/** What completing a cart answers: the order, or the cart again with the reason it was not placed. */
export type CompletionResult =
  | { type: 'order'; order: StoreOrder }
  | { type: 'cart'; cart: StoreCart; error?: { message?: string; name?: string; type?: string } };

const CART_FIELDS =
  '*items,*region,*region.countries,*shipping_address,*billing_address,*shipping_methods,*payment_collection,*payment_collection.payment_sessions';
const ORDER_FIELDS =
  'id,display_id,email,created_at,item_total,subtotal,shipping_total,discount_total,tax_total,total,*items,*items.tax_lines,*shipping_address,*billing_address,*shipping_methods,*shipping_methods.tax_lines,*payment_collections,*payment_collections.payment_sessions,*payment_collections.payments';

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
      update: async (
        id: string,
        body: {
          region_id?: string;
          locale?: string;
          email?: string;
          shipping_address?: StoreAddress;
          billing_address?: StoreAddress;
        },
      ): Promise<Cart> => (await (await sdk()).store.cart.update(id, body)).cart as Cart,
      /** The cart with what the checkout reads (addresses, shipping methods, payment sessions). */
      forCheckout: async (id: string): Promise<Cart> =>
        (await (await sdk()).store.cart.retrieve(id, { fields: CART_FIELDS })).cart as Cart,
      /** Adds the method; `code` (the option type's) travels with it, into the order, for its label. */
      addShippingMethod: async (id: string, optionId: string, code?: string): Promise<Cart> =>
        (await (await sdk()).store.cart.addShippingMethod(id, { option_id: optionId, ...(code && { data: { code } }) }))
          .cart as Cart,
      complete: async (id: string): Promise<CompletionResult> =>
        (await (await sdk()).store.cart.complete(id)) as unknown as CompletionResult,
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
    shippingOptions: {
      /** The options for a cart, each priced for it (calculated ones are asked for their price). */
      forCart: async (cartId: string): Promise<StoreShippingOption[]> => {
        const client = await sdk();
        const listed = await client.store.fulfillment.listCartOptions({ cart_id: cartId });
        const options = listed.shipping_options as unknown as MedusaShippingOption[];
        return Promise.all(
          options.map(async (option) => {
            const priced =
              option.price_type === 'calculated'
                ? ((await client.store.fulfillment.calculate(option.id, { cart_id: cartId }))
                    .shipping_option as unknown as MedusaShippingOption)
                : option;
            return {
              id: option.id,
              name: option.name,
              amount: Number(priced.calculated_price?.calculated_amount ?? priced.amount ?? 0),
              code: option.type?.code,
              description: option.type?.description,
            };
          }),
        );
      },
    },
    payment: {
      /** The payment providers of a region (pp_system_default is the bank transfer). */
      providers: async (regionId: string): Promise<string[]> =>
        (
          (await (await sdk()).store.payment.listPaymentProviders({ region_id: regionId }))
            .payment_providers as unknown as { id: string }[]
        ).map((p) => p.id),
      /** Starts (or replaces) the cart's payment session with a provider and the data it takes. */
      initiate: async (cart: Cart, providerId: string, data?: Record<string, unknown>) => {
        const client = await sdk();
        await client.store.payment.initiatePaymentSession(
          cart as Parameters<typeof client.store.payment.initiatePaymentSession>[0],
          { provider_id: providerId, ...(data && { data }) },
        );
      },
    },
    orders: {
      retrieve: async (id: string): Promise<StoreOrder> =>
        (await (await sdk()).store.order.retrieve(id, { fields: ORDER_FIELDS })).order as unknown as StoreOrder,
    },
    regions: {
      list: async (): Promise<StoreRegion[]> =>
        (await (await sdk()).store.region.list({ limit: 50, fields: 'id,name,metadata,*countries' }))
          .regions as StoreRegion[],
    },
  };
}

export type StoreApi = ReturnType<typeof storeApi>;
