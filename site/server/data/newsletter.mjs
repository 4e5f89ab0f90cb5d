// The newsletter registration's confirmation (the double opt-in's second step), through the
// custom route cms/ gives the write token (POST /api/newsletter-registrations/:id/confirm).
import { StoreUnavailable } from './strapi.mjs';

/**
 * Marks a newsletter registration confirmed; false when there is no such registration.
 * @param {ReturnType<typeof import('./strapi.mjs').strapiClient>} post
 */
export async function confirmNewsletterRegistration(post, documentId) {
  const { status } = await post(`/api/newsletter-registrations/${encodeURIComponent(documentId)}/confirm`, {});
  if (status === 404) return false;
  if (status !== 200) throw new StoreUnavailable(`strapi answered ${status}`);
  return true;
}
