// How long a store call may take before the caller gives up on it (the browser's commerce client,
// site/src/lib/data/client.ts, and the load bench that calls Medusa as the browser does). A read
// gives up after 10 s: a Medusa that does not answer is a failure the page shows with a retry. A
// change (a new cart, an added line, an address) waits longer, because Medusa may be carrying it
// out: giving up early would show a failure for a change the cart then holds. Placing an order
// (payment, stock, order) waits longest.
export const STORE_READ_TIMEOUT_MS = 10_000;
export const STORE_CHANGE_TIMEOUT_MS = 20_000;
export const STORE_COMPLETE_TIMEOUT_MS = 30_000;

/** The time a store call to `input` (a path or URL) with `method` may take. */
export function storeCallTimeout(input: unknown, method = 'GET'): number {
  const path = input instanceof URL ? input.pathname : typeof input === 'string' ? input.replace(/[?#].*$/, '') : '';
  if (/\/complete\/?$/.test(path)) return STORE_COMPLETE_TIMEOUT_MS;
  return /^(GET|HEAD)$/i.test(method) ? STORE_READ_TIMEOUT_MS : STORE_CHANGE_TIMEOUT_MS;
}
