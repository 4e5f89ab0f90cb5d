// The guest order page's site functions. POST /api/order {id, token}: the order's view when the
// token is the order's signed link token, checked before Medusa is asked; any wrong, missing or
// foreign token and an unknown order get the same 404 with one neutral text, so the answer never
// says whether an order exists. POST /api/order-link {orderId, cartId, cartKey}: the token of the
// order page's link, signed only for the browser that placed the order: it holds the cart's key
// (Medusa handed it to the browser that created the cart; both ids alone stand in URLs), and the
// order's cart, as Medusa links them, is the cart it names. Medusa down: 503 with the spec's kind of text.
import { orderLinkRequestSchema, orderLookupSchema } from '@tonewood/design-system/schemas';
import { signOrderToken, verifyCartKey, verifyOrderToken } from '@tonewood/rules/order-token';
import { CommerceUnavailable, orderCalls } from '../data/index.mjs';

export const ORDER_MESSAGES = {
  en: {
    notFound: 'We could not find this order. Please check the link in your order confirmation email.',
    unavailable: 'The order could not be loaded right now. Please try again in a moment.',
  },
  de: {
    notFound: 'Wir konnten diese Bestellung nicht finden. Bitte prüfe den Link in deiner Bestellbestätigung.',
    unavailable: 'Die Bestellung kann gerade nicht geladen werden. Bitte versuche es gleich noch einmal.',
  },
};

const languageOf = (body) => (body && typeof body === 'object' && body.language === 'de' ? 'de' : 'en');
const notFound = (language) => ({
  status: 404,
  body: { success: false, message: ORDER_MESSAGES[language].notFound },
});
const unavailable = (language) => ({
  status: 503,
  body: { success: false, message: ORDER_MESSAGES[language].unavailable },
});

async function withCommerce(language, log, fn) {
  try {
    return await fn();
  } catch (error) {
    if (!(error instanceof CommerceUnavailable)) throw error;
    log?.(error);
    return unavailable(language);
  }
}

/**
 * @param {unknown} body
 * @param {{ commerce: any, orderSecret: string, now: () => number, log?: (e: unknown) => void }} deps
 */
export async function handleOrder(body, { commerce, orderSecret, now, log }) {
  const language = languageOf(body);
  if (!orderSecret) {
    log?.(new Error('SITE_ORDER_SECRET is not set: the order page cannot check its links'));
    return unavailable(language);
  }
  const parsed = orderLookupSchema.safeParse(body);
  // The token first: Medusa is never asked about an order whose link is not genuine.
  if (!parsed.success || !verifyOrderToken(parsed.data.id, parsed.data.token, orderSecret)) return notFound(language);
  return withCommerce(language, log, async () => {
    const order = await orderCalls(commerce).view(parsed.data.id, now());
    return order ? { status: 200, body: { success: true, order } } : notFound(language);
  });
}

/**
 * @param {unknown} body
 * @param {{ commerce: any, orderSecret: string, log?: (e: unknown) => void }} deps
 */
export async function handleOrderLink(body, { commerce, orderSecret, log }) {
  const language = languageOf(body);
  if (!orderSecret) {
    log?.(new Error('SITE_ORDER_SECRET is not set: no order page links can be signed'));
    return unavailable(language);
  }
  const parsed = orderLinkRequestSchema.safeParse(body);
  if (!parsed.success) return notFound(language);
  const { orderId, cartId } = parsed.data;
  // The cart's key first: Medusa is never asked for a caller that is not the cart's browser.
  if (!verifyCartKey(cartId, body.cartKey, orderSecret)) return notFound(language);
  return withCommerce(language, log, async () =>
    (await orderCalls(commerce).cartId(orderId)) === cartId
      ? { status: 200, body: { success: true, token: signOrderToken(orderId, orderSecret) } }
      : notFound(language),
  );
}

/** /order/{id} or /de/order/{id} (never /order/confirmation/...): the order id, or null. */
export function orderPageId(urlPath) {
  const match = /^(?:\/de)?\/order\/([^/]+)$/.exec(urlPath);
  return match && match[1] !== 'confirmation' ? match[1] : null;
}

/** Whether a request for the order page carries the order's token (?token=...): HMAC only. */
export function orderPageAllowed(urlPath, query, orderSecret) {
  const id = orderPageId(urlPath);
  if (id === null) return false;
  const token = new URLSearchParams(query).get('token');
  return verifyOrderToken(id, token, orderSecret);
}
