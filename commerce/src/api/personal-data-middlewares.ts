// Personal data (email, addresses with names and phone) only for who may see it (issue 27).
// An order's id stands in the confirmation page's URL and a cart's in the checkout's, so an id
// alone must not be enough:
// - GET /store/orders/:id answers the email and the addresses only with the order's signed link
//   token (header `x-order-token`, the HMAC of @tonewood/rules/order-token that the order mails
//   and the site's /api/order-link hand out); without it they are left out (null).
// - A completed cart (its order is placed) answers without email and addresses on every store
//   route; Medusa itself refuses any change to it.
// - An open cart's email, once set, is changed only with the cart's key: the HMAC of its id that
//   POST /store/carts hands the browser that created it (`cart_key` beside the cart), sent back as
//   `x-cart-key`. Setting the first email needs no key (a cart made before keys existed still
//   checks out).
// Every answer of these routes is `Cache-Control: no-store`: none may be kept by a cache.
import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from '@medusajs/framework/http';
import { ContainerRegistrationKeys } from '@medusajs/framework/utils';
import { signCartKey, verifyCartKey, verifyOrderToken } from '@tonewood/rules/order-token';
import { segmentsAfter, storeRecordId } from './store-path';

const secret = () => process.env.ORDER_LINK_SECRET ?? '';

type Address = Record<string, unknown> | null | undefined;
type Personal = {
  id?: string;
  email?: string | null;
  shipping_address?: Address;
  billing_address?: Address;
  customer?: unknown;
  completed_at?: unknown;
};

/** The same record without email, addresses and customer (fields that were not asked stay absent). */
function withoutPersonalData<T extends Personal>(record: T): T {
  const out: Personal = { ...record };
  for (const field of ['email', 'shipping_address', 'billing_address', 'customer'] as const)
    if (field in out) out[field] = null;
  return out as T;
}

function noStore(res: MedusaResponse) {
  res.setHeader('Cache-Control', 'no-store');
}

const header = (req: MedusaRequest, name: string) => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** Rewrites the JSON answer's record under `key` (`order`, `cart`, or `parent` of a line removal). */
function rewriteAnswer(res: MedusaResponse, rewrite: (body: Record<string, unknown>) => Record<string, unknown>) {
  const json = res.json.bind(res);
  res.json = ((body: unknown) =>
    json(body && typeof body === 'object' ? rewrite(body as Record<string, unknown>) : body)) as MedusaResponse['json'];
}

/** GET /store/orders/:id: personal data only with the order's token. */
export function guardOrder(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  noStore(res);
  const id = storeRecordId(req, 'orders');
  if (verifyOrderToken(id, header(req, 'x-order-token'), secret())) return next();
  rewriteAnswer(res, (body) =>
    body.order && typeof body.order === 'object'
      ? { ...body, order: withoutPersonalData(body.order as Personal) }
      : body,
  );
  next();
}

/** Every answer about one cart (/store/carts/:id...): none kept by a cache, a completed cart's without personal data. */
export async function guardCart(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  noStore(res);
  const id = storeRecordId(req, 'carts');
  if (!id) return next();
  let current: Personal | undefined;
  try {
    const query = req.scope.resolve(ContainerRegistrationKeys.QUERY);
    const { data } = await query.graph({ entity: 'cart', fields: ['id', 'email', 'completed_at'], filters: { id } });
    current = data[0] as Personal | undefined;
  } catch (error) {
    return next(error);
  }
  if (!current) return next();

  // An open cart's email, once set, changes only with the cart's key.
  const email = (req.body as { email?: unknown } | undefined)?.email;
  if (
    req.method === 'POST' &&
    !current.completed_at &&
    typeof email === 'string' &&
    current.email &&
    email.trim().toLowerCase() !== current.email.trim().toLowerCase() &&
    !verifyCartKey(id, header(req, 'x-cart-key'), secret())
  )
    return res.status(403).json({
      type: 'not_allowed',
      message: "This cart's email address can only be changed from the browser that created the cart",
    });

  // A completed cart answers (or refuses) without its email and addresses, even when a late
  // write races its completion: the answer is checked again on the way out.
  rewriteAnswer(res, (body) => {
    // Completing a completed cart again answers its order (Medusa's idempotent complete): the id
    // alone, which is all the checkout reads of a repeat; the first completion answers in full.
    const order = body.order as Personal | undefined;
    if (current!.completed_at && order && typeof order === 'object') return { ...body, order: { id: order.id } };
    for (const key of ['cart', 'parent'] as const) {
      const cart = body[key] as Personal | undefined;
      if (cart && typeof cart === 'object' && (current!.completed_at || cart.completed_at))
        return { ...body, [key]: withoutPersonalData(cart) };
    }
    return body;
  });
  next();
}

/** POST /store/carts (a new cart): its key goes to the browser that created it, beside the cart. */
export function handOutCartKey(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  noStore(res);
  if (segmentsAfter(req, ['store', 'carts'])?.length !== 0) return next();
  rewriteAnswer(res, (body) => {
    const id = (body.cart as Personal | undefined)?.id;
    return id ? { ...body, cart_key: signCartKey(id, secret()) } : body;
  });
  next();
}
