import { describe, expect, it } from 'vitest';
import { configuratorLayers, FINISHES, layout, MODELS, renderInstrument } from './index';
import { extent } from './path';

const models = Object.values(MODELS);

describe('instrument renderer', () => {
  it('gives every model a body outline of its own (shape and size)', () => {
    const shapes = models.map((model) => JSON.stringify(extent(model.outline)));
    expect(new Set(shapes).size).toBe(models.length);
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
    expect(right).toMatch(/scale\(1\.25 1\.25\)/);
    expect(left).toMatch(/scale\(-1\.25 1\.25\)/);
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
