import { describe, expect, it } from 'vitest';
import { configuratorLayers, FINISHES, layout, MODELS, renderInstrument } from './index';
import type { InstrumentModel } from './models';
import type { Point } from './path';

const models: InstrumentModel[] = Object.values(MODELS);

/** The polygon's area and centroid (shoelace formula). */
function areaAndCentroid(outline: readonly Point[]) {
  let twice = 0;
  let cx = 0;
  let cy = 0;
  outline.forEach(([x1, y1], i) => {
    const [x2, y2] = outline[(i + 1) % outline.length]!;
    const cross = x1 * y2 - x2 * y1;
    twice += cross;
    cx += (x1 + x2) * cross;
    cy += (y1 + y2) * cross;
  });
  return { area: Math.abs(twice / 2), centre: [cx / (3 * twice), cy / (3 * twice)] as const };
}

/** The outline centred on its centroid and scaled to unit area: its shape alone, not its size. */
function normalised(outline: readonly Point[]): Point[] {
  const { area, centre } = areaAndCentroid(outline);
  const k = 1 / Math.sqrt(area);
  return outline.map(([x, y]) => [(x - centre[0]) * k, (y - centre[1]) * k]);
}

/** The stretches of the horizontal line at y that lie inside the outline, as [from, to] pairs. */
function stretches(outline: readonly Point[], y: number): [number, number][] {
  const crossings: number[] = [];
  outline.forEach(([x1, y1], i) => {
    const [x2, y2] = outline[(i + 1) % outline.length]!;
    if (y1 > y !== y2 > y) crossings.push(x1 + ((x2 - x1) * (y - y1)) / (y2 - y1));
  });
  crossings.sort((p, q) => p - q);
  return Array.from({ length: crossings.length / 2 }, (_, i) => [crossings[2 * i]!, crossings[2 * i + 1]!]);
}

const total = (parts: [number, number][]) => parts.reduce((sum, [from, to]) => sum + to - from, 0);

/**
 * How far two body shapes differ: both normalised, the share of their union that lies in one and
 * not the other (0 the same shape, 1 nothing in common), summed over 400 lines across them.
 */
function shapeDifference(a: readonly Point[], b: readonly Point[]): number {
  const [na, nb] = [normalised(a), normalised(b)];
  const ys = [...na, ...nb].map(([, y]) => y);
  const [top, bottom] = [Math.min(...ys), Math.max(...ys)];
  let union = 0;
  let both = 0;
  for (let i = 0; i < 400; i++) {
    const y = top + ((bottom - top) * (i + 0.5)) / 400;
    const [inA, inB] = [stretches(na, y), stretches(nb, y)];
    const common = inA.flatMap(([a0, a1]) =>
      inB.map(([b0, b1]): [number, number] => [Math.max(a0, b0), Math.min(a1, b1)]).filter(([f, t]) => t > f),
    );
    both += total(common);
    union += total(inA) + total(inB) - total(common);
  }
  return (union - both) / union;
}

/**
 * Where the body's waist lies on one side (-1 bass, 1 treble): the y of its narrowest edge point in
 * the middle half of the body's length, away from the neck pocket and the horns' inner edges.
 */
function waist(model: InstrumentModel, side: -1 | 1): number {
  const ys = model.outline.map(([, y]) => y);
  const [top, bottom] = [Math.min(...ys), Math.max(...ys)];
  const length = bottom - top;
  const edge = model.outline.filter(([x, y]) => x * side > 60 && y > top + length / 4 && y < bottom - length / 4);
  return edge.reduce((a, b) => (Math.abs(b[0]) < Math.abs(a[0]) ? b : a))[1];
}

describe('instrument renderer', () => {
  it('gives every model a body shape of its own: a tenth of two silhouettes differs, sized alike', () => {
    // The Cobalt offset drawn as a slightly leaned double-cut differed from the Auric S by 0.09.
    for (const [i, a] of models.entries())
      for (const b of models.slice(i + 1))
        expect(shapeDifference(a.outline, b.outline), `${a.id} and ${b.id}`).toBeGreaterThanOrEqual(0.1);
  });

  it('measures a shape difference a person sees', () => {
    const strat = MODELS['auric-s'].outline;
    expect(shapeDifference(strat, strat)).toBe(0);
    // The same shape, moved and twice the size, is the same shape.
    expect(
      shapeDifference(
        strat,
        strat.map(([x, y]) => [2 * x + 40, 2 * y - 9] as Point),
      ),
    ).toBeLessThan(0.01);
    expect(shapeDifference(strat, MODELS.vesper.outline)).toBeGreaterThan(0.1);
  });

  it('offsets the waist of the offset bodies (Cobalt, Atlas J): the treble-side waist sits lower, by the bridge', () => {
    for (const id of ['cobalt', 'atlas-j5'] as const)
      expect(waist(MODELS[id], 1) - waist(MODELS[id], -1), id).toBeGreaterThanOrEqual(40);
    for (const id of ['auric-s', 'atlas-p'] as const)
      expect(Math.abs(waist(MODELS[id], 1) - waist(MODELS[id], -1)), id).toBeLessThanOrEqual(20);
  });

  it('draws the whole instrument at true proportions: a bass is longer than a guitar, a headless bass shorter', () => {
    const length = (id: keyof typeof MODELS) => {
      const { headTop, bottom } = layout(MODELS[id]);
      return bottom - headTop;
    };
    expect(length('auric-s')).toBeGreaterThan(950);
    expect(length('auric-s')).toBeLessThan(1050);
    expect(length('atlas-p')).toBeGreaterThan(length('auric-s') + 150);
    expect(length('orbit')).toBeLessThan(length('atlas-p') - 150);
  });

  it('fits every whole instrument in the front view, headstock to strap button, with a margin', () => {
    for (const model of models) {
      const { headTop, bottom } = layout(model);
      const svg = renderInstrument({ model, finish: FINISHES.Black!, title: model.id });
      const scale = Number(/scale\(([\d.]+) /.exec(svg)?.[1]);
      // The strap button reaches 9 mm past the body's end.
      expect((bottom + 9 - headTop) * scale, model.id).toBeLessThanOrEqual(1600 - 2 * 32);
    }
  });

  it('shows f-holes and a floating bridge on the archtop, none on a solid body', () => {
    const archtop = renderInstrument({ model: MODELS.vesper, finish: FINISHES['Honey Burst']!, title: 'Vesper' });
    const solid = renderInstrument({ model: MODELS['auric-s'], finish: FINISHES.Sunburst!, title: 'Auric S' });
    expect(archtop.match(/stroke-width="8" fill="none"/g)).toHaveLength(2);
    expect(solid).not.toMatch(/stroke-width="8" fill="none"/);
  });

  it('paints the finish and mirrors a left-handed build', () => {
    const right = renderInstrument({ model: MODELS.cobalt, finish: FINISHES['Cobalt Blue']!, title: 'Cobalt' });
    const left = renderInstrument({
      model: MODELS.cobalt,
      finish: FINISHES['Cobalt Blue']!,
      leftHanded: true,
      title: 'Cobalt',
    });
    expect(right).toContain('fill="#1f4e9a"');
    expect(right).toMatch(/scale\(1\.15 1\.15\)/);
    expect(left).toMatch(/scale\(-1\.15 1\.15\)/);
  });

  it('escapes the title', () => {
    const svg = renderInstrument({ model: MODELS.nomad, finish: FINISHES.Natural!, title: 'A "<b>" & co' });
    expect(svg).toContain('<title>A &quot;&lt;b&gt;&quot; &amp; co</title>');
  });

  it('draws the configurator layers on one 400 × 1000 canvas, small', () => {
    const layers = configuratorLayers();
    expect(Object.keys(layers)).toHaveLength(17);
    for (const [name, svg] of Object.entries(layers)) {
      expect(svg, name).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 400 1000"/);
      expect(svg.length, name).toBeLessThan(4096);
    }
  });
});
