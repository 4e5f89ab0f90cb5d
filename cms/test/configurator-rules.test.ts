// The configurator's option values as editors and the seed write them: the shapes of `models` and
// `requires` (src/configurator/rules.ts, enforced on every save by src/configurator/validation.ts),
// and the seeded groups and their SVG layers. No Strapi needed.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findOptionValueProblems } from '../src/configurator/rules';
import { BASS, GUITAR, configuratorLayers, configuratorOptionGroups } from '../src/seed/content/configurator';

describe('option value rules', () => {
  it('accepts absent, well-formed and per-model values', () => {
    expect(
      findOptionValueProblems([
        { key: 'plain' },
        { key: 'cherry', requires: { topWood: ['flame-maple', 'quilted-maple'] } },
        { key: 'tremolo', requires: { model: ['custom-guitar'] } },
        { key: 'rosewood', models: ['custom-guitar'] },
        { key: 'rosewood', models: ['custom-bass'] },
        { key: 'stringy', models: '["custom-bass"]', requires: null },
      ]),
    ).toEqual([]);
  });

  it.each([
    [{ key: 'a', requires: ['topWood'] }, /values\[0\] \(a\): requires must be an object like/],
    [{ key: 'a', requires: {} }, /requires must be an object/],
    [{ key: 'a', requires: { topWood: 'flame-maple' } }, /requires\.topWood must be a non-empty list of value keys/],
    [{ key: 'a', requires: { topWood: [] } }, /requires\.topWood must be a non-empty list/],
    [{ key: 'a', requires: { topWood: ['Flame Maple'] } }, /requires\.topWood must be a non-empty list/],
    [{ key: 'a', requires: { 'top-wood': ['x'] } }, /requires names "top-wood", which is not a group key/],
    [{ key: 'a', requires: '{"topWood": [' }, /requires is not valid JSON/],
    [{ key: 'a', models: 'custom-guitar' }, /models is not valid JSON/],
    [{ key: 'a', models: { guitar: true } }, /models must be a non-empty list of model handles/],
    [{ key: 'a', models: [] }, /models must be a non-empty list/],
    [{ key: 'a', models: ['custom-bass', 'custom-bass'] }, /models names a model twice/],
  ])('refuses %j', (value, reason) => {
    const problems = findOptionValueProblems([value]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(reason);
  });

  it('refuses a repeated key unless both name disjoint models', () => {
    expect(findOptionValueProblems([{ key: 'maple' }, { key: 'maple', models: [BASS] }])).toEqual([
      'values[1] (maple): the key is used by values[0] (maple) too; a key may repeat only for disjoint models',
    ]);
    expect(
      findOptionValueProblems([
        { key: 'maple', models: [GUITAR, BASS] },
        { key: 'maple', models: [BASS] },
      ]),
    ).toHaveLength(1);
  });
});

describe('seeded option groups', () => {
  const groups = configuratorOptionGroups;
  const groupKeys = groups.map((group) => group.key);

  it('come in the order of the configurator, with unique keys and rising positions', () => {
    expect(groupKeys).toEqual([
      'bodyShape',
      'bodyWood',
      'topWood',
      'finish',
      'neck',
      'fretboard',
      'pickups',
      'hardware',
      'handedness',
    ]);
    const positions = groups.map((group) => group.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(new Set(positions).size).toBe(positions.length);
  });

  it('pass the value rules, name only existing groups, values and models, and have German texts', () => {
    for (const group of groups) {
      expect(findOptionValueProblems(group.values), group.key).toEqual([]);
      if (group.layerMask) expect(groupKeys, `${group.key}.layerMask`).toContain(group.layerMask);
      expect(group.label.de, group.key).not.toBe('');
      for (const value of group.values) {
        const where = `${group.key}.${value.key}`;
        for (const model of value.models ?? []) expect([GUITAR, BASS], where).toContain(model);
        for (const [required, keys] of Object.entries(value.requires ?? {})) {
          const offered =
            required === 'model' ? [GUITAR, BASS] : groups.find((g) => g.key === required)?.values.map((v) => v.key);
          expect(offered, `${where} requires ${required}`).toBeDefined();
          for (const key of keys) expect(offered, `${where} requires ${required}.${key}`).toContain(key);
        }
        if (value.requires) expect(value.unavailableNote?.en && value.unavailableNote.de, where).toBeTruthy();
        // A colour without an image needs a mask to be drawn through.
        if (value.layerColor && !value.layer) expect(group.layerMask, where).toBeTruthy();
      }
    }
    const note = groups
      .find((g) => g.key === 'finish')!
      .values.find((v) => v.key === 'transparent-cherry')!.unavailableNote!;
    expect(note).toEqual({ en: 'Needs a figured maple top', de: 'Nur mit einer Decke aus Riegel- oder Wolkenahorn' });
  });

  it('offer every group to both models', () => {
    for (const model of [GUITAR, BASS]) {
      for (const group of groups) {
        const offered = group.values.filter((value) => !value.models || value.models.includes(model));
        expect(offered.length, `${group.key} for ${model}`).toBeGreaterThan(0);
      }
    }
  });
});

describe('configurator layers (seed/configurator)', () => {
  const folder = join(__dirname, '..', 'seed', 'configurator');
  it.each(Object.keys(configuratorLayers))('%s.svg: one canvas, small, no scripts or external references', (name) => {
    const file = join(folder, `${name}.svg`);
    const svg = readFileSync(file, 'utf8');
    expect(statSync(file).size).toBeLessThan(4096);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 400 1000"/);
    expect(svg).not.toMatch(/<script|\bon[a-z]+=|href=|url\(|<image|<foreignObject/i);
  });

  it('is used by the seed, each file at least once', () => {
    const used = new Set(configuratorOptionGroups.flatMap((group) => group.values.map((value) => value.layer)));
    expect([...Object.keys(configuratorLayers)].filter((name) => !used.has(name as never))).toEqual([]);
  });
});
