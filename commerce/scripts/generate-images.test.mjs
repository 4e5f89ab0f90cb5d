// The catalog's instrument pictures: every guitar and bass has a front view (and a body view) per
// finish and handedness, each variant's picture is its own, and no two models share a body outline.
import { describe, expect, it } from 'vitest';
import * as renderer from '@tonewood/design-system/instrument';
import { instrumentPictures, instrumentProducts } from './generate-images.mjs';

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
