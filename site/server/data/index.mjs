// What the site functions store in Strapi, by resource (submissions.mjs, newsletter.mjs), over the
// one fetch wrapper (strapi.mjs). Handlers take it as their `store`, so tests hand them a stand-in.
import { confirmNewsletterRegistration } from './newsletter.mjs';
import { strapiClient } from './strapi.mjs';
import { createSubmission } from './submissions.mjs';

export { StoreRejected, StoreUnavailable, problemsByField } from './strapi.mjs';
export { CommerceUnavailable, createCommerceAdmin } from './commerce.mjs';
export { createSettingsReader } from './settings.mjs';
export { createWithdrawalRecords } from './withdrawals.mjs';

/**
 * @param {{ url: string, token: string, timeoutMs?: number }} options
 */
export function createStrapiStore(options) {
  const post = strapiClient(options);
  return {
    /** Stores a submission; resolves to Strapi's entry ({ documentId, ... }). */
    create: (pluralName, data) => createSubmission(post, pluralName, data),
    /** Marks a newsletter registration confirmed; false when there is no such registration. */
    confirmNewsletter: (documentId) => confirmNewsletterRegistration(post, documentId),
  };
}
export { orderCalls } from './orders.mjs';
