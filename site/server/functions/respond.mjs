// What the site functions answer, in the shopper's language: { success, message } plus, for a
// refused field, { errors: { field: message or message key } }.
import { validationMessages } from '@tonewood/design-system/schemas';
import { StoreRejected, problemsByField } from '../data/index.mjs';

export const MESSAGES = {
  en: {
    spam: validationMessages.en.spam,
    unavailable: 'Error sending email. Please try again later.',
    invalid: 'Please check the marked fields.',
    newsletterSent: 'Thank you! Please confirm your registration with the link we have sent you by email.',
    requestSent: 'Thank you for your request. We will answer within 1-3 business days.',
    jsonOnly: 'Please send application/json.',
    tooLarge: 'The request is too large.',
    tooMany: 'Too many requests. Please try again later.',
    badJson: 'The request is not valid JSON.',
  },
  de: {
    spam: validationMessages.de.spam,
    unavailable: 'Fehler beim Senden der E-Mail. Bitte versuche es später erneut.',
    invalid: 'Bitte prüfe die markierten Felder.',
    newsletterSent: 'Danke! Bitte bestätige deine Anmeldung mit dem Link, den wir dir per E-Mail geschickt haben.',
    requestSent: 'Danke für deine Anfrage. Wir melden uns innerhalb von 1-3 Werktagen.',
    jsonOnly: 'Bitte sende application/json.',
    tooLarge: 'Die Anfrage ist zu groß.',
    tooMany: 'Zu viele Anfragen. Bitte versuche es später erneut.',
    badJson: 'Die Anfrage ist kein gültiges JSON.',
  },
};

export const answer = (status, success, message, errors) => ({
  status,
  body: errors ? { success, message, errors } : { success, message },
});

/** A filled honeypot: refused before anything else is looked at. */
export const honeypotFilled = (body) =>
  body !== null && typeof body === 'object' && typeof body.honeypot === 'string' && body.honeypot.length > 0;

/** A zod error as { field: message } (the first message of each field). */
export function fieldErrors(error) {
  const errors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '_');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Strapi refused (400 with its field messages) or could not be reached or mail failed (503). */
export function failureAnswer(error, language, log) {
  const m = MESSAGES[language];
  // Strapi words a field of the table as the forms do; any other reason stays its own.
  if (error instanceof StoreRejected)
    return answer(400, false, m.invalid, { ...problemsByField(error.problems), ...error.errors });
  log?.(error);
  return answer(503, false, m.unavailable);
}
