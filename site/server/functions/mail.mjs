// The site's one mail path: nodemailer over SMTP, configured by SMTP_URL (smtp://host:port, with
// user:password@ and smtps:// as needed). `npm start` and the e2e run point it at a local maildev.
import { quoteShopperText } from '@tonewood/rules';
import nodemailer from 'nodemailer';

/** @param {{ smtpUrl: string, from: string }} options */
export function createMailer({ smtpUrl, from }) {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  return {
    /** @param {{ to: string, subject: string, text: string, language: 'en' | 'de' }} mail */
    async send({ to, subject, text, language }) {
      if (!transport) throw new Error('SMTP_URL is not set');
      await transport.sendMail({ from, to, subject, text, headers: { 'Content-Language': language } });
    },
    close: () => transport?.close(),
  };
}

// What a shopper typed is never the shop's text. The greeting names no one: these mails go to an
// address whoever filled in the form typed, which has confirmed nothing yet, so they repeat none
// of the requester's words (no name, no product, no message). The withdrawal receipt, which goes
// to the order's own address, repeats the message as a quoted, inert block (@tonewood/rules).
const greeting = (language) => (language === 'de' ? 'Hallo,' : 'Hello,');
const signature = (language) =>
  language === 'de' ? 'Viele Grüße\nDeine Tonewood-Werkstatt, Leipzig' : 'Best regards\nThe Tonewood workshop, Leipzig';

/** The double opt-in mail: the confirmation link and how long it works. */
export function newsletterConfirmationMail({ language, link, hours }) {
  const de = language === 'de';
  return {
    subject: de ? 'Bitte bestätige deine Newsletter-Anmeldung' : 'Please confirm your newsletter registration',
    text: [
      greeting(language),
      '',
      de
        ? 'danke für deine Anmeldung zum Tonewood-Newsletter. Bitte bestätige sie mit diesem Link:'
        : 'thank you for signing up for the Tonewood newsletter. Please confirm your registration with this link:',
      '',
      link,
      '',
      de
        ? `Der Link gilt ${hours} Stunden. Ohne Bestätigung bekommst du keinen Newsletter; wenn du dich nicht angemeldet hast, ignoriere diese E-Mail einfach.`
        : `The link works for ${hours} hours. Without a confirmation you receive no newsletter; if you did not sign up, simply ignore this email.`,
      '',
      signature(language),
    ].join('\n'),
  };
}

/** The acknowledgement of a contact or quote request: we answer within 1-3 business days. */
export function requestAcknowledgementMail({ language, kind, reference }) {
  const de = language === 'de';
  const what = de
    ? kind === 'quote'
      ? 'deine Angebotsanfrage'
      : 'deine Anfrage für ein Instrument nach deinen Wünschen'
    : kind === 'quote'
      ? 'your quote request'
      : 'your request for a custom instrument';
  return {
    subject: de ? 'Wir haben deine Anfrage erhalten' : 'We have received your request',
    text: [
      greeting(language),
      '',
      de ? `danke für ${what}.` : `thank you for ${what}.`,
      de ? 'Wir melden uns innerhalb von 1-3 Werktagen bei dir.' : 'We will answer within 1-3 business days.',
      // The configuration's reference (checked by the schema: TW- and seven letters or digits).
      ...(reference ? [de ? `Deine Referenz: ${reference}` : `Your reference: ${reference}`] : []),
      '',
      signature(language),
    ].join('\n'),
  };
}

/**
 * The receipt of a withdrawal (§ 356a BGB), sent at once: what was withdrawn, when it was received
 * (Europe/Berlin), the order, the items, the shopper's message (quoted, inert) and where to
 * send them back. Plain text: nothing a shopper typed is interpreted.
 */
export function withdrawalReceiptMail({ language, orderNumber, receipt, items, excluded, message, returnAddress }) {
  const de = language === 'de';
  const line = (item) => `- ${item.quantity} × ${item.title}${item.variant ? ` (${item.variant})` : ''}`;
  return {
    subject: de
      ? `Eingangsbestätigung deines Widerrufs (Bestellung #${orderNumber})`
      : `Receipt of your withdrawal (order #${orderNumber})`,
    text: [
      greeting(language),
      '',
      de
        ? `wir haben deinen Widerruf am ${receipt.date} um ${receipt.time} erhalten.`
        : `we received your withdrawal on ${receipt.date} at ${receipt.time}.`,
      '',
      de ? `Bestellung: #${orderNumber}` : `Order: #${orderNumber}`,
      de ? 'Widerrufene Artikel:' : 'Items withdrawn:',
      ...items.map(line),
      ...(excluded.length
        ? [
            '',
            de
              ? 'Nicht umfasst (nach deinen Vorgaben gefertigt: kein Widerrufsrecht):'
              : 'Not included (made to your specification: no right of withdrawal):',
            ...excluded.map(line),
          ]
        : []),
      '',
      de ? 'Deine Nachricht, wie du sie geschrieben hast:' : 'Your message as you wrote it:',
      message ? quoteShopperText(message) : de ? '(keine)' : '(none)',
      '',
      de ? 'Bitte schicke die Artikel an:' : 'Please send the items back to:',
      returnAddress || (de ? '(Adresse folgt per E-Mail)' : '(address follows by email)'),
      '',
      de
        ? 'Noch nicht versandte Artikel musst du nicht zurückschicken. Wir erstatten dir den Betrag, sobald die Artikel bei uns eingetroffen sind.'
        : 'Items not shipped yet need not be sent back. We refund you as soon as the items have arrived at our workshop.',
      '',
      signature(language),
    ].join('\n'),
  };
}
