// Answers that can be guessed one try at a time (an admin's password, a promotion code) get a
// limited number of refused tries per address, per cart and per network address in a window; the
// next one is answered 429 with Retry-After until the window ends. Medusa's middlewares count
// them (commerce/src/api/attempt-limit.ts). The figures are the shop's decision, kept here once.

export interface AttemptLimit {
  /** Refused tries allowed in the window; the next is answered 429. */
  readonly max: number;
  readonly windowMs: number;
}

const MINUTE = 60_000;

export const ATTEMPT_LIMITS = {
  /** Medusa Admin's sign-in: failed passwords per email address. */
  adminLoginPerEmail: { max: 5, windowMs: 15 * MINUTE },
  /** Failed sign-ins per network address (several people of one office share it). */
  adminLoginPerAddress: { max: 20, windowMs: 15 * MINUTE },
  /** Refused promotion codes per cart. */
  promotionPerCart: { max: 10, windowMs: 15 * MINUTE },
  /** Refused promotion codes per network address, over all its carts. */
  promotionPerAddress: { max: 30, windowMs: 15 * MINUTE },
} as const satisfies Record<string, AttemptLimit>;

/**
 * Every answer of the admin sign-in takes at least this long, so an address that has a user (its
 * password is hashed and compared, about 120 ms) answers in the same time as one that has none
 * (about 8 ms): the timing tells nothing about which addresses exist.
 */
export const ADMIN_LOGIN_MIN_MS = 500;

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a while and try again.';

/** The one answer for a code that does not exist and one that exists but takes nothing off this cart. */
export const promotionRefused = (codes: readonly string[]) =>
  `The promotion code ${codes.join(', ')} is invalid or does not apply to this cart`;

/** Whole seconds until a window that ends at `resetAt` is over (at least 1). */
export const retryAfterSeconds = (resetAt: number, now = Date.now()) => Math.max(1, Math.ceil((resetAt - now) / 1000));
