// Where a shopper finds an order again without an account: the guest order page's path, in the
// page's language. The token comes from @tonewood/rules/order-token (server side).
import { localizePath, type Language } from './language.js';

/** /order/{id}?token=... (English) or /de/order/{id}?token=... (German). */
export function orderPagePath(language: Language, orderId: string, token: string): string {
  return `${localizePath(language, `/order/${encodeURIComponent(orderId)}`)}?token=${encodeURIComponent(token)}`;
}
