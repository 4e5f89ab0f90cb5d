// Submissions of the site's forms (newsletter registrations, contact and quote requests), each a
// Strapi collection type the write token may create entries in.
import { StoreRejected, StoreUnavailable } from './strapi.mjs';

/**
 * Stores a submission; resolves to Strapi's entry ({ documentId, ... }).
 * @param {ReturnType<typeof import('./strapi.mjs').strapiClient>} post
 * @param {string} pluralName the collection type's API name, e.g. 'contact-requests'
 */
export async function createSubmission(post, pluralName, data) {
  const { status, json } = await post(`/api/${pluralName}`, { data });
  if (status === 400)
    throw new StoreRejected(
      json?.error?.details?.problems ?? [json?.error?.message ?? 'invalid'],
      json?.error?.details?.errors,
    );
  if (status !== 200 && status !== 201) throw new StoreUnavailable(`strapi answered ${status}`);
  return json.data;
}
