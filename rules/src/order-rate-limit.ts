// How many orders one email address may place in a while: a checkout completes orders for any
// address typed into it, and every order sends a confirmation from the workshop's address to it.
// Medusa refuses the next completion with 429 (commerce/src/api/order-rate-limit.ts).

/** 10 orders per address and hour (Medusa reads COMMERCE_ORDER_RATE_MAX and _WINDOW_MS over these). */
export const ORDER_RATE_LIMIT = { max: 10, windowMs: 60 * 60_000 } as const;

/** The limit from the environment, else ORDER_RATE_LIMIT. */
export function orderRateLimit(env: Record<string, string | undefined>): { max: number; windowMs: number } {
  const max = Number(env.COMMERCE_ORDER_RATE_MAX);
  const windowMs = Number(env.COMMERCE_ORDER_RATE_WINDOW_MS);
  return {
    max: Number.isInteger(max) && max > 0 ? max : ORDER_RATE_LIMIT.max,
    windowMs: Number.isFinite(windowMs) && windowMs > 0 ? windowMs : ORDER_RATE_LIMIT.windowMs,
  };
}

/** The reason given with the 429, in the shop's languages. */
export const ORDER_RATE_MESSAGE = {
  en: 'Too many orders for this email address. Please try again later or write to us.',
  de: 'Zu viele Bestellungen für diese E-Mail-Adresse. Bitte versuche es später erneut oder schreib uns.',
} as const;
