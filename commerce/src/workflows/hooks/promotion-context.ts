// The free express shipping above 3,000 € (an automatic promotion, src/scripts/seed.ts) reads the
// items after their discounts (@tonewood/rules itemTotalAfterDiscounts): a MERCH10 cart of 3,036 €
// counts 2,732.40 € and does not get it (the security review found it did). Medusa hands its
// promotion rules the cart as it was before this computation, adjustments of a code just added
// not yet taken off, so each time Medusa computes a cart's promotions this hook computes the item
// discounts the cart's codes will give first and puts the total after them into the rules'
// context as `item_total`, the attribute the promotion's rule names.
import type { ComputeActionContext, ComputeActions } from '@medusajs/framework/types';
import { Modules, PromotionActions } from '@medusajs/framework/utils';
import { StepResponse } from '@medusajs/framework/workflows-sdk';
import { updateCartPromotionsWorkflow } from '@medusajs/medusa/core-flows';
import { itemTotalAfterDiscounts } from '@tonewood/rules';

type Adjusted = { adjustments?: ({ code?: string | null } | null)[] | null };
type PromotionCart = ComputeActionContext & {
  items?: (Adjusted & { unit_price?: unknown; quantity?: unknown })[];
  shipping_methods?: Adjusted[];
};

/** The codes Medusa will apply (its get-promotion-codes-to-apply step, known codes or not). */
function codesToApply(cart: PromotionCart, action: string, codes: string[]): string[] {
  const applied = new Set(
    [...(cart.items ?? []), ...(cart.shipping_methods ?? [])].flatMap((row) =>
      (row.adjustments ?? []).map((adjustment) => adjustment?.code).filter((code): code is string => Boolean(code)),
    ),
  );
  if (action === PromotionActions.REMOVE) codes.forEach((code) => applied.delete(code));
  if (action === PromotionActions.REPLACE) applied.clear();
  if (action === PromotionActions.ADD || action === PromotionActions.REPLACE)
    codes.forEach((code) => applied.add(code));
  return [...applied];
}

updateCartPromotionsWorkflow.hooks.setPromotionContext(async ({ cart, action, promo_codes }, { container }) => {
  const context = cart as unknown as PromotionCart;
  const actions: ComputeActions[] = await container
    .resolve(Modules.PROMOTION)
    .computeActions(codesToApply(context, String(action), promo_codes ?? []), context);
  const itemDiscounts = actions.flatMap((computed) =>
    computed.action === 'addItemAdjustment' ? [computed.amount] : [],
  );
  return new StepResponse({
    item_total: itemTotalAfterDiscounts(
      (context.items ?? []) as { unit_price?: number; quantity?: number }[],
      itemDiscounts as number[],
    ),
  });
});
