import { dictionary, createStringsHook } from '../../i18n/useDsStrings';

/**
 * ProductSafety's words (GPSR), a dictionary of their own: the product page shows the block on
 * first load, and so loads these few texts, not the cart's and checkout's (commerce/strings.ts).
 */
export const productSafetyStrings = dictionary({
  en: {
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
  de: {
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
});

export const useProductSafetyStrings =
  createStringsHook<keyof (typeof productSafetyStrings)['en']>(productSafetyStrings);
