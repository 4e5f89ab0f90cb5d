// The site functions' one way into Medusa's admin API (orders for the guest order page and the
// withdrawal function): the js-sdk signed in as a Medusa admin user, with the JWT held in this
// process's memory only (never sent to a browser, never stored). The user and password come from
// the environment (COMMERCE_ADMIN_EMAIL, COMMERCE_ADMIN_PASSWORD; `npm start` hands over the
// generated development admin, production names a user of its own for the site's server).
import Medusa from '@medusajs/js-sdk';

/** Medusa did not answer, answered 5xx, or the site's server cannot sign in. */
export class CommerceUnavailable extends Error {}

const isUnavailable = (error) => !error?.status || error.status >= 500 || error.status === 401;

/** How long a call to Medusa may take: a Medusa that does not answer is unavailable (503), not a hang. */
const TIMEOUT_MS = 10_000;

/**
 * @param {{ url: string, email: string, password: string, timeoutMs?: number }} options
 */
export function createCommerceAdmin({ url, email, password, timeoutMs = TIMEOUT_MS }) {
  /** @type {Promise<Medusa> | null} */
  let signedIn = null;

  function signIn() {
    if (!url || !email || !password)
      return Promise.reject(new CommerceUnavailable("Medusa's URL or the site's admin user is not configured"));
    const sdk = new Medusa({ baseUrl: url, auth: { type: 'jwt', jwtTokenStorageMethod: 'memory' } });
    const fetch = sdk.client.fetch.bind(sdk.client);
    sdk.client.fetch = (input, init) =>
      fetch(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(timeoutMs) });
    return sdk.auth.login('user', 'emailpass', { email, password }).then((token) => {
      if (typeof token !== 'string') throw new CommerceUnavailable(`${email} could not sign in to Medusa`);
      return sdk;
    });
  }

  /**
   * Runs `fn` with the signed-in sdk; signs in again once when the session has expired. Medusa's
   * own 4xx answers (404 for an unknown order, 400 for a refused change) reach the caller as they
   * are; anything that means "Medusa cannot answer now" becomes CommerceUnavailable.
   * @template T
   * @param {(sdk: Medusa) => Promise<T>} fn
   * @returns {Promise<T>}
   */
  async function withAdmin(fn) {
    for (let attempt = 0; ; attempt += 1) {
      signedIn ??= signIn();
      try {
        return await fn(await signedIn);
      } catch (error) {
        if (error instanceof CommerceUnavailable || isUnavailable(error)) {
          signedIn = null;
          if (error?.status === 401 && attempt === 0) continue;
          throw error instanceof CommerceUnavailable
            ? error
            : new CommerceUnavailable(`Medusa: ${error?.message ?? error}`, { cause: error });
        }
        throw error;
      }
    }
  }

  return {
    withAdmin,
    /** An order with the given fields, or null when Medusa has none with this id. */
    retrieveOrder: (id, fields) =>
      withAdmin((sdk) => sdk.admin.order.retrieve(id, { fields })).then(
        ({ order }) => order,
        (error) => {
          if (error?.status === 404) return null;
          throw error;
        },
      ),
  };
}
