import { describe, expect, it } from 'vitest';
import {
  choose,
  fromSearch,
  groupsFor,
  imagesOf,
  layersOf,
  priceOf,
  referenceOf,
  settle,
  toSearch,
  unavailableReason,
  type ConfiguratorModel,
  type OptionGroup,
} from './rules';

const models: ConfiguratorModel[] = [
  { handle: 'custom-guitar', title: 'Custom Guitar', description: '', price: 2490 },
  { handle: 'custom-bass', title: 'Custom Bass', description: '', price: 2690 },
];

const groups: OptionGroup[] = [
  {
    key: 'finish',
    label: 'Finish',
    position: 4,
    layout: 'swatch',
    layerMask: 'bodyShape',
    values: [
      { key: 'natural', label: 'Natural', priceDelta: 0 },
      {
        key: 'transparent-cherry',
        label: 'Transparent cherry',
        priceDelta: 180,
        layerColor: '#9e1b1b99',
        requires: { topWood: ['flame-maple', 'quilted-maple'] },
      },
      { key: 'solid-black', label: 'Solid black', priceDelta: 90, layerColor: '#1a1a1a' },
    ],
  },
  {
    key: 'bodyShape',
    label: 'Body shape',
    position: 1,
    layout: 'list',
    values: [
      { key: 'single-cut', label: 'Single cut', priceDelta: 0, layerImage: '/g-single.svg', models: ['custom-guitar'] },
      { key: 'offset', label: 'Offset', priceDelta: 120, layerImage: '/g-offset.svg', models: ['custom-guitar'] },
      { key: 'jazz', label: 'Jazz', priceDelta: 0, layerImage: '/b-jazz.svg', models: ['custom-bass'] },
    ],
  },
  {
    key: 'topWood',
    label: 'Top',
    position: 3,
    layout: 'list',
    layerMask: 'bodyShape',
    values: [
      { key: 'none', label: 'No top', priceDelta: 0 },
      { key: 'flame-maple', label: 'Flame maple', priceDelta: 350, layerColor: '#d9a86c' },
      { key: 'quilted-maple', label: 'Quilted maple', priceDelta: 450, layerColor: '#c99a5e' },
    ],
  },
  {
    key: 'hardware',
    label: 'Hardware',
    position: 8,
    layout: 'list',
    values: [
      { key: 'chrome', label: 'Chrome', priceDelta: 0, layerImage: '/hw.svg', layerColor: '#c8ccd0' },
      {
        key: 'tremolo',
        label: 'Chrome tremolo',
        priceDelta: 150,
        layerImage: '/trem.svg',
        layerColor: '#c8ccd0',
        requires: { model: ['custom-guitar'] },
        unavailableNote: 'Basses have no tremolo',
      },
    ],
  },
  {
    key: 'handedness',
    label: 'Handedness',
    position: 9,
    layout: 'list',
    values: [
      { key: 'right', label: 'Right-handed', priceDelta: 0 },
      { key: 'left', label: 'Left-handed', priceDelta: 150, mirror: true },
    ],
  },
];

const needs = (what: string) => `Needs ${what}`;

describe('groupsFor', () => {
  it('orders the groups by position and keeps the values offered for the model', () => {
    const bass = groupsFor(groups, 'custom-bass');
    expect(bass.map((g) => g.key)).toEqual(['bodyShape', 'topWood', 'finish', 'hardware', 'handedness']);
    expect(bass[0]!.values.map((v) => v.key)).toEqual(['jazz']);
    // A value without models is offered for every model (and may still be unavailable).
    expect(bass[3]!.values.map((v) => v.key)).toEqual(['chrome', 'tremolo']);
  });
});

describe('constraints', () => {
  it('settles an empty configuration on the first possible value of each group', () => {
    const { configuration, adjustments } = settle({ model: 'custom-guitar', choices: {} }, groups);
    expect(configuration.choices).toEqual({
      bodyShape: 'single-cut',
      topWood: 'none',
      finish: 'natural',
      hardware: 'chrome',
      handedness: 'right',
    });
    expect(adjustments).toEqual([]);
  });

  it('gives the reason a value cannot be chosen: the needed values by name, or the editor note', () => {
    const { configuration } = settle({ model: 'custom-bass', choices: {} }, groups);
    const cherry = groups[0]!.values[1]!;
    const tremolo = groups[3]!.values[1]!;
    const context = { groups, models, needs };
    expect(unavailableReason(cherry, configuration, context)).toBe('Needs Flame maple / Quilted maple');
    expect(unavailableReason(tremolo, configuration, context)).toBe('Basses have no tremolo');
    const guitar = settle({ model: 'custom-guitar', choices: {} }, groups).configuration;
    expect(unavailableReason(tremolo, guitar, context)).toBeNull();
    expect(unavailableReason({ ...tremolo, unavailableNote: null }, configuration, context)).toBe(
      'Needs Custom Guitar',
    );
  });

  it('changes a choice that is no longer possible and says so', () => {
    let state = settle({ model: 'custom-guitar', choices: {} }, groups).configuration;
    state = choose(state, groups, 'topWood', 'flame-maple').configuration;
    state = choose(state, groups, 'finish', 'transparent-cherry').configuration;
    expect(state.choices.finish).toBe('transparent-cherry');
    const { configuration, adjustments } = choose(state, groups, 'topWood', 'none');
    expect(configuration.choices.finish).toBe('natural');
    expect(adjustments).toEqual([{ group: 'finish', from: 'transparent-cherry', to: 'natural' }]);
  });

  it('keeps what still fits when the model changes, and replaces what the new model lacks', () => {
    let state = settle(
      { model: 'custom-guitar', choices: { handedness: 'left', hardware: 'tremolo' } },
      groups,
    ).configuration;
    expect(state.choices.hardware).toBe('tremolo');
    const { configuration, adjustments } = choose(state, groups, 'model', 'custom-bass');
    state = configuration;
    expect(state.model).toBe('custom-bass');
    expect(state.choices.handedness).toBe('left');
    expect(state.choices.hardware).toBe('chrome');
    expect(state.choices.bodyShape).toBe('jazz');
    // The tremolo had to go (a rule); the guitar's body is simply not one of the bass's.
    expect(adjustments).toEqual([{ group: 'hardware', from: 'tremolo', to: 'chrome' }]);
  });
});

describe('price', () => {
  it('adds every chosen delta to the base price, exact to the cent', () => {
    const configuration = settle(
      {
        model: 'custom-guitar',
        choices: { bodyShape: 'offset', topWood: 'quilted-maple', finish: 'transparent-cherry', handedness: 'left' },
      },
      groups,
    ).configuration;
    const price = priceOf(configuration, groups, models);
    expect(price.base).toBe(2490);
    expect(price.lines.map((l) => [l.group.key, l.value.key, l.value.priceDelta])).toEqual([
      ['bodyShape', 'offset', 120],
      ['topWood', 'quilted-maple', 450],
      ['finish', 'transparent-cherry', 180],
      ['hardware', 'chrome', 0],
      ['handedness', 'left', 150],
    ]);
    expect(price.total).toBe(3390);
    const cents = priceOf(
      { model: 'custom-guitar', choices: { handedness: 'left' } },
      [{ ...groups[4]!, values: [{ key: 'left', label: 'L', priceDelta: 0.1 }] }],
      [{ ...models[0]!, price: 0.2 }],
    );
    expect(cents.total).toBe(0.3);
  });
});

describe('picture', () => {
  it('stacks image layers, colours through their image, and colour-only values through the mask group', () => {
    const configuration = settle(
      {
        model: 'custom-guitar',
        choices: { topWood: 'flame-maple', finish: 'transparent-cherry', handedness: 'left' },
      },
      groups,
    ).configuration;
    expect(layersOf(configuration, groups)).toEqual({
      layers: [
        { id: 'bodyShape-single-cut', image: '/g-single.svg' },
        { id: 'topWood-flame-maple', color: '#d9a86c', mask: '/g-single.svg' },
        { id: 'finish-transparent-cherry', color: '#9e1b1b99', mask: '/g-single.svg' },
        { id: 'hardware-chrome', color: '#c8ccd0', mask: '/hw.svg' },
      ],
      mirrored: true,
    });
  });

  it('lists every image of a model once, for loading them with the page', () => {
    expect(imagesOf(groups, 'custom-bass')).toEqual(['/b-jazz.svg', '/hw.svg', '/trem.svg']);
  });
});

describe('URL', () => {
  it('round-trips a configuration through the query string', () => {
    const configuration = settle(
      {
        model: 'custom-guitar',
        choices: { bodyShape: 'offset', topWood: 'flame-maple', finish: 'transparent-cherry' },
      },
      groups,
    ).configuration;
    const search = toSearch(configuration, groups);
    expect(search).toBe(
      '?model=custom-guitar&bodyShape=offset&topWood=flame-maple&finish=transparent-cherry&hardware=chrome&handedness=right',
    );
    const back = fromSearch(search, groups, models);
    expect(back.configuration).toEqual(configuration);
    expect(back.dropped).toEqual([]);
    expect(back.adjustments).toEqual([]);
  });

  it('drops unknown models and values with a report, ignores other parameters and settles the rest', () => {
    const read = fromSearch('?model=ukulele&bodyShape=jazz&finish=gold-leaf&utm_source=mail', groups, models);
    expect(read.configuration.model).toBe('custom-guitar');
    // 'jazz' is a bass body: not offered for the guitar the unknown model fell back to.
    expect(read.dropped).toEqual([
      { kind: 'model', value: 'ukulele' },
      { kind: 'value', group: 'bodyShape', value: 'jazz' },
      { kind: 'value', group: 'finish', value: 'gold-leaf' },
    ]);
    expect(read.configuration.choices.bodyShape).toBe('single-cut');
    expect(read.configuration.choices.finish).toBe('natural');
  });

  it('reports a shared value the rest of the configuration does not allow', () => {
    const read = fromSearch('?model=custom-bass&hardware=tremolo', groups, models);
    expect(read.configuration.choices.hardware).toBe('chrome');
    expect(read.adjustments).toEqual([{ group: 'hardware', from: 'tremolo', to: 'chrome' }]);
  });

  it('starts on the first model without a query', () => {
    expect(fromSearch('', groups, models).configuration.model).toBe('custom-guitar');
  });
});

describe('reference', () => {
  it('is the same for the same configuration and differs for another', () => {
    const a = settle({ model: 'custom-guitar', choices: {} }, groups).configuration;
    const b = choose(a, groups, 'handedness', 'left').configuration;
    expect(referenceOf(a, groups)).toMatch(/^TW-[0-9A-Z]{7}$/);
    expect(referenceOf(a, groups)).toBe(referenceOf({ ...a, choices: { ...a.choices } }, groups));
    expect(referenceOf(b, groups)).not.toBe(referenceOf(a, groups));
  });
});
