import { text, type Localized } from './types';

/**
 * The configurator's option groups (issue 17). Keys, price deltas (EUR incl. 19 % VAT), colours,
 * models and constraints are the same in both languages; labels and notes are per language.
 * Picture layers are the SVG files in seed/configurator (drawn by scripts/draw-configurator-layers.mjs),
 * all on one canvas (viewBox 0 0 400 1000), stacked by group position, low first:
 * - a value with an image and no colour is drawn as it is (pickups);
 * - a value with an image and a colour is that colour through its own image (neck, fretboard, hardware);
 * - a value with a colour and no image is that colour through the image chosen in the group named by
 *   `layerMask` (woods and finishes through the body shape);
 * - a value with neither draws nothing (no top, natural finish); `mirror` flips the whole picture.
 */

export const GUITAR = 'custom-guitar';
export const BASS = 'custom-bass';

/** A layer in seed/configurator (file name without `.svg`) and its description for the media library. */
export const configuratorLayers = {
  'body-single-cut': 'Configurator layer: single-cut guitar body (silhouette)',
  'body-double-cut': 'Configurator layer: double-cut guitar body (silhouette)',
  'body-offset': 'Configurator layer: offset guitar body (silhouette)',
  'body-jazz': 'Configurator layer: jazz-style bass body (silhouette)',
  'body-precision': 'Configurator layer: precision-style bass body (silhouette)',
  'neck-guitar': 'Configurator layer: guitar neck and headstock (silhouette)',
  'neck-bass': 'Configurator layer: bass neck and headstock (silhouette)',
  'fretboard-guitar': 'Configurator layer: guitar fretboard (silhouette)',
  'fretboard-bass': 'Configurator layer: bass fretboard (silhouette)',
  'pickups-guitar-sss': 'Configurator layer: three single-coil pickups',
  'pickups-guitar-hss': 'Configurator layer: two single coils and a bridge humbucker',
  'pickups-guitar-hh': 'Configurator layer: two humbuckers',
  'pickups-bass-jj': 'Configurator layer: two jazz bass pickups',
  'pickups-bass-pj': 'Configurator layer: a split-coil and a jazz bass pickup',
  'hardware-guitar-hardtail': 'Configurator layer: guitar tuners, hardtail bridge and knobs (silhouette)',
  'hardware-guitar-tremolo': 'Configurator layer: guitar tuners, tremolo bridge with arm and knobs (silhouette)',
  'hardware-bass': 'Configurator layer: bass tuners, bridge and knobs (silhouette)',
} as const;

export type ConfiguratorLayer = keyof typeof configuratorLayers;

type SeedOptionValue = {
  key: string;
  label: Localized<string>;
  description?: Localized<string>;
  priceDelta: number;
  swatch?: string;
  layer?: ConfiguratorLayer;
  layerColor?: string;
  mirror?: boolean;
  models?: string[];
  requires?: Record<string, string[]>;
  unavailableNote?: Localized<string>;
};

export type SeedOptionGroup = {
  key: string;
  label: Localized<string>;
  description?: Localized<string>;
  position: number;
  layout: 'swatch' | 'list';
  layerMask?: string;
  values: SeedOptionValue[];
};

/** A wood or finish: a chip and a layer of the same colour (the layer may be translucent). */
const colour = (
  key: string,
  label: Localized<string>,
  priceDelta: number,
  layerColor: string,
  extra: Partial<SeedOptionValue> = {},
) => ({
  key,
  label,
  priceDelta,
  swatch: layerColor.slice(0, 7),
  layerColor,
  ...extra,
});

/** The same value drawn once for the guitar and once for the bass (disjoint `models`). */
const perModel = (
  value: Omit<SeedOptionValue, 'layer' | 'models'>,
  guitarLayer: ConfiguratorLayer,
  bassLayer: ConfiguratorLayer,
) => [
  { ...value, layer: guitarLayer, models: [GUITAR] },
  { ...value, layer: bassLayer, models: [BASS] },
];

const NEEDS_FIGURED_TOP = text('Needs a figured maple top', 'Nur mit einer Decke aus Riegel- oder Wolkenahorn');

export const configuratorOptionGroups: SeedOptionGroup[] = [
  {
    key: 'bodyShape',
    label: text('Body shape', 'Korpusform'),
    position: 10,
    layout: 'list',
    values: [
      {
        key: 'single-cut',
        label: text('Single-cut', 'Single-Cut'),
        priceDelta: 0,
        layer: 'body-single-cut',
        models: [GUITAR],
      },
      {
        key: 'double-cut',
        label: text('Double-cut', 'Double-Cut'),
        priceDelta: 0,
        layer: 'body-double-cut',
        models: [GUITAR],
      },
      { key: 'offset', label: text('Offset', 'Offset'), priceDelta: 0, layer: 'body-offset', models: [GUITAR] },
      { key: 'jazz', label: text('Jazz-style', 'Jazz-Form'), priceDelta: 0, layer: 'body-jazz', models: [BASS] },
      {
        key: 'precision',
        label: text('Precision-style', 'Precision-Form'),
        priceDelta: 0,
        layer: 'body-precision',
        models: [BASS],
      },
    ],
  },
  {
    key: 'bodyWood',
    label: text('Body wood', 'Korpusholz'),
    description: text(
      'The wood of the body; it shapes weight and tone.',
      'Das Holz des Korpus; es prägt Gewicht und Klang.',
    ),
    position: 20,
    layout: 'list',
    layerMask: 'bodyShape',
    values: [
      colour('alder', text('Alder', 'Erle'), 0, '#d9b48a'),
      colour('ash', text('Ash', 'Esche'), 120, '#e4cc9a'),
      colour('mahogany', text('Mahogany', 'Mahagoni'), 180, '#8b4a2b'),
    ],
  },
  {
    key: 'topWood',
    label: text('Top', 'Decke'),
    description: text(
      'A figured maple top glued onto the body.',
      'Eine figurierte Ahorndecke, auf den Korpus geleimt.',
    ),
    position: 30,
    layout: 'list',
    layerMask: 'bodyShape',
    values: [
      { key: 'none', label: text('No top', 'Ohne Decke'), priceDelta: 0 },
      colour('flame-maple', text('Flame maple', 'Riegelahorn'), 350, '#e2b26bd9'),
      colour('quilted-maple', text('Quilted maple', 'Wolkenahorn'), 450, '#d69a52d9'),
    ],
  },
  {
    key: 'finish',
    label: text('Finish', 'Lackierung'),
    position: 40,
    layout: 'swatch',
    layerMask: 'bodyShape',
    values: [
      {
        key: 'natural',
        label: text('Natural', 'Natur'),
        description: text('Clear lacquer', 'Klarlack'),
        priceDelta: 0,
        swatch: '#e8d3a9',
      },
      colour('sunburst', text('Sunburst', 'Sunburst'), 220, '#6b2f10a6', {
        description: text('Translucent', 'Transparent'),
      }),
      colour('transparent-cherry', text('Transparent cherry', 'Kirschrot transparent'), 180, '#9e1b2ab3', {
        description: text('Translucent', 'Transparent'),
        requires: { topWood: ['flame-maple', 'quilted-maple'] },
        unavailableNote: NEEDS_FIGURED_TOP,
      }),
      colour('solid-black', text('Solid black', 'Schwarz deckend'), 90, '#161616'),
      colour('olympic-white', text('Olympic White', 'Olympic White'), 90, '#eeeadd'),
    ],
  },
  {
    key: 'neck',
    label: text('Neck', 'Hals'),
    position: 50,
    layout: 'list',
    values: [
      ...perModel(colour('maple', text('Maple', 'Ahorn'), 0, '#e6c78d'), 'neck-guitar', 'neck-bass'),
      ...perModel(
        colour('roasted-maple', text('Roasted maple', 'Gerösteter Ahorn'), 150, '#b5773a'),
        'neck-guitar',
        'neck-bass',
      ),
      ...perModel(colour('mahogany', text('Mahogany', 'Mahagoni'), 120, '#7e4326'), 'neck-guitar', 'neck-bass'),
    ],
  },
  {
    key: 'fretboard',
    label: text('Fretboard', 'Griffbrett'),
    position: 60,
    layout: 'list',
    values: [
      ...perModel(
        colour('rosewood', text('Rosewood', 'Palisander'), 0, '#4a2a1c'),
        'fretboard-guitar',
        'fretboard-bass',
      ),
      ...perModel(colour('ebony', text('Ebony', 'Ebenholz'), 140, '#1c1714'), 'fretboard-guitar', 'fretboard-bass'),
      ...perModel(colour('maple', text('Maple', 'Ahorn'), 60, '#e9cf98'), 'fretboard-guitar', 'fretboard-bass'),
    ],
  },
  {
    key: 'pickups',
    label: text('Pickups', 'Tonabnehmer'),
    position: 70,
    layout: 'list',
    values: [
      {
        key: 'sss',
        label: text('Three single coils (SSS)', 'Drei Singlecoils (SSS)'),
        priceDelta: 0,
        layer: 'pickups-guitar-sss',
        models: [GUITAR],
      },
      {
        key: 'hss',
        label: text('Two single coils and a humbucker (HSS)', 'Zwei Singlecoils und ein Humbucker (HSS)'),
        priceDelta: 90,
        layer: 'pickups-guitar-hss',
        models: [GUITAR],
      },
      {
        key: 'hh',
        label: text('Two humbuckers (HH)', 'Zwei Humbucker (HH)'),
        priceDelta: 140,
        layer: 'pickups-guitar-hh',
        models: [GUITAR],
      },
      {
        key: 'jj',
        label: text('Two jazz pickups (JJ)', 'Zwei Jazz-Tonabnehmer (JJ)'),
        priceDelta: 0,
        layer: 'pickups-bass-jj',
        models: [BASS],
      },
      {
        key: 'pj',
        label: text('Split-coil and jazz pickup (PJ)', 'Split-Coil- und Jazz-Tonabnehmer (PJ)'),
        priceDelta: 80,
        layer: 'pickups-bass-pj',
        models: [BASS],
      },
    ],
  },
  {
    key: 'hardware',
    label: text('Hardware', 'Hardware'),
    description: text('Tuners, bridge and knobs.', 'Mechaniken, Brücke und Regler.'),
    position: 80,
    layout: 'swatch',
    values: [
      ...perModel(
        colour('chrome', text('Chrome', 'Chrom'), 0, '#c8ccd0', { description: text('Fixed bridge', 'Feste Brücke') }),
        'hardware-guitar-hardtail',
        'hardware-bass',
      ),
      ...perModel(
        colour('black', text('Black', 'Schwarz'), 60, '#222222', { description: text('Fixed bridge', 'Feste Brücke') }),
        'hardware-guitar-hardtail',
        'hardware-bass',
      ),
      ...perModel(
        colour('gold', text('Gold', 'Gold'), 120, '#c9a44c', { description: text('Fixed bridge', 'Feste Brücke') }),
        'hardware-guitar-hardtail',
        'hardware-bass',
      ),
      {
        ...colour('tremolo', text('Chrome tremolo', 'Chrom-Tremolo'), 150, '#c8ccd0'),
        description: text('Vibrato bridge with arm', 'Vibratobrücke mit Hebel'),
        layer: 'hardware-guitar-tremolo',
        requires: { model: [GUITAR] },
        unavailableNote: text('Basses have no tremolo', 'Bässe haben kein Tremolo'),
      },
    ],
  },
  {
    key: 'handedness',
    label: text('Handedness', 'Ausführung'),
    description: text(
      'Left-handed instruments are built mirrored.',
      'Linkshänder-Instrumente werden spiegelbildlich gebaut.',
    ),
    position: 90,
    layout: 'list',
    values: [
      { key: 'right', label: text('Right-handed', 'Rechtshänder'), priceDelta: 0 },
      { key: 'left', label: text('Left-handed', 'Linkshänder'), priceDelta: 150, mirror: true },
    ],
  },
];
