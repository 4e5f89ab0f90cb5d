// The catalog's instrument pictures: every guitar and bass has a front view (and a body view) per
// finish and handedness, each variant's picture is its own, and no two models share a body outline.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import * as renderer from '@tonewood/design-system/instrument';
import { instrumentPictures, instrumentProducts, rasterise } from './generate-images.mjs';

const { FINISHES, MODELS, bodyPath } = renderer;

describe('instrument pictures', () => {
  const products = instrumentProducts();

  it('covers every guitar and bass of the catalog', () => {
    expect(products.length).toBeGreaterThanOrEqual(12);
    for (const product of products) expect(MODELS[product.art.model], product.handle).toBeDefined();
  });

  it('draws a front and a body view for every finish and handedness, each different', () => {
    for (const product of products) {
      const pictures = instrumentPictures(product, renderer);
      const finishes = product.options.Finish ?? [undefined];
      const hands = product.options.Handedness ?? [undefined];
      for (const finish of finishes)
        for (const hand of hands)
          for (const view of ['front', 'body']) {
            const picture = pictures.find(
              (p) => p.view === view && p.options.Finish === finish && p.options.Handedness === hand,
            );
            expect(picture, `${product.handle} ${finish} ${hand} ${view}`).toBeDefined();
            // A named finish is drawn as itself, not as the fallback colour.
            if (finish) expect(FINISHES[finish], `${product.handle}: finish ${finish}`).toBeDefined();
          }
      const svgs = pictures.map((p) => p.svg);
      expect(new Set(svgs).size, `${product.handle}: every picture its own`).toBe(svgs.length);
    }
  });

  it('mirrors a left-handed instrument', () => {
    const [right, left] = ['Right-handed', 'Left-handed'].map(
      (hand) =>
        instrumentPictures(
          products.find((p) => p.handle === 'auric-s-classic'),
          renderer,
        ).find((p) => p.view === 'front' && p.options.Handedness === hand).svg,
    );
    expect(right).toMatch(/scale\(([\d.]+) \1\)/);
    expect(left).toMatch(/scale\(-([\d.]+) \1\)/);
  });

  it('gives no two models the same body outline', () => {
    const outlines = Object.values(MODELS).map((model) => bodyPath(model));
    expect(new Set(outlines).size).toBe(outlines.length);
  });
});

describe('rasters', () => {
  it('draws an 800 px illustration at 1280 px, not scaled up, in every width as WebP and AVIF', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tonewood-raster-'));
    try {
      // A one-pixel line at x = 400: drawn at 1280 px it stays one line, scaled up it would blur
      // into the neighbouring columns.
      const svg =
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600">' +
        '<rect width="800" height="600" fill="#fff"/><rect x="400" width="1" height="600" fill="#000"/></svg>';
      await rasterise(sharp, svg, path.join(dir, 'amp'), 800);
      expect(readdirSync(dir).sort()).toEqual(
        [320, 640, 800, 1280].flatMap((w) => [`amp-${w}.avif`, `amp-${w}.webp`]).sort(),
      );
      for (const width of [320, 640, 800, 1280]) {
        const { width: w, height: h } = await sharp(path.join(dir, `amp-${width}.webp`)).metadata();
        expect([w, h]).toEqual([width, (width * 3) / 4]);
      }
      // The line covers 1.6 px of the 1280 px raster: the columns beside it stay (nearly) white.
      const { data, info } = await sharp(path.join(dir, 'amp-1280.webp'))
        .greyscale()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const row = 300 * info.width;
      expect(data[row + 636]).toBeGreaterThan(230);
      expect(data[row + 644]).toBeGreaterThan(230);
      expect(data[row + 640]).toBeLessThan(100);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
