// The custom-instrument (contact) and quote requests: validated with the forms' schema in the
// shopper's language, stored through the write token, acknowledged by mail.
import { requestSchemaMessages } from '@tonewood/design-system/schemas';
import { languageOfLocale } from '@tonewood/rules';
import { requestAcknowledgementMail } from './mail.mjs';
import { MESSAGES, answer, failureAnswer, fieldErrors, honeypotFilled } from './respond.mjs';

/**
 * @param {{ kind: 'contact' | 'quote', pluralName: string, createSchema: (messages: any) => any }} type
 * @param {unknown} body
 * @param {{ store: any, mailer: any, log?: (e: unknown) => void }} deps
 */
export async function handleRequest({ kind, pluralName, createSchema }, body, { store, mailer, log }) {
  const language = languageOfLocale(body?.locale);
  const m = MESSAGES[language];
  if (honeypotFilled(body)) return answer(400, false, m.spam, { honeypot: m.spam });
  // The issue names the field country or location; the forms send location.
  const input =
    body && typeof body === 'object' && body.location === undefined && body.country !== undefined
      ? { ...body, location: body.country }
      : body;
  const parsed = createSchema(requestSchemaMessages[language]).safeParse(input);
  if (!parsed.success) return answer(400, false, m.invalid, fieldErrors(parsed.error));
  // The honeypot (empty by now) is not stored.
  const { annotation, ...fields } = parsed.data;
  delete fields.honeypot;
  const trimmed = annotation?.trim();
  try {
    await store.create(pluralName, { ...fields, ...(trimmed ? { annotation: trimmed } : {}), language });
    // Nothing the requester typed: the address has confirmed nothing (mail.mjs).
    const mail = requestAcknowledgementMail({ language, kind, reference: fields.reference });
    await mailer.send({ to: fields.email, language, ...mail });
  } catch (error) {
    return failureAnswer(error, language, log);
  }
  return answer(200, true, m.requestSent);
}
