// One completion at a time per variant (issue 28). Medusa's cart completion makes the order and
// only then reserves the stock; it locks the cart, not what the cart holds. Twenty shoppers
// completing carts with the same one-off at the same moment all got an order made, and although
// only one reservation succeeded, orders of refused carts were left in the database (4 to 10 of
// them in commerce/test/oversell.test.ts). Holding a lock on every variant of the cart while
// Medusa completes it (the locking module: in memory in one process, Redis in the scaled shape)
// makes the next completion of the same variant read the reserved stock, so the stock check of
// ../workflows/hooks/complete-cart-stock.ts refuses it before an order is made (with the lock
// alone Medusa still made the order and deleted it again, and under load one was left behind).
// A completion waits at most COMPLETION_LOCK_WAIT_S for the one before it.
import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from '@medusajs/framework/http';
import { ContainerRegistrationKeys, Modules } from '@medusajs/framework/utils';
import { cartIdOf } from './order-rate-limit';

const COMPLETION_LOCK_WAIT_S = 60;

/** The lock keys of a cart's variants, sorted so that two carts always take them in one order. */
export const variantLockKeys = (variantIds: (string | null | undefined)[]) =>
  [...new Set(variantIds.filter((id): id is string => typeof id === 'string' && id !== ''))]
    .sort()
    .map((id) => `tonewood:complete:${id}`);

export async function lockCartVariants(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const cartId = cartIdOf(req);
  if (!cartId) return next();
  let keys: string[];
  try {
    const query = req.scope.resolve(ContainerRegistrationKeys.QUERY);
    const {
      data: [cart],
    } = await query.graph({
      entity: 'cart',
      fields: ['id', 'completed_at', 'items.variant_id'],
      filters: { id: cartId },
    });
    const items = (cart as { items?: { variant_id?: string | null }[] } | undefined)?.items ?? [];
    keys = cart && !cart.completed_at ? variantLockKeys(items.map((item) => item?.variant_id)) : [];
  } catch (error) {
    return next(error);
  }
  if (!keys.length) return next();
  const locking = req.scope.resolve(Modules.LOCKING);
  // The lock is held until the answer has gone out (or the client went away).
  let passed = false;
  const answered = () =>
    new Promise<void>((resolve) => {
      res.once('finish', resolve);
      res.once('close', resolve);
      passed = true;
      next();
    });
  try {
    await locking.execute(keys, answered, { timeout: COMPLETION_LOCK_WAIT_S });
  } catch {
    // A wait that ran out: the shop is busy with this piece. After `next` the completion's own answer stands.
    if (!passed && !res.headersSent)
      res.status(409).json({ type: 'conflict', message: 'The cart could not be completed now. Please try again.' });
  }
}
