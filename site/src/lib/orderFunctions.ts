// The guest order page's site functions (site/server/functions/order.mjs): the order's view for a
// signed link (POST /api/order) and the link's token for the order this browser just placed
// (POST /api/order-link). Answers are parsed with the shared zod contract; the token travels in
// the body, never in a URL the server logs.
import { orderAnswerSchema, orderLinkAnswerSchema, type OrderView } from '@tonewood/design-system/schemas';
import type { Language } from '@tonewood/rules';
import { browserStorage } from './browserStorage';

export type OrderLookupResult =
  | { status: 'ready'; order: OrderView }
  | { status: 'missing'; message: string }
  | { status: 'failed'; message: string };

async function post(url: string, body: unknown, fetcher: typeof fetch) {
  const response = await fetcher(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
    cache: 'no-store',
  });
  return { status: response.status, json: (await response.json()) as unknown };
}

/** The order behind a signed link: ready, missing (404: a wrong link) or failed (anything else). */
export async function fetchOrder(
  { id, token, language }: { id: string; token: string; language: Language },
  fetcher: typeof fetch = fetch,
): Promise<OrderLookupResult> {
  try {
    const { status, json } = await post('/api/order', { id, token, language }, fetcher);
    const answer = orderAnswerSchema.safeParse(json);
    if (!answer.success) return { status: 'failed', message: '' };
    if (answer.data.success) return { status: 'ready', order: answer.data.order };
    return { status: status === 404 ? 'missing' : 'failed', message: answer.data.message };
  } catch {
    return { status: 'failed', message: '' };
  }
}

/**
 * The token of the order page's link for an order placed from `cartId`, or null: the server signs
 * it only with the cart's key (the one Medusa handed this browser when it created the cart).
 */
export async function fetchOrderLinkToken(
  { orderId, cartId, cartKey, language }: { orderId: string; cartId: string; cartKey: string; language: Language },
  fetcher: typeof fetch = fetch,
): Promise<string | null> {
  try {
    const { json } = await post('/api/order-link', { orderId, cartId, cartKey, language }, fetcher);
    const answer = orderLinkAnswerSchema.safeParse(json);
    return answer.success && answer.data.success ? answer.data.token : null;
  } catch {
    return null;
  }
}

const PLACED_FROM = 'tw_order_cart:';

/** The checkout notes which cart an order was placed from (this tab only), for its order-page link. */
export function rememberOrderCart(orderId: string, cartId: string) {
  try {
    browserStorage('sessionStorage').setItem(PLACED_FROM + orderId, cartId);
  } catch {
    // Storage full: the confirmation mail still carries the link.
  }
}

export function orderCart(orderId: string): string | null {
  try {
    return browserStorage('sessionStorage').getItem(PLACED_FROM + orderId);
  } catch {
    return null;
  }
}
