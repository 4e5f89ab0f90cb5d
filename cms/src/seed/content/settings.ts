import { PROBES_ENABLED, probeAnalytics } from './probes';
import { WORKSHOP } from '@tonewood/rules';
import type { Locale, Localized } from './types';

/** Zone ids match the commerce back end's shipping matrix (de, eu, export). */
const shippingZones = (names: [string, string, string]) => [
  { zone_id: 'de', name: names[0], includes_tax: true },
  { zone_id: 'eu', name: names[1], includes_tax: true },
  { zone_id: 'export', name: names[2], includes_tax: false },
];

const socialLinks = [
  { network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/tonewood.workshop' },
  { network: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/@tonewoodworkshop' },
  { network: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/tonewood.workshop' },
];

const contactFormUrls = {
  en: 'https://forms.tonewood.example/custom-instrument/en',
  de: 'https://forms.tonewood.example/custom-instrument/de',
};

/** The workshop's account for bank transfers (shown on the order confirmation). */
const bankAccount = {
  bankAccountHolder: 'Tonewood Instrumentenbau GmbH',
  bankName: 'Sparkasse Leipzig',
  bankIban: 'DE81 8605 5592 1090 0012 34',
  bankBic: 'WELADE8LXXX',
};

/** Where withdrawn goods go back to (the withdrawal receipt mail names it), one line per row. */
const returnAddress = (country: string) =>
  ['Tonewood Instrumentenbau GmbH', 'Retouren', 'Werkstattweg 7', '04109 Leipzig', country].join('\n');

/**
 * The manufacturer (product safety on every product page, GPSR Art. 19): the workshop's name,
 * postal address (one line per row, without the name) and email, taken from the one place the
 * shop states them (WORKSHOP of @tonewood/rules, which the contract texts and order mails use).
 */
const manufacturer = (language: Locale) => ({
  manufacturerName: WORKSHOP.name,
  manufacturerAddress: [WORKSHOP.street, WORKSHOP.city, WORKSHOP.country[language]].join('\n'),
  manufacturerEmail: WORKSHOP.email,
});

export const MANUFACTURER_FIELDS = Object.keys(manufacturer('en'));

/** The workshop tour on /about, embedded behind the cookie consent. */
const workshopVideoUrl = 'https://media.tonewood.example/embed/workshop-tour';

/**
 * Visitor statistics (an Umami instance) and the new-build check. No statistics service is set up
 * by default (no endpoint: the site sends nothing); the e2e run seeds a recorder's address.
 */
const engagement = {
  workshopVideoUrl,
  analyticsEndpoint: PROBES_ENABLED ? probeAnalytics.endpoint : '',
  analyticsWebsiteId: PROBES_ENABLED ? probeAnalytics.websiteId : '',
  versionCheckMinutes: 5,
};

export const setting: Localized<Record<string, unknown>> = {
  en: {
    ShippingZones: shippingZones(['Germany', 'European Union', 'Export (rest of Europe, CH, GB, US)']),
    taxRate: 19,
    deliveryTime: 'about 4-5 working days',
    contactAnswerTime: '1-3 business days',
    // The home hero's subline under its headline (site locale home_title, 'Handmade guitars and
    // basses from our Leipzig workshop'): says what the headline does not.
    slogan: 'Each instrument is built one at a time, set up by hand and played in before it leaves the bench.',
    socialLinks,
    contactFormUrls,
    ...bankAccount,
    returnAddress: returnAddress('Germany'),
    ...manufacturer('en'),
    ...engagement,
  },
  de: {
    ShippingZones: shippingZones(['Deutschland', 'Europäische Union', 'Export (übriges Europa, CH, GB, US)']),
    taxRate: 19,
    deliveryTime: 'ca. 4-5 Werktage',
    contactAnswerTime: '1-3 Werktage',
    slogan:
      'Jedes Instrument entsteht einzeln, wird von Hand eingerichtet und eingespielt, bevor es die Werkbank verlässt.',
    socialLinks,
    contactFormUrls,
    ...bankAccount,
    returnAddress: returnAddress('Deutschland'),
    ...manufacturer('de'),
    ...engagement,
  },
};
