// Types of fonts.mjs (the build's font step), for its test.
export interface BrandFontFile {
  family: 'fraunces' | 'inter';
  subset: 'latin' | 'latin-ext';
  file: string;
}
export const BRAND_FONT_FILES: BrandFontFile[];
export function brandWeights(weights?: Record<string, number>): { min: number; max: number };
export function unicodeRangeText(range: string): string;
export function fontsourceRange(family: string, file: string): string;
export function buildFonts(outDir: string): Promise<{ file: string; before: number; after: number }[]>;
