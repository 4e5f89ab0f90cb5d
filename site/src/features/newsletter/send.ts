// Sends a valid newsletter registration to the site function with the spec's body (section 8);
// a refusal's field errors (message keys the form translates) come back with the answer.
import type { NewsletterValues } from '@tonewood/design-system/schemas';
import { postToFunction } from '../../lib/siteFunctions';
import type { Language } from '../i18n';

export const NEWSLETTER_ENDPOINT = '/api/send-newsletter-registration';

export async function sendNewsletterRegistration(
  values: NewsletterValues,
  language: Language,
  labels: Record<string, string> = {},
  fetcher: typeof fetch = fetch,
) {
  const { success, message, errors } = await postToFunction(
    NEWSLETTER_ENDPOINT,
    {
      name: values.name ?? '',
      recipientEmail: values.recipientEmail,
      optIn: values.optIn,
      honeypot: values.honeypot ?? '',
      labels,
      locale: language,
    },
    fetcher,
  );
  return errors ? { success, message, errors } : { success, message };
}
