// The shop's instrument models as data, in millimetres at true size. An instrument stands upright:
// headstock up, x across (the bass side, where the low string runs, negative), y along it, with
// y = 0 where the fretboard ends over the body. The body outline is a handful of points along its
// edge (smoothed by path.ts); everything else is placed from the scale length and the frets.
import { symmetric, type Point } from './path';

export type HeadstockKind = 'six-inline' | 'tele' | 'three-three' | 'four-inline' | 'four-one' | 'two-two' | 'headless';
export type PickupKind = 'single' | 'humbucker' | 'soapbar' | 'split' | 'jazz' | 'floating' | 'bass-humbucker';
export type BridgeKind = 'tremolo' | 'tele' | 'tune-o-matic' | 'archtop' | 'vibrato' | 'bass' | 'piezo' | 'headless';

export interface Pickup {
  kind: PickupKind;
  /** Distance from the bridge saddles towards the neck, mm. */
  at: number;
  /** Slant in degrees (a Strat's bridge pickup), positive turns the treble end towards the bridge. */
  slant?: number;
}

export interface InstrumentModel {
  id: string;
  kind: 'guitar' | 'bass';
  /** The body's edge, clockwise from where the neck enters on the bass side. */
  outline: Point[];
  /** Scale length, nut to saddles, mm. */
  scale: number;
  /** Frets on the board; a fretless board still has the same length (as if it had `frets`). */
  frets: number;
  fretless?: boolean;
  strings: number;
  nutWidth: number;
  /** Width of the fretboard where it ends over the body. */
  endWidth: number;
  headstock: HeadstockKind;
  pickups: Pickup[];
  bridge: BridgeKind;
  /** Control knobs on the body (x, y). */
  knobs: Point[];
  /** A scratch plate's edge, if the model has one. */
  pickguard?: Point[];
  /** f-holes of a hollow or semi-hollow body, centred at ±x, y, this long. */
  fHoles?: { x: number; y: number; length: number };
  /** A cream binding round the body's edge. */
  binding?: boolean;
  /** What a guitarist would call it, for tests and alt texts. */
  description: string;
}

export const MODELS = {
  'auric-s': {
    id: 'auric-s',
    kind: 'guitar',
    description: 'Double-cut solid body, three single coils, tremolo, six-in-line headstock',
    outline: [
      [-28, 30], [-34, -20], [-46, -78], [-60, -104], [-80, -102], [-98, -66], [-126, -14], [-142, 40],
      [-128, 108], [-124, 140], [-146, 200], [-162, 255], [-150, 310], [-98, 340], [0, 347], [98, 340],
      [150, 310], [162, 255], [144, 196], [120, 136], [128, 82], [130, 30], [112, -18], [90, -60], [72, -68],
      [56, -48], [40, -8], [30, 30],
    ],
    scale: 648,
    frets: 21,
    strings: 6,
    nutWidth: 42,
    endWidth: 56,
    headstock: 'six-inline',
    pickups: [
      { kind: 'single', at: 18, slant: 10 },
      { kind: 'single', at: 80 },
      { kind: 'single', at: 140 },
    ],
    bridge: 'tremolo',
    knobs: [[62, 120], [86, 160], [102, 204]],
    pickguard: ([
      [-30, 20], [-44, -40], [-66, -70], [-92, -40], [-104, 40], [-96, 110], [-60, 140], [-34, 120],
      [-36, 175], [-24, 218], [40, 230], [96, 222], [124, 190], [110, 130], [100, 60], [92, 0], [60, -30],
      [30, 10],
    ]),
  },
  'auric-t': {
    id: 'auric-t',
    kind: 'guitar',
    description: 'Single-cut slab body, a neck single coil and a bridge pickup in a brass three-saddle plate',
    outline: [
      [-28, -36], [-82, -44], [-124, -38], [-146, -8], [-150, 50], [-140, 124], [-152, 190], [-162, 252],
      [-150, 306], [-102, 338], [0, 345], [102, 338], [150, 306], [162, 252], [152, 190], [140, 126],
      [138, 60], [128, 0], [112, -38], [96, -50], [80, -36], [56, 0], [38, 32], [28, 40],
    ],
    scale: 648,
    frets: 22,
    strings: 6,
    nutWidth: 42,
    endWidth: 56,
    headstock: 'tele',
    pickups: [
      { kind: 'single', at: 38, slant: -8 },
      { kind: 'single', at: 150 },
    ],
    bridge: 'tele',
    knobs: [[96, 110], [106, 150]],
    pickguard: ([
      [-30, -30], [-70, -30], [-96, 0], [-102, 60], [-92, 120], [-60, 150], [-34, 175], [10, 186], [34, 160],
      [60, 110], [86, 60], [96, 10], [80, -20], [50, 10], [30, 30],
    ]),
  },
  vesper: {
    id: 'vesper',
    kind: 'guitar',
    description: '16-inch carved archtop, Venetian cutaway, f-holes, floating bridge, trapeze tailpiece, floating pickup',
    outline: [
      [-30, -84], [-84, -94], [-138, -72], [-166, -18], [-168, 44], [-146, 112], [-150, 156], [-186, 232],
      [-203, 312], [-190, 382], [-128, 424], [0, 436], [128, 424], [190, 382], [203, 312], [186, 232],
      [150, 156], [146, 112], [152, 58], [140, 8], [118, -22], [96, -30], [74, -16], [52, -6], [36, -40],
      [30, -84],
    ],
    scale: 635,
    frets: 20,
    strings: 6,
    nutWidth: 43,
    endWidth: 57,
    headstock: 'three-three',
    pickups: [{ kind: 'floating', at: 188 }],
    bridge: 'archtop',
    knobs: [[128, 300]],
    pickguard: ([
      [34, -20], [60, 10], [84, 60], [112, 150], [120, 240], [96, 250], [70, 170], [46, 80], [34, 20],
    ]),
    fHoles: { x: 104, y: 196, length: 150 },
    binding: true,
  },
  ember: {
    id: 'ember',
    kind: 'guitar',
    description: 'Single-cut carved top, two humbuckers, tune-o-matic bridge and stop tailpiece, bound body',
    outline: [
      [-28, -150], [-72, -160], [-116, -140], [-146, -94], [-150, -38], [-134, 12], [-140, 52], [-160, 120],
      [-165, 190], [-140, 255], [-80, 288], [0, 296], [80, 288], [140, 255], [165, 190], [160, 120],
      [140, 52], [134, 10], [140, -40], [132, -92], [114, -118], [96, -104], [70, -64], [42, -24], [28, -8],
    ],
    scale: 628,
    frets: 22,
    strings: 6,
    nutWidth: 43,
    endWidth: 57,
    headstock: 'three-three',
    pickups: [
      { kind: 'humbucker', at: 28 },
      { kind: 'humbucker', at: 152 },
    ],
    bridge: 'tune-o-matic',
    knobs: [[70, 200], [104, 176], [82, 244], [118, 222]],
    pickguard: ([[34, -30], [58, -54], [92, 0], [98, 80], [80, 120], [48, 112], [38, 40]]),
    binding: true,
  },
  nomad: {
    id: 'nomad',
    kind: 'guitar',
    description: 'Compact chambered travel body with a sound hole, one humbucker, 24-inch scale',
    outline: symmetric([
      [0, -10], [-28, -12], [-36, -40], [-56, -66], [-80, -62], [-104, -20], [-112, 40], [-104, 94], [-118, 160],
      [-114, 222], [-78, 256], [0, 266],
    ]),
    scale: 610,
    frets: 22,
    strings: 6,
    nutWidth: 42,
    endWidth: 55,
    headstock: 'three-three',
    pickups: [{ kind: 'humbucker', at: 30 }],
    bridge: 'tune-o-matic',
    knobs: [[76, 200]],
    fHoles: { x: 78, y: 60, length: 80 },
  },
  cobalt: {
    id: 'cobalt',
    kind: 'guitar',
    description: 'Offset-waist body, two wide soapbar pickups, floating vibrato',
    outline: [
      [-28, 30], [-34, -30], [-54, -90], [-72, -110], [-94, -100], [-122, -50], [-150, 10], [-152, 72],
      [-126, 142], [-150, 212], [-172, 272], [-160, 332], [-100, 362], [-10, 364], [80, 346], [146, 300],
      [176, 220], [160, 140], [132, 82], [140, 22], [120, -30], [96, -58], [76, -58], [56, -30], [40, 0], [30, 30],
    ],
    scale: 648,
    frets: 21,
    strings: 6,
    nutWidth: 42,
    endWidth: 56,
    headstock: 'six-inline',
    pickups: [
      { kind: 'soapbar', at: 40 },
      { kind: 'soapbar', at: 150 },
    ],
    bridge: 'vibrato',
    knobs: [[98, 250], [124, 210], [-100, 20], [-112, 46]],
    pickguard: ([
      [-30, 20], [-46, -50], [-72, -84], [-126, -30], [-134, 70], [-110, 140], [-118, 220], [-60, 250],
      [20, 262], [100, 280], [140, 220], [136, 150], [110, 80], [112, 10], [80, -30], [50, -10], [30, 20],
    ]),
  },
  'atlas-p': {
    id: 'atlas-p',
    kind: 'bass',
    description: 'Precision-style double-cut bass body, one split-coil pickup, four-in-line headstock',
    outline: [
      [-32, 40], [-38, -30], [-52, -120], [-66, -162], [-86, -160], [-102, -110], [-132, -40], [-152, 30],
      [-134, 110], [-128, 150], [-152, 230], [-172, 310], [-160, 372], [-104, 406], [0, 414], [104, 406],
      [160, 372], [172, 310], [152, 230], [126, 160], [134, 100], [138, 40], [118, -20], [96, -82], [80, -98],
      [64, -82], [46, -30], [32, 40],
    ],
    scale: 864,
    frets: 20,
    strings: 4,
    nutWidth: 44,
    endWidth: 64,
    headstock: 'four-inline',
    pickups: [{ kind: 'split', at: 150 }],
    bridge: 'bass',
    knobs: [[96, 200], [118, 240]],
    pickguard: ([
      [-34, 30], [-46, -60], [-70, -110], [-98, -60], [-112, 40], [-100, 120], [-60, 150], [-20, 180],
      [0, 250], [60, 250], [110, 200], [118, 130], [110, 40], [86, -30], [60, -20], [34, 30],
    ]),
  },
  'atlas-j5': {
    id: 'atlas-j5',
    kind: 'bass',
    description: 'Offset-waist jazz bass body, five strings, two single-coil jazz pickups, four-plus-one headstock',
    outline: [
      [-32, 40], [-38, -30], [-50, -126], [-64, -170], [-84, -168], [-100, -116], [-124, -40], [-140, 30],
      [-118, 110], [-110, 152], [-140, 232], [-164, 312], [-152, 374], [-96, 406], [0, 410], [100, 396],
      [152, 358], [164, 290], [142, 200], [112, 132], [124, 70], [132, 10], [114, -40], [94, -90], [78, -104],
      [62, -88], [46, -30], [32, 40],
    ],
    scale: 864,
    frets: 21,
    strings: 5,
    nutWidth: 46,
    endWidth: 72,
    headstock: 'four-one',
    pickups: [
      { kind: 'jazz', at: 36 },
      { kind: 'jazz', at: 128 },
    ],
    bridge: 'bass',
    knobs: [[80, 250], [104, 218], [128, 186]],
    pickguard: ([
      [-38, 30], [-50, -60], [-72, -118], [-100, -60], [-116, 40], [-100, 112], [-70, 150], [-30, 210],
      [40, 240], [90, 170], [100, 100], [106, 20], [84, -50], [60, -20], [38, 30],
    ]),
  },
  meridian: {
    id: 'meridian',
    kind: 'bass',
    description: 'Short-scale semi-hollow bass: rounded double-cut, f-holes, one neck humbucker, two-plus-two headstock',
    outline: symmetric([
      [0, -30], [-30, -30], [-40, -62], [-70, -96], [-112, -96], [-152, -62], [-180, 8], [-176, 90],
      [-150, 152], [-170, 222], [-198, 300], [-186, 388], [-122, 440], [0, 452],
    ]),
    scale: 762,
    frets: 20,
    strings: 4,
    nutWidth: 42,
    endWidth: 58,
    headstock: 'two-two',
    pickups: [{ kind: 'bass-humbucker', at: 200 }],
    bridge: 'tune-o-matic',
    knobs: [[96, 330], [130, 300], [112, 372]],
    fHoles: { x: 118, y: 220, length: 170 },
    binding: true,
  },
  basalt: {
    id: 'basalt',
    kind: 'bass',
    description: 'Fretless four-string with a long upper horn, ebony board and a piezo bridge',
    outline: [
      [-32, 40], [-40, -40], [-54, -172], [-68, -214], [-88, -206], [-100, -150], [-120, -60], [-138, 20],
      [-128, 100], [-140, 180], [-165, 270], [-150, 350], [-95, 390], [0, 398], [95, 386], [150, 342],
      [160, 262], [135, 172], [120, 100], [120, 30], [104, -12], [86, -30], [66, -20], [48, 0], [32, 40],
    ],
    scale: 864,
    frets: 24,
    fretless: true,
    strings: 4,
    nutWidth: 44,
    endWidth: 66,
    headstock: 'four-inline',
    pickups: [],
    bridge: 'piezo',
    knobs: [[92, 250], [116, 214], [128, 176]],
  },
  orbit: {
    id: 'orbit',
    kind: 'bass',
    description: 'Headless ergonomic bass body, fanned frets, two soapbar humbuckers, tuners at the bridge',
    outline: [
      [-30, 20], [-40, -30], [-62, -82], [-88, -96], [-112, -58], [-130, 20], [-120, 92], [-140, 172],
      [-150, 252], [-116, 312], [-40, 330], [50, 320], [110, 290], [136, 222], [120, 140], [100, 82],
      [112, 22], [92, -22], [66, -32], [44, -6], [30, 20],
    ],
    scale: 876,
    frets: 24,
    strings: 4,
    nutWidth: 44,
    endWidth: 68,
    headstock: 'headless',
    pickups: [
      { kind: 'bass-humbucker', at: 40 },
      { kind: 'bass-humbucker', at: 120 },
    ],
    bridge: 'headless',
    knobs: [[86, 220], [108, 186]],
  },
} satisfies Record<string, InstrumentModel>;

export type ModelId = keyof typeof MODELS;

export const isModelId = (id: string): id is ModelId => Object.hasOwn(MODELS, id);

/** Distance from the nut to fret n, mm. */
export const fretDistance = (scale: number, n: number) => scale - scale / 2 ** (n / 12);
