import { fieldMessages } from '@tonewood/rules';
import { dictionary, createStringsHook, type MessageOverrides } from '../../i18n/useDsStrings';

/**
 * The newsletter texts, keyed like the shop's translation files (newsletterForm.*), so the site
 * can pass its own translations straight through the `messages` prop. The error texts are the
 * field table's (@tonewood/rules), the words Strapi refuses a registration with too.
 */
export const newsletterMessages = dictionary({
  en: {
    'newsletterForm.layerTitle': 'Newsletter',
    'newsletterForm.layerIntro': 'New builds, workshop stories and tonewood arrivals, about once a month.',
    'newsletterForm.name': 'Name',
    'newsletterForm.recipientEmail': 'Email address',
    'newsletterForm.optIn': 'Yes, I would like to receive the Tonewood newsletter. I can unsubscribe at any time.',
    'newsletterForm.honeyPot': 'Website',
    'newsletterForm.request': 'Subscribe',
    'newsletterForm.close': 'Close',
    'newsletterForm.layerFormErrorEmail': fieldMessages.en['newsletterForm.layerFormErrorEmail'],
    'newsletterForm.layerFormErrorOptIn': fieldMessages.en['newsletterForm.layerFormErrorOptIn'],
    'newsletterForm.layerFormErrorHoneyPot': fieldMessages.en['newsletterForm.layerFormErrorHoneyPot'],
    'newsletterForm.layerFormErrorTooLong': fieldMessages.en['newsletterForm.layerFormErrorTooLong'],
    'newsletterForm.layerFormErrorSingleLine': fieldMessages.en['newsletterForm.layerFormErrorSingleLine'],
    'newsletterForm.layerFormSuccess': 'Almost done!',
    'newsletterForm.layerFormSuccessLabel':
      'We have sent you an email. Please confirm your subscription with the link inside it.',
    'newsletterForm.layerFormError': 'Something went wrong',
    'newsletterForm.layerFormErrorLabel': 'We could not sign you up just now. Please try again later.',
  },
  de: {
    'newsletterForm.layerTitle': 'Newsletter',
    'newsletterForm.layerIntro':
      'Neue Instrumente, Geschichten aus der Werkstatt und frisches Tonholz, etwa einmal im Monat.',
    'newsletterForm.name': 'Name',
    'newsletterForm.recipientEmail': 'E-Mail-Adresse',
    'newsletterForm.optIn': 'Ja, ich möchte den Tonewood-Newsletter erhalten. Ich kann mich jederzeit abmelden.',
    'newsletterForm.honeyPot': 'Webseite',
    'newsletterForm.request': 'Anmelden',
    'newsletterForm.close': 'Schließen',
    'newsletterForm.layerFormErrorEmail': fieldMessages.de['newsletterForm.layerFormErrorEmail'],
    'newsletterForm.layerFormErrorOptIn': fieldMessages.de['newsletterForm.layerFormErrorOptIn'],
    'newsletterForm.layerFormErrorHoneyPot': fieldMessages.de['newsletterForm.layerFormErrorHoneyPot'],
    'newsletterForm.layerFormErrorTooLong': fieldMessages.de['newsletterForm.layerFormErrorTooLong'],
    'newsletterForm.layerFormErrorSingleLine': fieldMessages.de['newsletterForm.layerFormErrorSingleLine'],
    'newsletterForm.layerFormSuccess': 'Fast geschafft!',
    'newsletterForm.layerFormSuccessLabel':
      'Wir haben dir eine E-Mail geschickt. Bitte bestätige deine Anmeldung über den Link darin.',
    'newsletterForm.layerFormError': 'Etwas ist schiefgelaufen',
    'newsletterForm.layerFormErrorLabel': 'Wir konnten dich gerade nicht anmelden. Bitte versuche es später erneut.',
  },
});

export type NewsletterMessageKey = keyof (typeof newsletterMessages)['en'];
export type NewsletterMessages = MessageOverrides<NewsletterMessageKey>;

/** The newsletter texts in the current locale; pass the `messages` prop to put the site's on top. */
export const useNewsletterMessages = createStringsHook<NewsletterMessageKey>(newsletterMessages);
