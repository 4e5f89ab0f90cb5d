// @vitest-environment node
// The brand fonts the shop serves (bundling/fonts.mjs): cut to the tokens' weights, every
// character the browser takes from fontsource's file (its unicode-range) kept, and smaller.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fontverter from 'fontverter';
import { Blob, Face } from 'harfbuzzjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_FONT_FILES, brandWeights, buildFonts, fontsourceRange, unicodeRangeText } from './fonts.mjs';

const require = createRequire(import.meta.url);

async function faceOf(woff2: Buffer) {
  return new Face(new Blob(await fontverter.convert(woff2, 'truetype')), 0);
}

describe('unicode ranges', () => {
  it('reads single code points and spans', () => {
    expect(unicodeRangeText('U+0041-0043,U+00E4, U+20AC')).toBe('ABCä€');
  });

  it("takes each file's range from fontsource's stylesheet", () => {
    expect(fontsourceRange('inter', 'inter-latin-wght-normal.woff2')).toMatch(/^U\+0000-00FF,/);
    expect(() => fontsourceRange('inter', 'inter-klingon-wght-normal.woff2')).toThrow(/no unicode-range/);
  });
});

describe('the weights', () => {
  it("span the tokens' lightest to heaviest weight", () => {
    expect(brandWeights()).toEqual({ min: 400, max: 600 });
    expect(brandWeights({ a: 300, b: 700, c: 500 })).toEqual({ min: 300, max: 700 });
  });
});

describe('the built fonts', () => {
  let dir: string;
  let sizes: { file: string; before: number; after: number }[];
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'tonewood-fonts-'));
    sizes = await buildFonts(dir);
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('are the Latin and Latin Extended files of both families', () => {
    expect(sizes.map((s) => s.file).sort()).toEqual(BRAND_FONT_FILES.map((f) => f.file).sort());
    expect(sizes).toHaveLength(4);
  });

  it.each(BRAND_FONT_FILES)(
    '$file keeps every character of its range and only the weights 400 to 600',
    async ({ family, file }) => {
      const original = await faceOf(readFileSync(require.resolve(`@fontsource-variable/${family}/files/${file}`)));
      const cut = await faceOf(readFileSync(path.join(dir, file)));
      expect(original.getAxisInfos().wght).toMatchObject({ min: 100, max: 900 });
      expect(cut.getAxisInfos().wght).toMatchObject({ min: 400, max: 600 });
      // Every character the browser takes from this file (its unicode-range) that fontsource's has.
      const range = new Set([...unicodeRangeText(fontsourceRange(family, file))].map((c) => c.codePointAt(0)));
      const served = [...original.collectUnicodes()].filter((code) => range.has(code));
      expect(served.length).toBeGreaterThan(90);
      expect([...cut.collectUnicodes()].sort((a, b) => a - b)).toEqual(served.sort((a, b) => a - b));
      const { before, after } = sizes.find((s) => s.file === file)!;
      expect(after).toBeLessThan(before);
    },
  );

  it('the Latin files, loaded by every page, are at least 15% smaller together', () => {
    const latin = sizes.filter((s) => s.file.includes('-latin-wght'));
    const before = latin.reduce((sum, s) => sum + s.before, 0);
    const after = latin.reduce((sum, s) => sum + s.after, 0);
    expect(after / before).toBeLessThan(0.85);
  });
});
