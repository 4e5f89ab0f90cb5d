// Order completion, limited per email address: a checkout completes an order for whatever address
// is typed into it, and each order sends a confirmation from the workshop's address there (the
// security review's finding: the shop's own mails as a tool against a third party). Before
// Medusa completes a cart, this counts the orders of the cart's address in the window
// (@tonewood/rules ORDER_RATE_LIMIT, COMMERCE_ORDER_RATE_MAX / _WINDOW_MS) in the order module,
// so the limit holds across restarts and several Medusa processes; the next one answers 429 with
// the reason and Retry-After. A cart already completed passes: Medusa answers its order again.
import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from '@medusajs/framework/http';
import { ContainerRegistrationKeys, Modules } from '@medusajs/framework/utils';
import { ORDER_RATE_MESSAGE, languageOfLocale, orderRateLimit } from '@tonewood/rules';
import { isCartAction, storeRecordId } from './store-path';

/** The cart id of a `POST /store/carts/:id/complete` request (in any spelling, see store-path.ts). */
export const cartIdOf = (req: MedusaRequest) =>
  isCartAction(req, 'complete') ? storeRecordId(req, 'carts') : undefined;

/** An email as a case-insensitive LIKE pattern that matches only itself. */
const exactly = (email: string) => email.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function limitOrdersPerEmail(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const cartId = cartIdOf(req);
  if (!cartId) return next();
  try {
    const query = req.scope.resolve(ContainerRegistrationKeys.QUERY);
    const {
      data: [cart],
    } = await query.graph({
      entity: 'cart',
      fields: ['id', 'email', 'completed_at', 'locale', 'metadata'],
      filters: { id: cartId },
    });
    const email = (cart as { email?: string | null } | undefined)?.email?.trim();
    if (!cart || !email || cart.completed_at) return next();
    const { max, windowMs } = orderRateLimit(process.env);
    const since = new Date(Date.now() - windowMs);
    const orders = await req.scope
      .resolve(Modules.ORDER)
      .listOrders({ email: { $ilike: exactly(email) }, created_at: { $gte: since } } as never, {
        select: ['id', 'created_at'],
        take: max,
        order: { created_at: 'ASC' },
      });
    if (orders.length < max) return next();
    const oldest = new Date(orders[0].created_at as unknown as string).getTime();
    const retryAfter = Math.max(1, Math.ceil((oldest + windowMs - Date.now()) / 1000));
    const metadata = (cart.metadata ?? {}) as Record<string, unknown>;
    const language = languageOfLocale(
      [(cart as { locale?: string | null }).locale, metadata.language, metadata.locale].find(
        (value): value is string => typeof value === 'string' && value !== '',
      ),
    );
    res.setHeader('Retry-After', String(retryAfter));
    res.status(429).json({ type: 'not_allowed', message: ORDER_RATE_MESSAGE[language] });
  } catch (error) {
    next(error);
  }
}
