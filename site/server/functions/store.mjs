// The site functions' only way into Strapi: the create-only write token (STRAPI_WRITE_TOKEN, which
// cms/ writes to cms/.site.env). It stores submissions and confirms a newsletter registration; it
// cannot read anything back.

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

/**
 * @param {{ url: string, token: string, timeoutMs?: number }} options
 */
export function createStrapiStore({ url, token, timeoutMs = 8000 }) {
  const call = async (path, body) => {
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

  return {
    /** Stores a submission; resolves to Strapi's entry ({ documentId, ... }). */
    async create(pluralName, data) {
      const { status, json } = await call(`/api/${pluralName}`, { data });
      if (status === 400)
        throw new StoreRejected(
          json?.error?.details?.problems ?? [json?.error?.message ?? 'invalid'],
          json?.error?.details?.errors,
        );
      if (status !== 200 && status !== 201) throw new StoreUnavailable(`strapi answered ${status}`);
      return json.data;
    },
    /** Marks a newsletter registration confirmed; false when there is no such registration. */
    async confirmNewsletter(documentId) {
      const { status } = await call(`/api/newsletter-registrations/${encodeURIComponent(documentId)}/confirm`, {});
      if (status === 404) return false;
      if (status !== 200) throw new StoreUnavailable(`strapi answered ${status}`);
      return true;
    },
  };
}

/** Strapi's reasons ("name must be at most 100 characters") as { field: reason }. */
export function problemsByField(problems) {
  return Object.fromEntries(problems.map((p) => [String(p).split(' ')[0], String(p)]));
}
