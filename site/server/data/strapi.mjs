// The site functions' one way into Strapi's REST API: a POST with the create-only write token
// (STRAPI_WRITE_TOKEN, which cms/ writes to cms/.site.env), a timeout, and Strapi's failures as
// the two errors the functions answer by. The token stores and confirms; it cannot read back.

/** Strapi did not answer, or answered that it cannot take the submission now (5xx, bad token). */
export class StoreUnavailable extends Error {}

/**
 * Strapi refused the submission's content (400): `problems` are its reasons, e.g. "name must be at
 * most 100 characters"; `errors`, when Strapi gives them, the field table's messages by field in the
 * submission's language, the words the forms show.
 */
export class StoreRejected extends Error {
  constructor(problems, errors) {
    super(`strapi refused the submission: ${problems.join('; ')}`);
    this.problems = problems;
    this.errors = errors;
  }
}

/** Strapi's reasons ("name must be at most 100 characters") as { field: reason }. */
export function problemsByField(problems) {
  return Object.fromEntries(problems.map((p) => [String(p).split(' ')[0], String(p)]));
}

/**
 * POSTs a JSON body to a path of Strapi's API; resolves to the status and the JSON answer (null
 * when there is none) unless Strapi is unreachable, down or refuses the token.
 * @param {{ url: string, token: string, timeoutMs?: number }} options
 * @returns {(path: string, body: unknown) => Promise<{ status: number, json: any }>}
 */
export function strapiClient({ url, token, timeoutMs = 8000 }) {
  return async (path, body) => {
    if (!url || !token) throw new StoreUnavailable('the Strapi URL or write token is not configured');
    let response;
    try {
      response = await fetch(`${url.replace(/\/$/, '')}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new StoreUnavailable(`strapi is unreachable: ${error.message}`);
    }
    const json = await response.json().catch(() => null);
    if (response.status >= 500 || response.status === 401 || response.status === 403)
      throw new StoreUnavailable(`strapi answered ${response.status}`);
    return { status: response.status, json };
  };
}

/**
 * GETs a path of Strapi's API with a read token; resolves to the JSON answer, or null for a 404.
 * @param {{ url: string, token: string, timeoutMs?: number }} options
 * @returns {(path: string) => Promise<any>}
 */
export function strapiReader({ url, token, timeoutMs = 8000 }) {
  return async (path) => {
    if (!url || !token) throw new StoreUnavailable('the Strapi URL or read token is not configured');
    let response;
    try {
      response = await fetch(`${url.replace(/\/$/, '')}${path}`, {
        headers: { authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new StoreUnavailable(`strapi is unreachable: ${error.message}`);
    }
    if (response.status === 404) return null;
    if (!response.ok) throw new StoreUnavailable(`strapi answered ${response.status}`);
    return response.json();
  };
}
