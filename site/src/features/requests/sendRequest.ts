// A contact (custom instrument) or quote request (the configurator's, with its configuration) to
// its site function, as the request form's outcome: sent, spam (the server's honeypot check), the
// fields the server refused (their messages in the page's language, which the locale sent along
// chooses) or failed.
import type { RequestOutcome } from '@tonewood/design-system';
import type { QuoteRequestValues, RequestValues } from '@tonewood/design-system/schemas';
import { postToFunction } from '../../lib/siteFunctions';
import type { Language } from '../i18n';

export const CONTACT_REQUEST_ENDPOINT = '/api/contact-request';
export const QUOTE_REQUEST_ENDPOINT = '/api/quote-request';

export async function sendRequest(
  url: string,
  values: RequestValues | QuoteRequestValues,
  language: Language,
  fetcher: typeof fetch = fetch,
): Promise<RequestOutcome> {
  const answer = await postToFunction(url, { ...values, locale: language }, fetcher);
  if (answer.success) return 'sent';
  if (answer.errors?.honeypot) return 'spam';
  return answer.errors && Object.keys(answer.errors).length > 0 ? { fieldErrors: answer.errors } : 'failed';
}
