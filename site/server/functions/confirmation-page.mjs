// The double opt-in link's page, in the registration's language. GET shows a confirm button (mail
// scanners follow links, so opening the link alone must not confirm); its POST confirms the
// registration in Strapi and says so.
import { createHash } from 'node:crypto';
import { localizePath } from '@tonewood/rules';
import { verifyConfirmation } from './newsletter-token.mjs';
import { StoreUnavailable } from './store.mjs';

const TEXTS = {
  en: {
    title: 'Newsletter registration',
    ask: 'Please confirm that you want to receive the Tonewood newsletter.',
    button: 'Confirm registration',
    confirmed: 'Thank you! Your newsletter registration is confirmed.',
    expired: 'This confirmation link has expired. Please sign up for the newsletter again.',
    invalid: 'This confirmation link is not valid. Please sign up for the newsletter again.',
    unavailable: 'Error confirming your registration. Please try again later.',
    home: 'Back to the shop',
  },
  de: {
    title: 'Newsletter-Anmeldung',
    ask: 'Bitte bestätige, dass du den Tonewood-Newsletter erhalten möchtest.',
    button: 'Anmeldung bestätigen',
    confirmed: 'Danke! Deine Newsletter-Anmeldung ist bestätigt.',
    expired: 'Dieser Bestätigungslink ist abgelaufen. Bitte melde dich erneut zum Newsletter an.',
    invalid: 'Dieser Bestätigungslink ist ungültig. Bitte melde dich erneut zum Newsletter an.',
    unavailable: 'Fehler beim Bestätigen deiner Anmeldung. Bitte versuche es später erneut.',
    home: 'Zurück zum Shop',
  },
};

const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#2b1d14}' +
  'button{font:inherit;padding:.75rem 1.25rem;border-radius:.5rem;border:0;background:#2b1d14;color:#fff;cursor:pointer}' +
  'button:focus-visible,a:focus-visible{outline:3px solid #b8860b;outline-offset:2px}';

/** The page's Content-Security-Policy: nothing but its own style and a form posting to itself. */
export const CONFIRMATION_PAGE_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;

const escape = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** @returns {string} */
function page(language, message, { token, state } = {}) {
  const t = TEXTS[language];
  const form = token
    ? `<form method="post" action="/api/newsletter-confirmation"><input type="hidden" name="token" value="${escape(token)}"><button type="submit">${t.button}</button></form>`
    : '';
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${t.title} · Tonewood</title><style>${STYLE}</style></head><body><main><h1>${t.title}</h1><p data-state="${state}">${message}</p>${form}<p><a href="${localizePath(language, '/')}">${t.home}</a></p></main></body></html>`;
}

/**
 * The pure handler of both steps.
 * @param {{ token: unknown, confirm: boolean }} input
 * @param {{ store: any, secret: string, now: () => number, log?: (e: unknown) => void }} deps
 * @returns {Promise<{ status: number, html: string, state: string }>}
 */
export async function handleConfirmation({ token, confirm }, { store, secret, now, log }) {
  const checked = verifyConfirmation(token, secret, now());
  if (!checked.ok) {
    const language = checked.reason === 'expired' ? checked.language : 'en';
    const state = checked.reason;
    return {
      status: checked.reason === 'expired' ? 410 : 400,
      state,
      html: page(language, TEXTS[language][state], { state }),
    };
  }
  const { language, documentId } = checked;
  const t = TEXTS[language];
  if (!confirm) return { status: 200, state: 'ask', html: page(language, t.ask, { token, state: 'ask' }) };
  try {
    if (!(await store.confirmNewsletter(documentId)))
      return { status: 404, state: 'invalid', html: page(language, t.invalid, { state: 'invalid' }) };
  } catch (error) {
    if (!(error instanceof StoreUnavailable)) throw error;
    log?.(error);
    return { status: 503, state: 'unavailable', html: page(language, t.unavailable, { token, state: 'unavailable' }) };
  }
  return { status: 200, state: 'confirmed', html: page(language, t.confirmed, { state: 'confirmed' }) };
}
