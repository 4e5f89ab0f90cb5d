// The one commerce client of the browser: a @medusajs/js-sdk instance with the publishable key,
// created on first use and then shared by every resource's calls (carts.ts, products.ts, …). The
// js-sdk module itself is loaded on the first call (its own chunk, not first-load JavaScript).
// Failures are the js-sdk's FetchError (message, status), and its token-storage errors pass
// through unchanged (spec section 5).
import type Medusa from '@medusajs/js-sdk';

/** Where the store API is and the publishable key it takes (from the build, in page context). */
export interface CommerceConnection {
  url: string;
  key: string;
}

/** The client as the resources take it: asked for at each call, so it loads with the first one. */
export type MedusaClient = () => Promise<Medusa>;

let client: Promise<Medusa> | undefined;

/** The client of the site's one store API (every page's context names the same connection). */
export function commerceClient({ url, key }: CommerceConnection): Promise<Medusa> {
  client ??= import('@medusajs/js-sdk').then(({ default: Sdk }) => new Sdk({ baseUrl: url, publishableKey: key }));
  // A failed load (offline) is not kept: the next call tries again.
  client.catch(() => (client = undefined));
  return client;
}
