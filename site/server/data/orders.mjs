// Orders for the guest order page and the withdrawal form, read from Medusa's admin API (the one
// admin client, commerce.mjs) and answered as the shop's order view: never Medusa's admin object,
// only what the shopper may see of their own order. `orderView` is pure (tests feed it fixtures).
import {
  awaitsTransfer,
  discountLines,
  fromMedusaAddress,
  languageOfLocale,
  madeToSpecification,
  withdrawalPeriod,
} from '@tonewood/rules';

/** What the order view is made of: numbers, lines with product flags and VAT, payments, fulfilments. */
const ORDER_FIELDS = [
  'id',
  'display_id',
  'status',
  'created_at',
  'email',
  'locale',
  'currency_code',
  'payment_status',
  'fulfillment_status',
  'item_total',
  'subtotal',
  'discount_total',
  'shipping_total',
  'tax_total',
  'total',
  '*items',
  '*items.tax_lines',
  'items.product.metadata',
  '*shipping_address',
  '*billing_address',
  '*shipping_methods',
  '*payment_collections',
  '*payment_collections.payments',
  '*payment_collections.payments.refunds',
  '*fulfillments',
  '*fulfillments.labels',
  // The promotions: each row's adjustments and totals before them, the promotions' names.
  'original_item_total',
  'original_shipping_total',
  'items.original_total',
  '*items.adjustments',
  'shipping_methods.total',
  'shipping_methods.original_total',
  '*shipping_methods.adjustments',
  '*promotions',
  'promotions.metadata',
].join(',');

const text = (value) => (typeof value === 'string' ? value.trim() : '');
const amount = (value) => {
  const n = Number(value ?? 0);
  return Number.isFinite(n) ? n : 0;
};

/** An http(s) address, or null: a carrier's tracking link is only ever shown as one. */
export function webAddress(value) {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

const latest = (dates) =>
  dates
    .filter(Boolean)
    .map((d) => new Date(d))
    .filter((d) => !Number.isNaN(d.getTime()))
    .sort((a, b) => b.getTime() - a.getTime())[0]
    ?.toISOString() ?? null;

function paymentOf(order) {
  const payments = (order.payment_collections ?? []).flatMap((c) => c.payments ?? []);
  const sessions = (order.payment_collections ?? []).flatMap((c) => c.payment_sessions ?? []);
  const provider = payments[0]?.provider_id ?? sessions[0]?.provider_id;
  const method = awaitsTransfer(provider) ? 'bank-transfer' : 'card';
  const status = String(order.payment_status ?? '');
  const state =
    status === 'refunded'
      ? 'refunded'
      : status === 'partially_refunded'
        ? 'partially-refunded'
        : status === 'captured' || status === 'partially_captured'
          ? 'paid'
          : status === 'canceled'
            ? 'canceled'
            : // A bank transfer is "authorized" by Medusa's system provider at once: the money has not come.
              method === 'card' && (status === 'authorized' || status === 'partially_authorized')
              ? 'authorized'
              : 'awaiting';
  return { method, state };
}

function fulfilmentOf(order) {
  const active = (order.fulfillments ?? []).filter((f) => !f.canceled_at);
  const shipped = active.filter((f) => f.shipped_at);
  const delivered = active.filter((f) => f.delivered_at);
  const state =
    active.length && delivered.length === active.length ? 'delivered' : shipped.length ? 'shipped' : 'workshop';
  // The newest shipment's label that names a tracking number.
  const label = [...shipped]
    .sort((a, b) => new Date(b.shipped_at).getTime() - new Date(a.shipped_at).getTime())
    .flatMap((f) => f.labels ?? [])
    .find((l) => text(l.tracking_number));
  return {
    state,
    shippedAt: latest(shipped.map((f) => f.shipped_at)),
    deliveredAt: latest(delivered.map((f) => f.delivered_at)),
    trackingNumber: label ? text(label.tracking_number) : null,
    trackingUrl: label ? webAddress(label.tracking_url) : null,
  };
}

/** The VAT rate of an order in percent: the items' rate (19), or 0 for an export order. */
function taxRateOf(order) {
  for (const item of order.items ?? []) {
    const rate = item.tax_lines?.find((line) => line.rate != null)?.rate;
    if (rate != null) return amount(rate);
  }
  return 0;
}

const sameAddress = (a, b) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The order view of a Medusa admin order (fields: ORDER_FIELDS), with the withdrawal period as
 * of `now`.
 * @returns {import('@tonewood/design-system/schemas').OrderView}
 */
export function orderView(order, now = Date.now()) {
  const shippingAddress = fromMedusaAddress(order.shipping_address);
  const billing = order.billing_address?.address_1 ? fromMedusaAddress(order.billing_address) : null;
  const fulfilment = fulfilmentOf(order);
  const taxRate = taxRateOf(order);
  const method = order.shipping_methods?.[0];
  // With promotions, lines and totals before them, and the promotions as lines of their own.
  const [english, german] = [discountLines(order, 'en'), discountLines(order, 'de')];
  const promoted = english.length > 0;
  const before = (original, after) => amount(promoted && original != null ? original : after);
  return {
    id: order.id,
    displayId: Number(order.display_id),
    createdAt: new Date(order.created_at).toISOString(),
    email: text(order.email),
    name: [shippingAddress.firstName, shippingAddress.lastName].filter(Boolean).join(' '),
    language: languageOfLocale(order.locale),
    canceled: order.status === 'canceled',
    items: (order.items ?? []).map((item) => ({
      id: item.id,
      title: text(item.product_title) || text(item.title),
      variant: item.variant_title && item.variant_title !== 'Default variant' ? text(item.variant_title) : null,
      quantity: amount(item.quantity),
      unitPrice: amount(item.unit_price),
      total: before(item.original_total, item.total ?? amount(item.unit_price) * amount(item.quantity)),
      thumbnail: webAddress(item.thumbnail),
      madeToSpecification: madeToSpecification(item.product?.metadata),
    })),
    shippingAddress,
    billingAddress: billing && !sameAddress(billing, shippingAddress) ? billing : null,
    shippingMethod: { code: text(method?.data?.code) || null, name: text(method?.name) },
    payment: paymentOf(order),
    fulfilment,
    discounts: english.map((line, index) => ({
      label: { en: line.label, de: german[index]?.label ?? line.label },
      amount: line.amount,
    })),
    totals: {
      subtotal: before(order.original_item_total, order.item_total ?? order.subtotal),
      discount: amount(order.discount_total),
      shipping: before(order.original_shipping_total, order.shipping_total),
      tax: amount(order.tax_total),
      total: amount(order.total),
      taxRate,
      taxIncluded: taxRate > 0,
    },
    withdrawal: withdrawalPeriod({ orderedAt: order.created_at, deliveredAt: fulfilment.deliveredAt }, now),
  };
}

/**
 * The order calls of the site functions over the admin client.
 * @param {ReturnType<typeof import('./commerce.mjs').createCommerceAdmin>} commerce
 */
export function orderCalls(commerce) {
  return {
    /** The order's view, or null when Medusa has no such order. */
    view: async (id, now) => {
      const order = await commerce.retrieveOrder(id, ORDER_FIELDS);
      return order ? orderView(order, now) : null;
    },
    /** The id of the cart the order was placed from (Medusa's order-cart link), or null. */
    cartId: async (id) => {
      const order = await commerce.retrieveOrder(id, 'id,cart.id');
      return order?.cart?.id ?? null;
    },
  };
}
