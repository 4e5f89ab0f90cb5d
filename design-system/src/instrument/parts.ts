// The parts of an instrument other than its body, drawn in the upright millimetre coordinates of
// models.ts: headstocks with their tuners, pickups and bridges. Each returns SVG markup.
import type { BridgeKind, HeadstockKind, PickupKind } from './models';
import { smoothClosedPath, type Point } from './path';

export interface Metal {
  /** Chrome, nickel or gold: the colour of machined hardware. */
  hardware: string;
  /** The darker edge of hardware. */
  shade: string;
}

const n = (v: number) => Math.round(v * 10) / 10;
const rect = (x: number, y: number, w: number, h: number, r: number, fill: string, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${r}" fill="${fill}"${extra}/>`;
const circle = (x: number, y: number, r: number, fill: string, extra = '') =>
  `<circle cx="${n(x)}" cy="${n(y)}" r="${r}" fill="${fill}"${extra}/>`;

interface Headstock {
  outline: Point[];
  /** Tuner posts (x, y), with the side their keys stick out to (-1 bass side, 1 treble side). */
  tuners: { x: number; y: number; side: -1 | 1 }[];
}

const column = (x: number, side: -1 | 1, ys: number[]) => ys.map((y) => ({ x, y, side }));

/** Headstock outlines and tuner posts, nut at y = 0 (the headstock runs to negative y). */
export const HEADSTOCKS: Record<HeadstockKind, Headstock> = {
  'six-inline': {
    outline: [
      [-21, 0],
      [-24, -32],
      [-38, -62],
      [-44, -120],
      [-42, -168],
      [-28, -192],
      [-8, -190],
      [6, -172],
      [16, -140],
      [22, -96],
      [22, -40],
      [21, 0],
    ],
    tuners: column(-31, -1, [-52, -78, -104, -130, -156, -180]),
  },
  tele: {
    outline: [
      [-21, 0],
      [-24, -36],
      [-38, -66],
      [-42, -170],
      [-32, -188],
      [-8, -188],
      [10, -170],
      [22, -120],
      [22, -40],
      [21, 0],
    ],
    tuners: column(-31, -1, [-56, -80, -104, -128, -152, -176]),
  },
  'three-three': {
    outline: [
      [-22, 0],
      [-32, -50],
      [-42, -130],
      [-46, -172],
      [-30, -186],
      [0, -178],
      [30, -186],
      [46, -172],
      [42, -130],
      [32, -50],
      [22, 0],
    ],
    tuners: [...column(-30, -1, [-70, -110, -150]), ...column(30, 1, [-70, -110, -150])],
  },
  'four-inline': {
    outline: [
      [-22, 0],
      [-26, -40],
      [-48, -86],
      [-54, -200],
      [-42, -228],
      [-16, -226],
      [8, -204],
      [22, -150],
      [24, -40],
      [22, 0],
    ],
    tuners: column(-38, -1, [-76, -116, -156, -196]),
  },
  'four-one': {
    outline: [
      [-24, 0],
      [-30, -40],
      [-50, -86],
      [-56, -204],
      [-44, -232],
      [-18, -230],
      [12, -212],
      [34, -168],
      [40, -110],
      [28, -46],
      [24, 0],
    ],
    tuners: [...column(-40, -1, [-90, -128, -166, -204]), ...column(24, 1, [-120])],
  },
  'two-two': {
    outline: [
      [-21, 0],
      [-32, -50],
      [-42, -150],
      [-30, -172],
      [0, -164],
      [30, -172],
      [42, -150],
      [32, -50],
      [21, 0],
    ],
    tuners: [...column(-30, -1, [-80, -130]), ...column(30, 1, [-80, -130])],
  },
  headless: {
    outline: [
      [-24, 0],
      [-26, -22],
      [-18, -30],
      [18, -30],
      [26, -22],
      [24, 0],
    ],
    tuners: [],
  },
};

/** The headstock's outline (path data), nut at y = 0. */
export const headstockPath = (kind: HeadstockKind) => smoothClosedPath(HEADSTOCKS[kind].outline);

/** The tuner keys and posts alone (a configurator hardware layer), nut at y. */
export function tuners(kind: HeadstockKind, y: number, fill: string): string {
  const marks = HEADSTOCKS[kind].tuners.map(({ x, y: ty, side }) => {
    const kx = x + side * 22;
    return `${rect(Math.min(x, kx), ty - 4, 22, 8, 2, fill)}${rect(kx - (side < 0 ? 8 : 0), ty - 9, 8, 18, 4, fill)}${circle(x, ty, 5, fill)}`;
  });
  return `<g transform="translate(0 ${n(y)})">${marks.join('')}</g>`;
}

/** The headstock with its tuner keys (drawn under the face) and posts, translated to the nut at y. */
export function headstock(kind: HeadstockKind, y: number, wood: string, metal: Metal, face?: string): string {
  const { outline, tuners } = HEADSTOCKS[kind];
  const keys = tuners
    .map(({ x, y: ty, side }) => {
      const kx = x + side * 22;
      return `${rect(Math.min(x, kx), ty - 4, 22, 8, 2, metal.shade)}${rect(kx - (side < 0 ? 8 : 0), ty - 9, 8, 18, 4, metal.hardware, ` stroke="${metal.shade}" stroke-width=".8"`)}`;
    })
    .join('');
  const posts = tuners.map(({ x, y: ty }) => circle(x, ty, 5, metal.hardware, ` stroke="${metal.shade}"`)).join('');
  const path = smoothClosedPath(outline);
  return `<g transform="translate(0 ${n(y)})">${keys}<path d="${path}" fill="${face ?? wood}" stroke="#2a1a10" stroke-opacity=".5" stroke-width="1"/><path d="${path}" fill="url(#grain)" opacity=".5"/>${posts}</g>`;
}

/** A pickup centred on x = 0, y, across strings spread `spread` wide. */
export function pickup(kind: PickupKind, y: number, spread: number, strings: number, metal: Metal, slant = 0): string {
  const poles = (py: number, count: number, width: number, fill = '#b9bcc0', r = 2.2) =>
    Array.from({ length: count }, (_, i) => circle(-width / 2 + (i * width) / (count - 1), py, r, fill)).join('');
  let body = '';
  const cover = '#1b1b1b';
  const edge = ' stroke="#444" stroke-width="1"';
  switch (kind) {
    case 'single':
      body = rect(-38, -9, 76, 18, 9, '#f1ece0', ' stroke="#bdb4a0" stroke-width="1"') + poles(0, 6, 50, '#9ea2a8');
      break;
    case 'humbucker':
      body =
        rect(-44, -24, 88, 48, 4, '#151515', ' stroke="#333"') +
        rect(-36, -19, 72, 38, 2, metal.hardware, ` stroke="${metal.shade}"`) +
        poles(-8, 6, 50, metal.shade) +
        poles(8, 6, 50, metal.shade, 1.6);
      break;
    case 'soapbar':
      body = rect(-46, -20, 92, 40, 5, '#f1ece0', ' stroke="#bdb4a0" stroke-width="1"') + poles(0, 6, 52, '#9ea2a8');
      break;
    case 'floating':
      body =
        rect(-36, -14, 72, 28, 3, '#1b1b1b', edge) +
        rect(-40, -2, 6, 4, 1, metal.hardware) +
        poles(0, 6, 48, metal.hardware, 1.8);
      break;
    case 'split':
      body =
        rect(-spread / 2 - 6, -22, spread / 2 + 6, 20, 6, cover, edge) +
        rect(0, 2, spread / 2 + 6, 20, 6, cover, edge) +
        `<g transform="translate(${n(-spread / 4)} -12)">${poles(0, 2, spread / 4, '#9ea2a8', 3)}</g>` +
        `<g transform="translate(${n(spread / 4)} 12)">${poles(0, 2, spread / 4, '#9ea2a8', 3)}</g>`;
      break;
    case 'jazz':
      body =
        rect(-spread / 2 - 14, -10, spread + 28, 20, 7, cover, edge) +
        poles(0, strings * 2, spread - 4, '#5a5d62', 1.8);
      break;
    case 'bass-humbucker':
      body =
        rect(-spread / 2 - 12, -20, spread + 24, 40, 7, cover, edge) +
        poles(-7, strings, spread - 8, '#5a5d62', 2.6) +
        poles(7, strings, spread - 8, '#5a5d62', 2.6);
      break;
  }
  return `<g transform="translate(0 ${n(y)}) rotate(${slant})">${body}</g>`;
}

/** The bridge at the saddles' y (and what anchors the strings behind it), `spread` wide at the strings. */
export function bridge(
  kind: BridgeKind,
  y: number,
  spread: number,
  strings: number,
  metal: Metal,
  bottom: number,
): string {
  const saddles = (fill: string, h = 10, w = spread / strings - 1.5) =>
    Array.from({ length: strings }, (_, i) =>
      rect(
        -spread / 2 + (i * spread) / (strings - 1) - w / 2,
        y - h / 2,
        w,
        h,
        1.5,
        fill,
        ` stroke="${metal.shade}" stroke-width=".6"`,
      ),
    ).join('');
  const plate = (x: number, py: number, w: number, h: number, r = 4) =>
    rect(x, py, w, h, r, metal.hardware, ` stroke="${metal.shade}" stroke-width="1.2"`);
  switch (kind) {
    case 'tremolo':
      return `${plate(-spread / 2 - 12, y - 12, spread + 24, 44)}${saddles(metal.hardware, 14)}<path d="M${n(spread / 2 + 8)} ${n(y + 26)}q24 14 40 64" stroke="${metal.hardware}" stroke-width="3.5" fill="none" stroke-linecap="round"/>`;
    case 'tele':
      return `${plate(-spread / 2 - 22, y - 70, spread + 44, 96, 6)}${rect(-spread / 2 - 14, y - 58, spread + 28, 56, 4, '#00000010')}${Array.from(
        { length: 3 },
        (_, i) =>
          rect(
            -spread / 2 + (i * spread) / 3,
            y - 5,
            spread / 3 - 3,
            12,
            5,
            '#c8a04a',
            ' stroke="#8a6a2a" stroke-width=".8"',
          ),
      ).join('')}`;
    case 'tune-o-matic':
      return `${plate(-spread / 2 - 14, y - 6, spread + 28, 12, 5)}${saddles(metal.shade, 6)}${circle(-spread / 2 - 10, y, 4, metal.shade)}${circle(spread / 2 + 10, y, 4, metal.shade)}${plate(-spread / 2 - 18, y + 44, spread + 36, 14, 7)}`;
    case 'archtop': {
      // A floating ebony bridge, and a trapeze tailpiece from the bottom end.
      const top = y + 60;
      const frame = `M-10 ${n(bottom - 2)}L${n(-spread / 2 - 4)} ${n(top)}L${n(spread / 2 + 4)} ${n(top)}L10 ${n(bottom - 2)}`;
      return `<path d="M${n(-spread / 2 - 34)} ${n(y + 6)}Q0 ${n(y - 10)} ${n(spread / 2 + 34)} ${n(y + 6)}L${n(spread / 2 + 30)} ${n(y + 11)}Q0 ${n(y + 1)} ${n(-spread / 2 - 30)} ${n(y + 11)}Z" fill="#1a1210"/>${rect(-spread / 2 - 4, y - 3, spread + 8, 5, 2, '#2a1e18')}<path d="${frame}" fill="none" stroke="${metal.hardware}" stroke-width="6" stroke-linejoin="round"/>${rect(-spread / 2 - 8, top - 8, spread + 16, 16, 5, metal.hardware, ` stroke="${metal.shade}"`)}`;
    }
    case 'vibrato':
      return `${plate(-spread / 2 - 10, y - 6, spread + 20, 12, 5)}${saddles(metal.shade, 6)}${plate(-spread / 2 - 16, y + 56, spread + 32, 64, 10)}<path d="M${n(spread / 2 + 12)} ${n(y + 70)}q34 -4 46 -60" stroke="${metal.hardware}" stroke-width="3.5" fill="none" stroke-linecap="round"/>`;
    case 'bass':
      return `${plate(-spread / 2 - 14, y - 18, spread + 28, 60, 4)}${saddles(metal.shade, 18)}`;
    case 'piezo':
      return `${rect(-spread / 2 - 14, y - 18, spread + 28, 60, 4, '#232323', ' stroke="#111" stroke-width="1.2"')}${saddles('#e8e0cc', 16)}${rect(-spread / 2 - 8, y + 12, spread + 16, 6, 2, '#c8a04a')}`;
    case 'headless':
      return `${plate(-spread / 2 - 14, y - 14, spread + 28, 74, 6)}${saddles(metal.shade, 14)}${Array.from(
        { length: strings },
        (_, i) => circle(-spread / 2 + (i * spread) / (strings - 1), y + 46, 5.5, metal.shade),
      ).join('')}`;
  }
}

/** An f-hole centred at x, y, `length` long; mirrored on the bass side. */
export function fHole(x: number, y: number, length: number): string {
  const h = length / 2;
  const f = x < 0 ? -1 : 1;
  const d = `M${n(-16 * f)} ${n(-h)}C${n(14 * f)} ${n(-h * 0.45)} ${n(-18 * f)} ${n(h * 0.45)} ${n(14 * f)} ${n(h)}`;
  const ink = '#120b06';
  return `<g transform="translate(${n(x)} ${n(y)})"><path d="${d}" stroke="${ink}" stroke-width="8" fill="none" stroke-linecap="round"/>${circle(-16 * f, -h, 7, ink)}${circle(14 * f, h, 7, ink)}<path d="M-12 -4h22M-10 5h22" stroke="${ink}" stroke-width="2.4"/></g>`;
}
