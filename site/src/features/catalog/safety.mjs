// Product safety (GPSR) at build time: the Medusa source plugin reads each product's warnings and
// safety information (the linked product_safety record, German through the Translation Module)
// into one { en, de } shape, and refuses to build when a product that needs them lacks them in a
// language. Which products need them is the rules' needsSafetyInformation.
import { LANGUAGES, productsMissingSafetyInformation, safetyLines } from '@tonewood/rules';

/**
 * A product's safety texts per language as lists of lines. A German text that is the English one
 * (the Translation Module falls back to the original when a translation is missing) counts as
 * missing: the German page must not show English warnings.
 * @param {{ warnings?: string | null, safety_information?: string | null } | null | undefined} english
 * @param {{ warnings?: string | null, safety_information?: string | null } | null | undefined} german
 */
export function safetyTextsOf(english, german) {
  const translated = (key) => {
    const value = german?.[key];
    return value && value !== english?.[key] ? value : '';
  };
  return {
    en: { warnings: safetyLines(english?.warnings), safetyInformation: safetyLines(english?.safety_information) },
    de: {
      warnings: safetyLines(translated('warnings')),
      safetyInformation: safetyLines(translated('safety_information')),
    },
  };
}

/**
 * The one line that stops the build when products need safety information and lack it, naming
 * each (its handle and the languages missing); null when every product has what it needs.
 * @param {{ handle: string, type: string | null | undefined, metadata?: Record<string, unknown> | null,
 *   safety: ReturnType<typeof safetyTextsOf> }[]} products
 */
export function safetyRefusal(products) {
  const missing = productsMissingSafetyInformation(
    products.map((product) => ({
      handle: product.handle,
      type: product.type,
      metadata: product.metadata,
      safety: Object.fromEntries(
        LANGUAGES.map((language) => [
          language,
          {
            warnings: product.safety[language].warnings.join('\n'),
            safety_information: product.safety[language].safetyInformation.join('\n'),
          },
        ]),
      ),
    })),
    LANGUAGES,
  );
  if (!missing.length) return null;
  return (
    `gatsby-source-medusa: refusing to build: product safety information (GPSR warnings and safety ` +
    `information) missing for ${missing.join(', ')}; add it to the product in Medusa Admin.`
  );
}
