// Promotion codes in the cart and the review (Medusa's Promotion Module): what Medusa's answer to
// applying a code means for the shopper, and the cart's discount lines in the page's language.
import type { PromotionCodeProblem, SummaryDiscount } from '@tonewood/design-system';
import { discountLines, type Language } from '@tonewood/rules';
import type { StoreCart } from '../../lib/data';

export type PromotionProblem = { kind: PromotionCodeProblem; code: string };

const statusOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error ? (error as { status?: number }).status : undefined;
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error ?? ''));

/** The codes the shopper applied (automatic promotions are not the shopper's to remove). */
export function appliedCodes(cart: Pick<StoreCart, 'promotions'> | null | undefined): string[] {
  return (cart?.promotions ?? [])
    .filter((promotion) => promotion.code && !promotion.is_automatic)
    .map((promotion) => promotion.code!);
}

/**
 * Medusa's answer to applying `code`: the cart carries it (null: applied); the cart came back
 * without it (known, but it takes nothing off this cart: expired, or none of its items match).
 */
export function applyOutcome(code: string, cart: Pick<StoreCart, 'promotions'>): PromotionProblem | null {
  return appliedCodes(cart).includes(code) ? null : { kind: 'not-applicable', code };
}

/**
 * A refused call: Medusa's 400 'The promotion code X is invalid or does not apply to this cart' (the
 * shop answers an unknown code and one that does not apply alike: commerce/src/api/guessable-answers.ts)
 * is a refused code, told with one text that claims neither; anything else failed.
 */
export function applyFailure(code: string, error: unknown): PromotionProblem {
  const unknown = statusOf(error) === 400 && /promotion code .* is invalid/i.test(messageOf(error));
  return { kind: unknown ? 'unknown' : 'failed', code };
}

/** The cart's discounts as the summary shows them, one line per promotion. */
export function cartDiscounts(cart: StoreCart, language: Language): SummaryDiscount[] {
  return discountLines(cart, language).map(({ label, amount }) => ({ label, amount }));
}

/** Subtotal and shipping before the promotions, which the summary lists under them (none: Medusa's as they are). */
export function beforeDiscounts(cart: StoreCart): { subtotal?: number; shipping?: number } {
  if (!discountLines(cart, 'en').length) return {};
  return {
    subtotal: cart.original_item_total == null ? undefined : Number(cart.original_item_total),
    shipping:
      cart.original_shipping_total == null || !cart.shipping_methods?.length
        ? undefined
        : Number(cart.original_shipping_total),
  };
}
