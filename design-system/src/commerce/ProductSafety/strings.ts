import { createStringsHook, type Message } from '../../i18n/useDsStrings';

/**
 * ProductSafety's words (GPSR), a dictionary of their own: the product page shows the block on
 * first load, and so loads these few texts, not the cart's and checkout's (commerce/strings.ts).
 */
export const productSafetyStrings = {
  'en-US': {
    productSafety: 'Product safety',
    manufacturer: 'Manufacturer',
    productIdentifier: 'Product identifier',
    model: 'Model',
    sku: 'Item number (SKU)',
    skuNone: 'Choose a variant',
    warnings: 'Warnings',
    safetyInformation: 'Safety information',
    email: 'Email',
  },
  'de-DE': {
    productSafety: 'Produktsicherheit',
    manufacturer: 'Hersteller',
    productIdentifier: 'Produktkennung',
    model: 'Modell',
    sku: 'Artikelnummer (SKU)',
    skuNone: 'Wähle eine Variante',
    warnings: 'Warnhinweise',
    safetyInformation: 'Sicherheitsinformationen',
    email: 'E-Mail',
  },
} satisfies Record<string, Record<string, Message>>;

export const useProductSafetyStrings =
  createStringsHook<keyof (typeof productSafetyStrings)['en-US']>(productSafetyStrings);
