// The guest order page's contract (POST /api/order, POST /api/order-link): the requests the site
// functions take and the order view they answer with. Shared by the site's server (parsing the
// body), the browser (parsing the answer) and the withdrawal form (prefilling from the order).
import './jitless';
import { z } from 'zod';

/** A Medusa id (order_..., cart_...): letters, digits, _ and -, never anything to escape. */
const medusaId = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/);
const language = z.enum(['en', 'de']).optional();

/** POST /api/order: the order id and the token of its signed link. */
export const orderLookupSchema = z.object({
  id: medusaId,
  token: z.string().min(1).max(200),
  language,
});
export type OrderLookup = z.infer<typeof orderLookupSchema>;

/** POST /api/order-link: the order just placed and the cart it was placed from. */
export const orderLinkRequestSchema = z.object({ orderId: medusaId, cartId: medusaId, language });
export type OrderLinkRequest = z.infer<typeof orderLinkRequestSchema>;

const address = z.object({
  firstName: z.string(),
  lastName: z.string(),
  company: z.string(),
  address: z.string(),
  apartment: z.string(),
  city: z.string(),
  postalCode: z.string(),
  country: z.string(),
  phone: z.string(),
});

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const instant = z.string().min(1);

/** One order as the order page, the withdrawal form and the mails read it (amounts in EUR major units). */
export const orderViewSchema = z.object({
  id: z.string(),
  /** The order number shoppers see (#12 without the #). */
  displayId: z.number().int(),
  createdAt: instant,
  email: z.string(),
  /** The shipping address's first and last name. */
  name: z.string(),
  /** The order's language (its Medusa locale). */
  language: z.enum(['en', 'de']),
  canceled: z.boolean(),
  items: z.array(
    z.object({
      /** Medusa's line item id. */
      id: z.string(),
      title: z.string(),
      /** The variant's title; null for a product without options. */
      variant: z.string().nullable(),
      quantity: z.number(),
      unitPrice: z.number(),
      total: z.number(),
      thumbnail: z.string().nullable().optional(),
      /** Made to the shopper's specification: no right of withdrawal. */
      madeToSpecification: z.boolean(),
    }),
  ),
  shippingAddress: address,
  /** Null when it is the shipping address. */
  billingAddress: address.nullable(),
  /** The shipping method: the site's code (standard, express) when it set one, and Medusa's name. */
  shippingMethod: z.object({ code: z.string().nullable(), name: z.string() }),
  payment: z.object({
    method: z.enum(['bank-transfer', 'card']),
    state: z.enum(['awaiting', 'authorized', 'paid', 'partially-refunded', 'refunded', 'canceled']),
  }),
  fulfilment: z.object({
    state: z.enum(['workshop', 'shipped', 'delivered']),
    shippedAt: instant.nullable(),
    deliveredAt: instant.nullable(),
    trackingNumber: z.string().nullable(),
    /** An http(s) address only. */
    trackingUrl: z.string().nullable(),
  }),
  /** One line per promotion, named in both languages, with what it took off (none: `totals.discount` alone). */
  discounts: z.array(z.object({ label: z.object({ en: z.string(), de: z.string() }), amount: z.number() })).optional(),
  totals: z.object({
    /** Before the promotions when `discounts` lists them. */
    subtotal: z.number(),
    discount: z.number(),
    shipping: z.number(),
    tax: z.number(),
    total: z.number(),
    /** In percent: 19, or 0 for an export order. */
    taxRate: z.number(),
    /** The prices include VAT (false: an export order without VAT). */
    taxIncluded: z.boolean(),
  }),
  withdrawal: z.object({
    countsFrom: z.enum(['delivery', 'order']),
    lastDay: day,
    open: z.boolean(),
  }),
});
export type OrderView = z.infer<typeof orderViewSchema>;

/** The answer of POST /api/order: { success: true, order } or { success: false, message }. */
export const orderAnswerSchema = z.union([
  z.object({ success: z.literal(true), order: orderViewSchema }),
  z.object({ success: z.literal(false), message: z.string() }),
]);

/** The answer of POST /api/order-link: the token of the order's page. */
export const orderLinkAnswerSchema = z.union([
  z.object({ success: z.literal(true), token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) }),
  z.object({ success: z.literal(false), message: z.string() }),
]);
