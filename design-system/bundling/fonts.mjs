// The brand fonts as the shop serves them: @fontsource-variable's Latin and Latin Extended files of
// Fraunces (headlines) and Inter (body), cut to the weights the design tokens name (font.weight:
// 400 to 600) with subset-font (HarfBuzz). Every character of each file stays (the same
// unicode-range as fontsource's), only the weight axis is narrowed: Inter's Latin file 48 -> 30 KB,
// Fraunces' 37 -> 31 KB, the bytes every first visit loads before its first paint. Written to
// dist/fonts/ by ../build.mjs; the site's stylesheet and its head's preload take them from there
// (`@tonewood/design-system/fonts/…`). Storybook keeps fontsource's full files.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import { tokens } from '@tonewood/tokens';

const require = createRequire(import.meta.url);

/** The weight axis the shop uses: the lightest and the heaviest of the tokens' font weights. */
export function brandWeights(weights = tokens.font.weight) {
  const values = Object.values(weights).map(Number);
  return { min: Math.min(...values), max: Math.max(...values) };
}

/** The fontsource files the shop serves: each family's Latin and Latin Extended subset, upright. */
export const BRAND_FONT_FILES = ['fraunces', 'inter'].flatMap((family) =>
  ['latin', 'latin-ext'].map((subset) => ({ family, subset, file: `${family}-${subset}-wght-normal.woff2` })),
);

/** The code points a `unicode-range` value names (`U+0000-00FF,U+0131`). */
export function unicodeRangeText(range) {
  let text = '';
  for (const part of range.split(',')) {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    for (let code = parseInt(from, 16); code <= parseInt(to, 16); code++) text += String.fromCodePoint(code);
  }
  return text;
}

/** The unicode-range fontsource gives a file in its stylesheet (wght.css). */
export function fontsourceRange(family, file) {
  const css = readFileSync(require.resolve(`@fontsource-variable/${family}/wght.css`), 'utf8');
  const block = css.split('@font-face').find((face) => face.includes(`/files/${file}`));
  const range = block?.match(/unicode-range:\s*([^;]+);/)?.[1];
  if (!range) throw new Error(`fonts: no unicode-range for ${file} in @fontsource-variable/${family}`);
  return range;
}

/** Writes the cut files to `outDir`; returns each file's size before and after. */
export async function buildFonts(outDir) {
  mkdirSync(outDir, { recursive: true });
  const weights = brandWeights();
  const sizes = [];
  for (const { family, file } of BRAND_FONT_FILES) {
    const source = readFileSync(require.resolve(`@fontsource-variable/${family}/files/${file}`));
    const cut = await subsetFont(source, unicodeRangeText(fontsourceRange(family, file)), {
      targetFormat: 'woff2',
      variationAxes: { wght: weights },
    });
    writeFileSync(path.join(outDir, file), cut);
    sizes.push({ file, before: source.length, after: cut.length });
  }
  return sizes;
}
