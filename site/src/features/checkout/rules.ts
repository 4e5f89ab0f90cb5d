// The checkout's pure rules: which steps a cart has completed (each step is saved to the Medusa
// cart as it is completed, so the cart itself says where the shopper is), which step may be
// opened, the mapping between the form's address and Medusa's, the payment choice a cart holds,
// the spec's error for a failure (section 8), and the order as the confirmation shows it.
import type { CheckoutStep, Order, PaymentMethodChoice, ShopError } from '@tonewood/design-system';
import {
  awaitsTransfer,
  discountLines,
  fromMedusaAddress,
  paymentMethodOf,
  toMedusaAddress,
  type Language,
} from '@tonewood/rules';
import type { HttpTypes } from '@medusajs/types';
import type { StoreCart } from '../../lib/data';

const STEPS: readonly CheckoutStep[] = ['contact', 'shipping', 'payment', 'review'];

/** The id after /checkout/ or /order/confirmation/ in a path (either language), or null. */
export function cartIdFromPath(
  pathname: string,
  prefix: 'checkout' | 'order/confirmation' = 'checkout',
): string | null {
  const match = new RegExp(`/${prefix}/([^/?#]+)/?$`).exec(pathname);
  const id = match?.[1] ? decodeURIComponent(match[1]) : null;
  return id && id !== 'success' && /^[\w-]+$/.test(id) ? id : null;
}

/** The steps whose data the cart holds. */
export function completedSteps(cart: StoreCart): Set<CheckoutStep> {
  const done = new Set<CheckoutStep>();
  if (!cart.email) return done;
  done.add('contact');
  if (!cart.shipping_address?.address_1 || !cart.shipping_methods?.length) return done;
  done.add('shipping');
  if (!activeSession(cart)) return done;
  done.add('payment');
  return done;
}

/** The first step the cart has not completed (the review once all are). */
export function firstOpenStep(cart: StoreCart): CheckoutStep {
  const done = completedSteps(cart);
  return STEPS.find((step) => !done.has(step)) ?? 'review';
}

/** The step to show for a requested one: any step up to the first open one; later ones fall back. */
export function allowedStep(cart: StoreCart, requested: string | null | undefined): CheckoutStep {
  const open = firstOpenStep(cart);
  const index = STEPS.indexOf(requested as CheckoutStep);
  return index >= 0 && index <= STEPS.indexOf(open) ? (requested as CheckoutStep) : open;
}

export function previousStep(step: CheckoutStep): CheckoutStep | null {
  const index = STEPS.indexOf(step);
  return index > 0 ? (STEPS[index - 1] ?? null) : null;
}

/** The session the cart will be paid with: the newest that is not already cancelled or failed. */
export function activeSession(cart: Pick<StoreCart, 'payment_collection'>): HttpTypes.StorePaymentSession | null {
  const sessions = cart.payment_collection?.payment_sessions ?? [];
  return [...sessions].reverse().find((s) => !['canceled', 'error'].includes(String(s.status ?? ''))) ?? null;
}

// The address mapping both ways is the rules' (the order page's server function reads Medusa's
// addresses the same way).
export { fromMedusaAddress, toMedusaAddress };

/** The payment the cart's session stands for: bank transfer, or card with the name on it. */
export function paymentChoiceOf(session: HttpTypes.StorePaymentSession | null): PaymentMethodChoice | null {
  if (!session) return null;
  if (paymentMethodOf(session.provider_id) === 'bankTransfer') return { method: 'bankTransfer' };
  const name = session.data?.cardholder_name;
  return { method: 'card', nameOnCard: typeof name === 'string' ? name : '' };
}

/** The card provider a region offers (any provider the payment table counts as card), or null. */
export function cardProvider(providers: readonly string[]): string | null {
  return providers.find((id) => paymentMethodOf(id) === 'card') ?? null;
}

function messageOf(error: unknown): string {
  if (error && typeof error === 'object') {
    const { message, type } = error as { message?: unknown; type?: unknown };
    return `${typeof type === 'string' ? type : ''} ${typeof message === 'string' ? message : ''}`;
  }
  return typeof error === 'string' ? error : '';
}

/** Where the checkout failed: the message a failure there shows (spec section 8). */
export type CheckoutStage = 'shipping-options' | 'shipping-method' | 'payment' | 'complete';

/**
 * The spec's error for a failure. Medusa's answers are recognised by what they say: inventory
 * (the last piece went to someone else), payment authorisation, shipping needs the options
 * cannot meet; everything else at a stage gets that stage's text.
 */
export function checkoutError(error: unknown, stage: CheckoutStage): ShopError {
  const said = messageOf(error);
  if (/inventory|out of stock|stock/i.test(said)) return 'insufficient-stock';
  if (/different shipping|mixed|shipping profile/i.test(said)) return 'mixed-shipping';
  if (/no shipping option|not available for (the|your) address|cannot be shipped/i.test(said)) return 'no-shipping';
  if (/payment|authoriz|declin/i.test(said)) return 'payment';
  if (stage === 'shipping-options' || stage === 'shipping-method') return 'shipping-cost';
  if (stage === 'payment') return 'payment';
  return 'order';
}

/** The VAT rate of an order in percent: the items' rate (19), or 0 for an export order. */
function orderTaxRate(order: Pick<HttpTypes.StoreOrder, 'items'>): number {
  for (const item of order.items ?? []) {
    const rate = item.tax_lines?.find((line) => line.rate != null)?.rate;
    if (rate != null) return Number(rate);
  }
  return 0;
}

/** Shipping option type codes the site names itself in both languages (Medusa's names are English). */
export const SHIPPING_CODES = ['standard', 'express'] as const;

/**
 * The name to show for a shipping method: the site's words for a known type, else Medusa's name.
 * The code is what the site handed over in the method's data, a record Medusa does not type.
 */
export function shippingMethodName(
  method: { name?: string | null; code?: unknown },
  name: (code: (typeof SHIPPING_CODES)[number]) => string,
): string {
  const code = SHIPPING_CODES.find((known) => known === method.code);
  return code ? name(code) : (method.name ?? '');
}

/** The order as the confirmation page shows it (the design system's Order). */
export function orderView(
  order: HttpTypes.StoreOrder,
  methodName: (code: (typeof SHIPPING_CODES)[number]) => string = (code) => code,
  language: Language = 'en',
): Order & { email: string; bankTransfer: boolean } {
  const n = (value: number | null | undefined) => Number(value ?? 0);
  // With promotions, lines and totals before them, and the promotions as lines of their own.
  const discounts = discountLines(order, language);
  const before = (original: number | null | undefined, after: number | null | undefined) =>
    n(discounts.length && original != null ? original : after);
  const collection = order.payment_collections?.[0];
  const provider =
    collection?.payments?.[0]?.provider_id ?? activeSession({ payment_collection: collection })?.provider_id;
  // Medusa leaves out the addresses and the email without the order's link token (an order opened
  // by its id alone): then the view has none either.
  const shipping = order.shipping_address ? fromMedusaAddress(order.shipping_address) : undefined;
  const billing = order.billing_address?.address_1 ? fromMedusaAddress(order.billing_address) : undefined;
  const same = billing && JSON.stringify(billing) === JSON.stringify(shipping);
  return {
    number: order.display_id != null ? `#${order.display_id}` : order.id,
    email: order.email ?? '',
    items: (order.items ?? []).map((item) => ({
      id: item.id,
      title: item.product_title ?? item.title ?? '',
      subtitle: item.variant_title && item.variant_title !== 'Default variant' ? item.variant_title : undefined,
      quantity: item.quantity,
      total: before(item.original_total, item.total ?? Number(item.unit_price) * item.quantity),
    })),
    shippingAddress: shipping,
    billingAddress: same ? undefined : billing,
    paymentMethod: paymentMethodOf(provider),
    bankTransfer: awaitsTransfer(provider),
    shippingMethod: order.shipping_methods?.[0]
      ? shippingMethodName({ ...order.shipping_methods[0], code: order.shipping_methods[0].data?.code }, methodName)
      : '',
    subtotal: before(order.original_item_total, order.item_total ?? order.subtotal),
    discount: n(order.discount_total),
    discounts: discounts.map(({ label, amount }) => ({ label, amount })),
    shipping: before(order.original_shipping_total, order.shipping_total),
    total: n(order.total),
    taxRate: orderTaxRate(order),
  };
}
