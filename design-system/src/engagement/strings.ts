import { dictionary, createStringsHook } from '../i18n/useDsStrings';
import type { Language } from '@tonewood/rules';
import { validationMessages } from '../schemas/messages';

/** The shared validation texts the request forms show. */
function validation(language: Language) {
  const { required, invalidEmail, consentRequired, spam, tooLong, singleLine, controlCharacters } =
    validationMessages[language];
  return { required, invalidEmail, consentRequired, spam, tooLong, singleLine, controlCharacters };
}

/**
 * The engagement area's own words (cookie banner, consent gate, request forms). Every text the
 * spec fixes is here as the library's en/de default; components take overrides through props.
 */
export const engagementStrings = dictionary({
  en: {
    cookieTitle: 'Cookies at Tonewood',
    cookieText:
      'We use necessary cookies to run the shop. With your consent we also use functional cookies (videos, contact forms) and optional cookies that help us improve the site.',
    cookieLink: 'Cookie policy',
    acceptAll: 'Accept all',
    declineAll: 'Decline all',
    customize: 'Customize',
    save: 'Save settings',
    back: 'Back',
    unsaved: 'You have unsaved changes.',
    saved: 'Your settings are saved.',
    necessary: 'Necessary',
    necessaryText: 'Cart, language and shipping country. The shop does not work without them.',
    alwaysOn: 'Always on',
    functional: 'Functional',
    functionalText: 'Embedded videos and hosted contact forms from external providers.',
    optional: 'Optional',
    optionalText: 'Anonymous statistics that show us which pages are useful.',
    videoBlocked:
      'This video is loaded from an external provider, who may set cookies. It appears once you accept all cookies.',
    contactFormBlocked:
      'This contact form is hosted by an external provider, who may set cookies. It appears once you accept all cookies.',
    videoAccept: 'Accept all cookies and show the video',
    contactFormAccept: 'Accept all cookies and show the form',
    videoPlaceholder: 'Video',
    contactFormPlaceholder: 'Contact form',
    name: 'Name',
    email: 'Email',
    location: 'Country / location',
    quoteAnnotation: 'Tell us about the instrument you have in mind',
    contactAnnotation: 'Your message',
    consent: 'I agree that Tonewood stores my details to answer this request.',
    privacy: 'Privacy policy',
    honeypot: 'Website',
    sendQuote: 'Request a quote',
    sendContact: 'Send message',
    ...validation('en'),
    sendError: 'Error sending email. Please try again later.',
    successTitle: 'Thank you!',
    successText: 'Your request has reached our workshop. We answer within 1-3 business days.',
    newVersionTitle: 'A new version of the shop is ready',
    newVersionText: 'Reload to use it now, or it loads with the next page you open.',
    reload: 'Reload',
  },
  de: {
    cookieTitle: 'Cookies bei Tonewood',
    cookieText:
      'Wir verwenden notwendige Cookies, damit der Shop funktioniert. Mit deiner Zustimmung nutzen wir außerdem funktionale Cookies (Videos, Kontaktformulare) und optionale Cookies, die uns helfen, die Seite zu verbessern.',
    cookieLink: 'Cookie-Richtlinie',
    acceptAll: 'Alle akzeptieren',
    declineAll: 'Alle ablehnen',
    customize: 'Anpassen',
    save: 'Einstellungen speichern',
    back: 'Zurück',
    unsaved: 'Du hast ungespeicherte Änderungen.',
    saved: 'Deine Einstellungen sind gespeichert.',
    necessary: 'Notwendig',
    necessaryText: 'Warenkorb, Sprache und Lieferland. Ohne sie funktioniert der Shop nicht.',
    alwaysOn: 'Immer aktiv',
    functional: 'Funktional',
    functionalText: 'Eingebettete Videos und Kontaktformulare externer Anbieter.',
    optional: 'Optional',
    optionalText: 'Anonyme Statistiken, die uns zeigen, welche Seiten hilfreich sind.',
    videoBlocked:
      'Dieses Video wird von einem externen Anbieter geladen, der Cookies setzen kann. Es erscheint, sobald du alle Cookies akzeptierst.',
    contactFormBlocked:
      'Dieses Kontaktformular wird von einem externen Anbieter bereitgestellt, der Cookies setzen kann. Es erscheint, sobald du alle Cookies akzeptierst.',
    videoAccept: 'Alle Cookies akzeptieren und Video zeigen',
    contactFormAccept: 'Alle Cookies akzeptieren und Formular zeigen',
    videoPlaceholder: 'Video',
    contactFormPlaceholder: 'Kontaktformular',
    name: 'Name',
    email: 'E-Mail',
    location: 'Land / Ort',
    quoteAnnotation: 'Erzähl uns von dem Instrument, das du dir vorstellst',
    contactAnnotation: 'Deine Nachricht',
    consent: 'Ich bin einverstanden, dass Tonewood meine Angaben speichert, um diese Anfrage zu beantworten.',
    privacy: 'Datenschutzerklärung',
    honeypot: 'Webseite',
    sendQuote: 'Angebot anfragen',
    sendContact: 'Nachricht senden',
    ...validation('de'),
    sendError: 'Fehler beim Senden der E-Mail. Bitte versuche es später erneut.',
    successTitle: 'Vielen Dank!',
    successText: 'Deine Anfrage ist in unserer Werkstatt angekommen. Wir antworten innerhalb von 1-3 Werktagen.',
    newVersionTitle: 'Eine neue Version des Shops ist bereit',
    newVersionText: 'Lade neu, um sie gleich zu nutzen, sonst kommt sie mit der nächsten Seite, die du öffnest.',
    reload: 'Neu laden',
  },
});

export type EngagementStringKey = keyof (typeof engagementStrings)['en'];

export const useEngagementStrings = createStringsHook<EngagementStringKey>(engagementStrings);
