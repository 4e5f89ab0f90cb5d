// The order page's pure rules: the order id and token of its address, the design system's Order
// from the order view, and the dates it shows (Europe/Berlin, the page's language).
import type { Order } from '@tonewood/design-system';
import type { OrderView } from '@tonewood/design-system/schemas';
import { BCP47, MADE_TO_SPECIFICATION_NOTICE, SHOP_TIME_ZONE, type Language } from '@tonewood/rules';

/** The id of /order/{id} or /de/order/{id}, or null (the shell itself, the confirmation page). */
export function orderIdFromPath(pathname: string): string | null {
  const match = /^(?:\/de)?\/order\/([^/?#]+)\/?$/.exec(pathname);
  const id = match?.[1] ? decodeURIComponent(match[1]) : null;
  return id && id !== 'confirmation' && /^[\w-]+$/.test(id) ? id : null;
}

/** The link's token (?token=...), or null. */
export function tokenFromSearch(search: string): string | null {
  const token = new URLSearchParams(search).get('token');
  return token && /^[A-Za-z0-9_-]{1,200}$/.test(token) ? token : null;
}

/** A moment as a date in the shop's time zone: "20 November 2026" / "20. November 2026". */
export function formatOrderDate(instant: string, language: Language): string {
  return new Intl.DateTimeFormat(BCP47[language], { dateStyle: 'long', timeZone: SHOP_TIME_ZONE }).format(
    new Date(instant),
  );
}

/** A calendar day (YYYY-MM-DD) in the page's language. */
export function formatDay(day: string, language: Language): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(BCP47[language], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}

/** The order view as the design system's order summary shows it. */
export function summaryOf(order: OrderView, language: Language, methodName: (code: string) => string): Order {
  return {
    number: `#${order.displayId}`,
    items: order.items.map((item) => ({
      id: item.id,
      title: item.title,
      subtitle:
        [item.variant, item.madeToSpecification ? MADE_TO_SPECIFICATION_NOTICE[language] : null]
          .filter(Boolean)
          .join(' · ') || undefined,
      quantity: item.quantity,
      total: item.total,
    })),
    shippingAddress: order.shippingAddress,
    billingAddress: order.billingAddress ?? undefined,
    paymentMethod: order.payment.method === 'bank-transfer' ? 'bankTransfer' : 'card',
    shippingMethod: order.shippingMethod.code ? methodName(order.shippingMethod.code) : order.shippingMethod.name,
    subtotal: order.totals.subtotal,
    discount: order.totals.discount,
    discounts: order.discounts?.map((line) => ({ label: line.label[language], amount: line.amount })),
    shipping: order.totals.shipping,
    total: order.totals.total,
    taxRate: order.totals.taxRate,
  };
}
