// The one commerce client of the browser: the js-sdk's client (the publishable key) and its store
// API, created on first use and then shared by every resource's calls (carts.ts, products.ts, …).
// The js-sdk module itself is loaded on the first call (its own chunk, not first-load JavaScript),
// and only its Client and Store: the package's Medusa class also builds the admin API, which a shop
// never calls, and webpack keeps all of it when the default export is imported (a 155 KB chunk,
// 27.6 KB gzip, against 69 KB, 20.6 KB gzip, with `webpackExports`).
// Failures are the js-sdk's FetchError (message, status), and its token-storage errors pass
// through unchanged (spec section 5). Every call gives up after a while (storeCallTimeout in
// @tonewood/rules: a read 10 s, a change 20 s, placing an order 30 s): a Medusa that does not
// answer is a failure the page can show and retry, never an endless wait.
import type { Client, Store } from '@medusajs/js-sdk';
import { storeCallTimeout } from '@tonewood/rules';

/** What the storefront uses of the js-sdk: its HTTP client and the store API. */
export interface StoreSdk {
  client: Client;
  store: Store;
}

/** Where the store API is and the publishable key it takes (from the build, in page context). */
export interface CommerceConnection {
  url: string;
  key: string;
}

/** The client as the resources take it: asked for at each call, so it loads with the first one. */
export type MedusaClient = () => Promise<StoreSdk>;

/** Gives every call of the client a deadline (an AbortSignal), unless it brings its own signal. */
export function withDeadline<Sdk extends { client: Client }>(
  sdk: Sdk,
  timeoutOf: (input: unknown, method?: string) => number = storeCallTimeout,
): Sdk {
  const fetch = sdk.client.fetch.bind(sdk.client);
  sdk.client.fetch = ((input: Parameters<typeof fetch>[0], init?: Parameters<typeof fetch>[1]) =>
    fetch(input, {
      ...init,
      signal: init?.signal ?? AbortSignal.timeout(timeoutOf(input, init?.method ?? 'GET')),
    })) as typeof fetch;
  return sdk;
}

let client: Promise<StoreSdk> | undefined;

/** The client of the site's one store API (every page's context names the same connection). */
export function commerceClient({ url, key }: CommerceConnection): Promise<StoreSdk> {
  client ??= import(/* webpackExports: ["Client", "Store"] */ '@medusajs/js-sdk').then(({ Client, Store }) => {
    const http = new Client({ baseUrl: url, publishableKey: key });
    return withDeadline({ client: http, store: new Store(http) });
  });
  // A failed load (offline) is not kept: the next call tries again.
  client.catch(() => (client = undefined));
  return client;
}
