/** The smallest quantity a cart line can hold (spec section 5: cart quantity is at least 1). */
export const MIN_QUANTITY = 1;

/**
 * Turns what a shopper typed (or a stepped number) into a valid cart quantity: a whole number
 * from 1 up to `max` when one is given. Returns `fallback` when the text holds no number at all,
 * so clearing the field and leaving it restores the previous quantity instead of zero.
 */
export function clampQuantity(input: string | number, fallback: number = MIN_QUANTITY, max?: number): number {
  const parsed = typeof input === 'number' ? input : Number.parseInt(input.trim(), 10);
  const upper = max !== undefined && Number.isFinite(max) ? Math.max(MIN_QUANTITY, Math.floor(max)) : Infinity;
  if (!Number.isFinite(parsed)) {
    return Number.isFinite(fallback) ? Math.min(Math.max(Math.trunc(fallback), MIN_QUANTITY), upper) : MIN_QUANTITY;
  }
  return Math.min(Math.max(Math.trunc(parsed), MIN_QUANTITY), upper);
}
