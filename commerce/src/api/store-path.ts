// Which record a store request is about, read the way Medusa's router reads the path. Medusa
// registers its routes and the `defineMiddlewares` matchers on express 4, whose matching ignores
// letter case and a trailing slash: `/STORE/CARTS/{id}/Complete/` reaches the same route as
// `/store/carts/{id}/complete`. A guard that re-read the URL with a case-sensitive pattern found
// no id there and let the request through (the security review's medium finding), so every
// guard of the shop's reads the path through this one helper: segments without empty ones
// (duplicate or trailing slashes), each percent-decoded as express decodes a parameter, the fixed
// segments compared in any letter case, the ids kept as they were sent.
import type { MedusaRequest } from '@medusajs/framework/http';

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** The decoded, non-empty segments of the request's path (without the query). */
export function pathSegments(req: MedusaRequest): string[] {
  const path = (req.originalUrl ?? req.url ?? '').split('?')[0]!;
  return path.split('/').filter(Boolean).map(decode);
}

/**
 * The segments after `prefix` when the path starts with it in any letter case (`['store',
 * 'carts']` for `/STORE//Carts/cart_1/complete` gives `['cart_1', 'complete']`), else undefined.
 */
export function segmentsAfter(req: MedusaRequest, prefix: readonly string[]): string[] | undefined {
  const segments = pathSegments(req);
  const matches = prefix.every((expected, i) => segments[i]?.toLowerCase() === expected.toLowerCase());
  return matches ? segments.slice(prefix.length) : undefined;
}

/** The id of `/store/{collection}/{id}…`, as Medusa's route resolves it. */
export function storeRecordId(req: MedusaRequest, collection: 'carts' | 'orders'): string | undefined {
  return segmentsAfter(req, ['store', collection])?.[0];
}

/** Whether the path is `/store/carts/{id}/{action}` in any spelling (`complete`, `promotions`). */
export function isCartAction(req: MedusaRequest, action: string): boolean {
  const rest = segmentsAfter(req, ['store', 'carts']);
  return rest?.length === 2 && rest[1]!.toLowerCase() === action;
}
