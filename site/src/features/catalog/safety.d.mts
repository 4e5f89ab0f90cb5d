export interface SafetyLines {
  warnings: string[];
  safetyInformation: string[];
}
export interface SafetyTexts {
  en: SafetyLines;
  de: SafetyLines;
}
interface MedusaSafety {
  warnings?: string | null;
  safety_information?: string | null;
}
export declare function safetyTextsOf(
  english: MedusaSafety | null | undefined,
  german: MedusaSafety | null | undefined,
): SafetyTexts;
export declare function safetyRefusal(
  products: readonly {
    handle: string;
    type: string | null | undefined;
    metadata?: Record<string, unknown> | null;
    safety: SafetyTexts;
  }[],
): string | null;
