import { dictionary, createStringsHook, type MessageOverrides } from '../i18n/useDsStrings';
import type { Language } from '@tonewood/rules';
import { validationMessages } from '../schemas/messages';

type Vars = Record<string, string | number> | undefined;

/** The shared validation texts the checkout's forms show. */
function validation(language: Language) {
  const { required, invalidEmail, shippingMethodRequired, tooLong, singleLine, controlCharacters } =
    validationMessages[language];
  return { required, invalidEmail, shippingMethodRequired, tooLong, singleLine, controlCharacters };
}

/**
 * The checkout's own words. The validation messages are the spec's exact English texts (section 5)
 * and their German equivalents; components take overrides through their `messages` prop.
 */
export const checkoutStrings = dictionary({
  en: {
    ...validation('en'),
    progress: 'Checkout progress',
    stepContact: 'Contact',
    stepShipping: 'Shipping',
    stepPayment: 'Payment',
    stepReview: 'Review',
    completed: 'completed',
    stepOf: (v: Vars) => `Step ${v?.index} of ${v?.total}`,
    back: 'Back',
    continue: 'Continue',
    placeOrder: 'Place order',
    contactTitle: 'Contact information',
    email: 'Email',
    emailHint: 'We send your order confirmation here.',
    addressTitle: 'Shipping address',
    firstName: 'First name',
    lastName: 'Last name',
    company: 'Company',
    address: 'Address',
    apartment: 'Apartment, suite, etc.',
    city: 'City',
    postalCode: 'Postal code',
    country: 'Country',
    chooseCountry: 'Choose a country',
    phone: 'Phone',
    shippingMethodTitle: 'Shipping method',
    free: 'Free',
    paymentTitle: 'Payment method',
    card: 'Credit or debit card',
    cardText: 'Pay securely with Visa, Mastercard or American Express.',
    nameOnCard: 'Name on card',
    bankTransfer: 'Bank transfer',
    bankTransferText: 'You receive our bank details with the order confirmation. We build once the payment arrives.',
    reviewTitle: 'Review your order',
    contact: 'Contact',
    shipTo: 'Ship to',
    shippingMethod: 'Shipping method',
    payment: 'Payment',
    edit: 'Edit',
    editSection: (v: Vars) => `Edit ${v?.section}`,
    processing: 'Processing your payment…',
    processingHint: 'This can take a few seconds. Please do not close or reload this page.',
    orderSummary: 'Order summary',
    orderNumber: 'Order number',
    quantity: (v: Vars) => `Quantity: ${v?.quantity}`,
    items: 'Items',
    shippingAddress: 'Shipping address',
    billingAddress: 'Billing address',
    subtotal: 'Subtotal',
    discount: 'Discount',
    shipping: 'Shipping',
    total: 'Total',
    taxRate: 'Tax rate',
    taxIncluded: (v: Vars) => `incl. ${v?.rate}% VAT`,
  },
  de: {
    ...validation('de'),
    progress: 'Fortschritt der Bestellung',
    stepContact: 'Kontakt',
    stepShipping: 'Versand',
    stepPayment: 'Zahlung',
    stepReview: 'Überprüfen',
    completed: 'abgeschlossen',
    stepOf: (v: Vars) => `Schritt ${v?.index} von ${v?.total}`,
    back: 'Zurück',
    continue: 'Weiter',
    placeOrder: 'Zahlungspflichtig bestellen',
    contactTitle: 'Kontaktdaten',
    email: 'E-Mail',
    emailHint: 'Hierhin schicken wir deine Bestellbestätigung.',
    addressTitle: 'Lieferadresse',
    firstName: 'Vorname',
    lastName: 'Nachname',
    company: 'Firma',
    address: 'Straße und Hausnummer',
    apartment: 'Wohnung, Etage usw.',
    city: 'Stadt',
    postalCode: 'Postleitzahl',
    country: 'Land',
    chooseCountry: 'Land wählen',
    phone: 'Telefon',
    shippingMethodTitle: 'Versandart',
    free: 'Kostenlos',
    paymentTitle: 'Zahlungsart',
    card: 'Kredit- oder Debitkarte',
    cardText: 'Sicher bezahlen mit Visa, Mastercard oder American Express.',
    nameOnCard: 'Name auf der Karte',
    bankTransfer: 'Überweisung',
    bankTransferText:
      'Unsere Bankverbindung erhältst du mit der Bestellbestätigung. Wir beginnen mit dem Bau, sobald die Zahlung eingegangen ist.',
    reviewTitle: 'Bestellung überprüfen',
    contact: 'Kontakt',
    shipTo: 'Lieferung an',
    shippingMethod: 'Versandart',
    payment: 'Zahlung',
    edit: 'Ändern',
    editSection: (v: Vars) => `${v?.section} ändern`,
    processing: 'Deine Zahlung wird verarbeitet …',
    processingHint: 'Das kann einige Sekunden dauern. Bitte schließe oder aktualisiere diese Seite nicht.',
    orderSummary: 'Bestellübersicht',
    orderNumber: 'Bestellnummer',
    quantity: (v: Vars) => `Menge: ${v?.quantity}`,
    items: 'Artikel',
    shippingAddress: 'Lieferadresse',
    billingAddress: 'Rechnungsadresse',
    subtotal: 'Zwischensumme',
    discount: 'Rabatt',
    shipping: 'Versand',
    total: 'Gesamt',
    taxRate: 'Steuersatz',
    taxIncluded: (v: Vars) => `inkl. ${v?.rate} % MwSt.`,
  },
});

export type CheckoutStringKey = keyof (typeof checkoutStrings)['en'];

/** The checkout's validation texts (plain strings only) a component lets the site override. */
export type CheckoutMessages = MessageOverrides<
  'required' | 'invalidEmail' | 'shippingMethodRequired' | 'tooLong' | 'singleLine' | 'controlCharacters'
>;

export const useCheckoutStrings = createStringsHook<CheckoutStringKey>(checkoutStrings);
