// POST /api/send-newsletter-registration {name, recipientEmail, optIn, honeypot, labels, locale}:
// the registration is stored pending and the double opt-in mail is sent in the shopper's
// language; GET/POST /api/newsletter-confirmation?token=... confirms it (confirmation-page.mjs).
import { createNewsletterSchema, newsletterErrorKeys } from '@tonewood/design-system/schemas';
import { languageOfLocale } from '@tonewood/rules';
import { newsletterConfirmationMail } from './mail.mjs';
import { CONFIRMATION_LINK_HOURS, signConfirmation } from './newsletter-token.mjs';
import { MESSAGES, answer, failureAnswer, fieldErrors, honeypotFilled } from './respond.mjs';

const schema = createNewsletterSchema(newsletterErrorKeys);

/** The confirmation link in a mail: on the configured site URL, never on the request's Host. */
const confirmationLink = (siteUrl, token) =>
  `${siteUrl.replace(/\/$/, '')}/api/newsletter-confirmation?token=${encodeURIComponent(token)}`;

/**
 * The pure handler: validation with the form's schema (field errors are the spec's message keys),
 * then store, sign and mail.
 * @param {unknown} body
 * @param {{ store: any, mailer: any, secret: string, siteUrl: string, now: () => number, log?: (e: unknown) => void }} deps
 */
export async function handleNewsletterRegistration(body, { store, mailer, secret, siteUrl, now, log }) {
  const language = languageOfLocale(body?.locale);
  const m = MESSAGES[language];
  if (honeypotFilled(body)) return answer(400, false, m.spam, { honeypot: newsletterErrorKeys.honeypot });
  const parsed = schema.safeParse(body);
  if (!parsed.success) return answer(400, false, m.invalid, fieldErrors(parsed.error));
  const { name, recipientEmail } = parsed.data;
  const trimmedName = name?.trim() || undefined;
  try {
    if (!secret) throw new Error('SITE_NEWSLETTER_SECRET is not set');
    const entry = await store.create('newsletter-registrations', {
      ...(trimmedName ? { name: trimmedName } : {}),
      recipientEmail,
      optIn: true,
      language,
    });
    const token = signConfirmation({ documentId: entry.documentId, language }, secret, now());
    const mail = newsletterConfirmationMail({
      language,
      link: confirmationLink(siteUrl, token),
      hours: CONFIRMATION_LINK_HOURS,
    });
    await mailer.send({ to: recipientEmail, language, ...mail });
  } catch (error) {
    return failureAnswer(error, language, log);
  }
  return answer(200, true, m.newsletterSent);
}
