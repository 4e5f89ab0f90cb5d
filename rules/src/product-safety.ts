// Product safety (GPSR, Regulation (EU) 2023/988, Art. 19): every product offered carries the
// manufacturer's name, postal address and email and its identifier; products that can hurt
// someone through what they are or what powers them carry warnings and safety information too.

/** How a product is powered (Medusa product metadata `power`); unpowered products have none. */
export const POWER_SOURCES = ['mains', 'battery'] as const;
export type PowerSource = (typeof POWER_SOURCES)[number];

/** The product type whose every product needs safety information, powered or not (speakers, amps). */
export const SAFETY_PRODUCT_TYPES: readonly string[] = ['amplification'];

/** The power source a product's metadata names, or null (unpowered, or a value that is none of ours). */
export function powerSourceOf(metadata: Record<string, unknown> | null | undefined): PowerSource | null {
  const power = metadata?.power;
  return (POWER_SOURCES as readonly unknown[]).includes(power) ? (power as PowerSource) : null;
}

/** What the rule reads of a product: its type's value and its metadata. */
export interface SafetyRelevantProduct {
  type: string | null | undefined;
  metadata?: Record<string, unknown> | null;
}

/** Whether a product needs warnings and safety information: amplification, or anything mains- or battery-powered. */
export function needsSafetyInformation(product: SafetyRelevantProduct): boolean {
  return SAFETY_PRODUCT_TYPES.includes(product.type ?? '') || powerSourceOf(product.metadata) !== null;
}

/** A product's safety texts as the catalog holds them: one warning or instruction per line. */
export interface SafetyTexts {
  warnings?: string | null;
  safety_information?: string | null;
}

/** The non-empty lines of a safety text (one warning or instruction each). */
export function safetyLines(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** Whether the texts hold at least one warning and one piece of safety information. */
export function hasSafetyInformation(texts: SafetyTexts | null | undefined): boolean {
  return safetyLines(texts?.warnings).length > 0 && safetyLines(texts?.safety_information).length > 0;
}

/** A product as a build check sees it: its handle and its texts in each language. */
export interface SafetyCheckedProduct extends SafetyRelevantProduct {
  handle: string;
  safety: Record<string, SafetyTexts | null | undefined>;
}

/**
 * The products that need safety information but lack it in one of the languages, named as
 * `handle (language)`; empty when the catalog may be built.
 */
export function productsMissingSafetyInformation(
  products: readonly SafetyCheckedProduct[],
  languages: readonly string[],
): string[] {
  return products
    .filter(needsSafetyInformation)
    .flatMap((product) =>
      languages
        .filter((language) => !hasSafetyInformation(product.safety[language]))
        .map((language) => `${product.handle} (${language})`),
    );
}
