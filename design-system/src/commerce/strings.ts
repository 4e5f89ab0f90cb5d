import { dictionary, createStringsHook, type Vars } from '../i18n/useDsStrings';

/**
 * The commerce area's own words. The spec fixes the English error and shipping texts exactly
 * (sections 5 and 8); the German ones are their natural equivalents. Components accept props to
 * override any of them; product names and other content always come through props.
 */
export const commerceStrings = dictionary({
  en: {
    // QuantityStepper
    quantity: 'Quantity',
    quantityOf: (v: Vars) => `Quantity of ${v?.name}`,
    decreaseQuantity: 'Decrease quantity',
    increaseQuantity: 'Increase quantity',
    maxQuantity: (v: Vars) => `At most ${v?.max}`,
    // CartLineItem
    unitPrice: 'Unit price',
    lineTotal: 'Total',
    remove: 'Remove',
    removeItem: (v: Vars) => `Remove ${v?.name} from cart`,
    updating: 'Updating…',
    // EmptyCart
    emptyCart: 'Your cart is empty',
    emptyCartText: 'Every instrument is built by hand in Leipzig. Find yours in the shop.',
    // CartSummary
    orderSummary: 'Order summary',
    subtotal: 'Subtotal',
    discount: 'Discount',
    shipping: 'Shipping',
    shippingFree: 'Free',
    shippingPending: 'Calculated at checkout',
    vat: 'VAT',
    vatAmount: (v: Vars) => `VAT (${v?.rate}%)`,
    total: 'Total',
    vatIncluded: (v: Vars) => `${v?.rate}% VAT included`,
    exportNote: 'Export order: prices exclude VAT. Import duties may apply in your country.',
    // PromotionCodeField
    promoLabel: 'Promotion code',
    promoApply: 'Apply',
    promoAppliedList: 'Applied codes',
    promoRemove: (v: Vars) => `Remove code ${v?.code}`,
    promoApplied: (v: Vars) => `Code ${v?.code} applied.`,
    promoRemoved: (v: Vars) => `Code ${v?.code} removed.`,
    'promo.empty': 'Please enter a code.',
    'promo.format': 'A code has only letters, digits, - and _.',
    'promo.unknown': (v: Vars) => `The code ${v?.code} cannot be used for this cart. Please check it.`,
    'promo.not-applicable': (v: Vars) =>
      `The code ${v?.code} cannot be used for this cart: it has expired or applies to none of its items.`,
    'promo.failed': 'The code could not be checked. Your cart is unchanged; please try again.',
    // ShippingModal
    shippingTitle: 'Shipping and delivery',
    deliveryTime: 'Delivery time',
    // Goods that are ready: the delivery rule's text (@tonewood/rules deliveryTimeText, a test holds
    // them equal; written out so the rule's code stays out of every page's bundle). The site passes
    // a build's own time.
    deliveryTimeValue: 'about 4-5 working days',
    shippingCosts: 'Shipping costs',
    shippingTo: (v: Vars) => `Shipping zone: ${v?.zone}`,
    freeShipping: 'Free shipping',
    shippingTaxIncluded: (v: Vars) => `Shipping costs include ${v?.rate}% VAT.`,
    shippingTaxExcluded: 'Shipping costs exclude VAT; import taxes may apply.',
    viewDetails: 'View details',
    calculatingShipping: 'Calculating shipping costs…',
    shippingUnavailable: 'Shipping not available',
    shippingUnavailableHint: 'Please choose another shipping country or get in touch, and we will find a way.',
    'reason.missing-data': 'Missing shipping data',
    'reason.no-product-type': 'Product type not defined',
    'reason.no-zones': 'No shipping zones available',
    'reason.zone-not-found': 'Current shipping zone not found',
    'reason.no-options': 'No shipping options available for this zone',
    'reason.no-option-for-type': (v: Vars) => `No shipping available for ${v?.type}`,
    shippingError: 'Error calculating shipping costs',
    noProductData: 'no product data',
    // Toast and Alert: the shop errors of spec section 8
    notification: 'Notification',
    notifications: 'Notifications ({hotkey})',
    // ProductSafety's texts: ProductSafety/strings.ts (the product page loads them without the cart's)
    dismiss: 'Dismiss',
    'error.add-to-cart.title': 'Error Adding Item',
    'error.add-to-cart': 'Could not add item to cart.',
    'error.insufficient-stock':
      "This product is currently out of stock or you've reached the maximum available quantity.",
    'error.shipping-cost': 'Error calculating shipping costs',
    'error.no-shipping': 'No shipping options available for your address',
    'error.region-update': 'Could not update region for selected country',
    'error.mixed-shipping':
      'Some items in your cart require different shipping methods. Please return to cart and try again.',
    'error.payment': 'Your payment could not be processed. Please try again.',
    'error.order': 'An error occurred while processing your order. Please try again.',
    'kind.error': 'Error',
    'kind.warning': 'Warning',
    'kind.success': 'Success',
    'kind.info': 'Note',
  },
  de: {
    quantity: 'Menge',
    quantityOf: (v: Vars) => `Menge von ${v?.name}`,
    decreaseQuantity: 'Menge verringern',
    increaseQuantity: 'Menge erhöhen',
    maxQuantity: (v: Vars) => `Höchstens ${v?.max}`,
    unitPrice: 'Stückpreis',
    lineTotal: 'Summe',
    remove: 'Entfernen',
    removeItem: (v: Vars) => `${v?.name} aus dem Warenkorb entfernen`,
    updating: 'Wird aktualisiert …',
    // EmptyCart
    emptyCart: 'Dein Warenkorb ist leer',
    emptyCartText: 'Jedes Instrument entsteht von Hand in Leipzig. Finde deins im Shop.',
    orderSummary: 'Bestellübersicht',
    subtotal: 'Zwischensumme',
    discount: 'Rabatt',
    shipping: 'Versand',
    shippingFree: 'Kostenlos',
    shippingPending: 'Wird an der Kasse berechnet',
    vat: 'MwSt.',
    vatAmount: (v: Vars) => `MwSt. (${v?.rate} %)`,
    total: 'Gesamtsumme',
    vatIncluded: (v: Vars) => `inkl. ${v?.rate} % MwSt.`,
    exportNote: 'Exportbestellung: Preise ohne MwSt. In deinem Land können Einfuhrabgaben anfallen.',
    promoLabel: 'Aktionscode',
    promoApply: 'Einlösen',
    promoAppliedList: 'Eingelöste Codes',
    promoRemove: (v: Vars) => `Code ${v?.code} entfernen`,
    promoApplied: (v: Vars) => `Code ${v?.code} eingelöst.`,
    promoRemoved: (v: Vars) => `Code ${v?.code} entfernt.`,
    'promo.empty': 'Bitte gib einen Code ein.',
    'promo.format': 'Ein Code besteht nur aus Buchstaben, Ziffern, - und _.',
    'promo.unknown': (v: Vars) =>
      `Den Code ${v?.code} kannst du für diesen Warenkorb nicht verwenden. Bitte prüfe ihn.`,
    'promo.not-applicable': (v: Vars) =>
      `Der Code ${v?.code} gilt nicht für diesen Warenkorb: Er ist abgelaufen oder gilt für keinen der Artikel.`,
    'promo.failed': 'Der Code konnte nicht geprüft werden. Dein Warenkorb ist unverändert; bitte versuche es erneut.',
    shippingTitle: 'Versand und Lieferung',
    deliveryTime: 'Lieferzeit',
    deliveryTimeValue: 'ca. 4-5 Werktage',
    shippingCosts: 'Versandkosten',
    shippingTo: (v: Vars) => `Versandzone: ${v?.zone}`,
    freeShipping: 'Kostenloser Versand',
    shippingTaxIncluded: (v: Vars) => `Die Versandkosten enthalten ${v?.rate} % MwSt.`,
    shippingTaxExcluded: 'Versandkosten ohne MwSt.; Einfuhrabgaben können anfallen.',
    viewDetails: 'Details ansehen',
    calculatingShipping: 'Versandkosten werden berechnet …',
    shippingUnavailable: 'Versand nicht möglich',
    shippingUnavailableHint: 'Bitte wähle ein anderes Lieferland oder schreib uns – wir finden gemeinsam einen Weg.',
    'reason.missing-data': 'Versanddaten fehlen',
    'reason.no-product-type': 'Produkttyp nicht festgelegt',
    'reason.no-zones': 'Keine Versandzonen verfügbar',
    'reason.zone-not-found': 'Aktuelle Versandzone nicht gefunden',
    'reason.no-options': 'Keine Versandoptionen für diese Zone verfügbar',
    'reason.no-option-for-type': (v: Vars) => `Kein Versand verfügbar für ${v?.type}`,
    shippingError: 'Fehler bei der Berechnung der Versandkosten',
    noProductData: 'keine Produktdaten',
    notification: 'Benachrichtigung',
    notifications: 'Benachrichtigungen ({hotkey})',
    // ProductSafety's texts: ProductSafety/strings.ts
    dismiss: 'Ausblenden',
    'error.add-to-cart.title': 'Fehler beim Hinzufügen',
    'error.add-to-cart': 'Der Artikel konnte nicht in den Warenkorb gelegt werden.',
    'error.insufficient-stock':
      'Dieses Produkt ist derzeit nicht auf Lager oder du hast die maximal verfügbare Menge erreicht.',
    'error.shipping-cost': 'Fehler bei der Berechnung der Versandkosten',
    'error.no-shipping': 'Für deine Adresse sind keine Versandoptionen verfügbar',
    'error.region-update': 'Die Region für das gewählte Land konnte nicht aktualisiert werden',
    'error.mixed-shipping':
      'Einige Artikel in deinem Warenkorb erfordern unterschiedliche Versandarten. Bitte kehre zum Warenkorb zurück und versuche es erneut.',
    'error.payment': 'Deine Zahlung konnte nicht verarbeitet werden. Bitte versuche es erneut.',
    'error.order': 'Bei der Verarbeitung deiner Bestellung ist ein Fehler aufgetreten. Bitte versuche es erneut.',
    'kind.error': 'Fehler',
    'kind.warning': 'Warnung',
    'kind.success': 'Erfolg',
    'kind.info': 'Hinweis',
  },
});

export type CommerceStringKey = keyof (typeof commerceStrings)['en'];

export const useCommerceStrings = createStringsHook<CommerceStringKey>(commerceStrings);
