// The one instrument renderer: an instrument model (models.ts) in a finish as an SVG document,
// pure string building (no DOM), so the product-image generator (commerce, at seed time) and the
// configurator draw the same instrument. Views: the whole instrument lying flat, headstock to the
// right (to the left for a left-handed one, which is mirrored), at one scale for every model so a
// bass is longer than a guitar; and two details, the body with its pickups and the headstock.
import type { Finish } from './finishes';
import { fretDistance, type InstrumentModel } from './models';
import { bridge, fHole, headstock, HEADSTOCKS, pickup, type Metal } from './parts';
import { extent, smoothClosedPath } from './path';

export type InstrumentView = 'front' | 'body' | 'headstock';

export interface RenderOptions {
  model: InstrumentModel;
  finish: Finish;
  /** Neck wood colour, e.g. roasted maple. */
  neck?: string;
  /** Fingerboard colour (rosewood, ebony or the neck's maple). */
  fingerboard?: string;
  /** A fretless board with lines where the frets would be. */
  lined?: boolean;
  hardware?: 'chrome' | 'gold' | 'nickel';
  /** The headstock's face: painted in the finish (a matching headstock), black, or the neck's wood. */
  headstockFace?: 'matching' | 'black' | 'wood';
  leftHanded?: boolean;
  view?: InstrumentView;
  /** The picture's accessible name. */
  title: string;
  /** Output size in px (16:10 by default). */
  width?: number;
  height?: number;
}

export const WOODS = {
  maple: '#e9c98e',
  roastedMaple: '#c98a4a',
  rosewood: '#3d2418',
  ebony: '#17120f',
  mahogany: '#7a3f22',
} as const;

const METALS: Record<NonNullable<RenderOptions['hardware']>, Metal> = {
  chrome: { hardware: '#d5d8dc', shade: '#7d838a' },
  nickel: { hardware: '#cfcabd', shade: '#7f7a6e' },
  gold: { hardware: '#d8b64a', shade: '#8a6b1a' },
};

/**
 * Millimetres to pixels in the front view of a 1600 px wide picture: the same for every model, small
 * enough that the longest (the fretless bass, 1.29 m) lies in the frame with a margin.
 */
const FRONT_SCALE = 1.15;

const n = (v: number) => Math.round(v * 100) / 100;
const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** Where the nut, the bridge and the strings' ends lie along the instrument (y, mm). */
export function layout(model: InstrumentModel) {
  const boardLength = fretDistance(model.scale, model.frets);
  const nut = -boardLength;
  const saddles = model.scale - boardLength;
  const [minX, , maxX, bottom] = extent(model.outline);
  const head = HEADSTOCKS[model.headstock];
  const headTop = nut + Math.min(...head.outline.map(([, y]) => y));
  const spread = model.kind === 'bass' ? (model.strings === 5 ? 76 : 60) : 52;
  return { nut, saddles, bottom, headTop, minX, maxX, spread };
}

/** The body outline's SVG path data (what tells one model's shape from another's). */
export const bodyPath = (model: InstrumentModel) => smoothClosedPath(model.outline);

function finishFill(finish: Finish): { defs: string; overlay: string; fill: string } {
  const sheen = finish.sheen ?? 0.3;
  const shade = `<radialGradient id="shade" cx=".5" cy=".55" r=".62"><stop offset=".62" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".32"/></radialGradient><linearGradient id="sheen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="${n(sheen * 0.45)}"/><stop offset=".45" stop-color="#fff" stop-opacity="0"/></linearGradient>`;
  if (finish.kind === 'burst') {
    return {
      defs: `${shade}<radialGradient id="finish" cx=".5" cy=".6" r=".6"><stop offset="0" stop-color="${finish.centre}"/><stop offset=".45" stop-color="${finish.centre}"/><stop offset=".8" stop-color="${finish.colour}" stop-opacity=".85"/><stop offset="1" stop-color="${finish.colour}"/></radialGradient>`,
      fill: 'url(#finish)',
      overlay: 'url(#grain)',
    };
  }
  if (finish.kind === 'natural') return { defs: shade, fill: finish.colour, overlay: 'url(#grain)' };
  return { defs: shade, fill: finish.colour, overlay: '' };
}

/** The instrument upright in millimetres (see models.ts), without a frame. */
export function drawInstrument(options: Omit<RenderOptions, 'title' | 'view' | 'width' | 'height'>): {
  defs: string;
  body: string;
} {
  const { model, finish } = options;
  const metal = METALS[options.hardware ?? 'chrome'];
  const neckWood = options.neck ?? WOODS.maple;
  const board = options.fingerboard ?? WOODS.rosewood;
  const { nut, saddles, bottom, spread } = layout(model);
  const fill = finishFill(finish);
  const outline = bodyPath(model);
  const defs = `${fill.defs}<pattern id="grain" width="18" height="90" patternUnits="userSpaceOnUse"><path d="M3 0q6 45 0 90M11 0q-5 45 2 90M16 0q3 30-1 90" stroke="#3a2210" stroke-opacity=".14" fill="none" stroke-width="1.2"/></pattern>`;

  const parts: string[] = [];
  // Body, its grain or sheen, edge shading and binding.
  // A soft shadow under the body (towards the picture's bottom once the instrument lies flat).
  parts.push(`<path d="${outline}" transform="translate(5 0)" fill="#2b1d14" opacity=".22"/>`);
  parts.push(`<path d="${outline}" fill="${fill.fill}"/>`);
  if (fill.overlay) parts.push(`<path d="${outline}" fill="${fill.overlay}"/>`);
  parts.push(`<path d="${outline}" fill="url(#sheen)"/><path d="${outline}" fill="url(#shade)"/>`);
  if (model.binding) parts.push(`<path d="${outline}" fill="none" stroke="#efe4c8" stroke-width="5"/>`);
  parts.push(`<path d="${outline}" fill="none" stroke="#1a0f08" stroke-opacity=".55" stroke-width="1.6"/>`);
  if (model.fHoles) {
    const { x, y, length } = model.fHoles;
    parts.push(fHole(-x, y, length), fHole(x, y, length));
  }
  if (model.pickguard)
    parts.push(
      `<path d="${smoothClosedPath(model.pickguard)}" fill="${finish.guard ?? '#f4f0e6'}" stroke="#000" stroke-opacity=".3" stroke-width="1.2"/>`,
    );

  // Neck and headstock: the neck runs from the headstock into the body under the board.
  const neckEnd = 26;
  parts.push(
    `<path d="M${n(-model.nutWidth / 2 - 1)} ${n(nut)}L${n(-model.endWidth / 2 - 1)} ${neckEnd}L${n(model.endWidth / 2 + 1)} ${neckEnd}L${n(model.nutWidth / 2 + 1)} ${n(nut)}Z" fill="${neckWood}" stroke="#2a1a10" stroke-opacity=".4"/>`,
  );
  const faces = { matching: finish.colour, black: '#1b1410', wood: undefined };
  const face = faces[options.headstockFace ?? 'wood'];
  parts.push(headstock(model.headstock, nut, neckWood, metal, face));
  const boardPath = `M${n(-model.nutWidth / 2)} ${n(nut)}L${n(-model.endWidth / 2)} 0L${n(model.endWidth / 2)} 0L${n(model.nutWidth / 2)} ${n(nut)}Z`;
  parts.push(`<path d="${boardPath}" fill="${board}"/>`);
  if (board === neckWood) parts.push(`<path d="${boardPath}" fill="url(#grain)" opacity=".6"/>`);
  const widthAt = (y: number) => model.nutWidth + ((model.endWidth - model.nutWidth) * (y - nut)) / -nut;
  const fanned = model.headstock === 'headless';
  const fretY = (i: number, side: -1 | 1) => {
    if (!fanned) return nut + fretDistance(model.scale, i);
    const scale = model.scale + side * -14;
    return -fretDistance(scale, model.frets) + fretDistance(scale, i);
  };
  const light = board === neckWood ? '#1b1410' : '#f2ede2';
  for (let i = 1; i <= model.frets; i++) {
    const [yb, yt] = [fretY(i, -1), fretY(i, 1)];
    const half = widthAt((yb + yt) / 2) / 2;
    if (!model.fretless)
      parts.push(
        `<line x1="${n(-half)}" y1="${n(yb)}" x2="${n(half)}" y2="${n(yt)}" stroke="#cfd2d6" stroke-width="1.8"/>`,
      );
    else if (options.lined)
      parts.push(
        `<line x1="${n(-half)}" y1="${n(yb)}" x2="${n(half)}" y2="${n(yt)}" stroke="${light}" stroke-opacity=".7" stroke-width=".9"/>`,
      );
    const mid = (fretY(i - 1, -1) + fretY(i - 1, 1) + yb + yt) / 4;
    if ([3, 5, 7, 9, 15, 17, 19, 21].includes(i)) parts.push(`<circle cx="0" cy="${n(mid)}" r="3.2" fill="${light}"/>`);
    if (i === 12 || i === 24)
      parts.push(
        `<circle cx="${n(-half / 2)}" cy="${n(mid)}" r="3.2" fill="${light}"/><circle cx="${n(half / 2)}" cy="${n(mid)}" r="3.2" fill="${light}"/>`,
      );
  }
  parts.push(
    `<rect x="${n(-model.nutWidth / 2)}" y="${n(nut - 3)}" width="${model.nutWidth}" height="4" fill="#efe8d4"/>`,
  );

  // Pickups, bridge, knobs.
  for (const p of model.pickups) parts.push(pickup(p.kind, saddles - p.at, spread, model.strings, metal, p.slant));
  parts.push(bridge(model.bridge, saddles, spread, model.strings, metal, bottom));
  for (const [x, y] of model.knobs)
    parts.push(
      `<circle cx="${x}" cy="${y}" r="10" fill="${model.kind === 'bass' || model.bridge === 'tremolo' ? '#1b1b1b' : '#d8b64a'}" stroke="#000" stroke-opacity=".5"/><circle cx="${x - 3}" cy="${y - 3}" r="3" fill="#fff" opacity=".35"/>`,
    );

  // Strings: from the tuners over the nut to the bridge (and on to the tailpiece).
  const tuners = HEADSTOCKS[model.headstock].tuners;
  const tail =
    model.bridge === 'archtop'
      ? saddles + 60
      : model.bridge === 'tune-o-matic'
        ? saddles + 50
        : model.bridge === 'vibrato'
          ? saddles + 70
          : saddles + 4;
  const order = [...tuners].sort((a, b) => a.x - b.x || b.y - a.y);
  for (let i = 0; i < model.strings; i++) {
    const t = model.strings === 1 ? 0.5 : i / (model.strings - 1);
    const xNut = (t - 0.5) * (model.nutWidth - 7);
    const xBridge = (t - 0.5) * spread;
    const gauge = (model.kind === 'bass' ? 2.6 : 1.3) - t * (model.kind === 'bass' ? 1.2 : 0.9);
    const yNut = fanned ? fretY(0, t < 0.5 ? -1 : 1) : nut;
    const ySaddle = fanned ? saddles + (t - 0.5) * 28 : saddles;
    const post = order[i];
    const start = post
      ? `M${n(post.x)} ${n(nut + post.y)}L${n(xNut)} ${n(yNut)}`
      : `M${n(xNut)} ${n(yNut - 20)}L${n(xNut)} ${n(yNut)}`;
    parts.push(
      `<path d="${start}L${n(xBridge)} ${n(ySaddle)}L${n(xBridge)} ${n(tail)}" stroke="#e4e6e8" stroke-width="${n(gauge)}" fill="none" stroke-opacity=".95"/>`,
    );
  }
  // Strap buttons: at the bottom end and on the upper horn.
  const top = model.outline.reduce((a, b) => (b[1] < a[1] ? b : a));
  parts.push(`<circle cx="0" cy="${bottom + 3}" r="6" fill="${metal.hardware}" stroke="${metal.shade}"/>`);
  parts.push(`<circle cx="${top[0]}" cy="${top[1] + 6}" r="5" fill="${metal.hardware}" stroke="${metal.shade}"/>`);
  return { defs, body: parts.join('') };
}

/**
 * The instrument as an SVG document: the whole instrument (front), the body with its pickups, or
 * the headstock, on a light backdrop, 1600 × 1000 unless told otherwise.
 */
export function renderInstrument(options: RenderOptions): string {
  const width = options.width ?? 1600;
  const height = options.height ?? 1000;
  const view = options.view ?? 'front';
  const { model } = options;
  const { nut, bottom, headTop, minX, maxX } = layout(model);
  // The view's region in upright coordinates: [minX, minY, maxX, maxY].
  const region =
    view === 'front'
      ? [Math.min(minX, -60), headTop - 10, Math.max(maxX, 60), bottom + 10]
      : view === 'body'
        ? [minX - 10, Math.min(...model.outline.map(([, y]) => y)) - 30, maxX + 10, bottom + 14]
        : [-90, headTop - 12, 90, nut + 110];
  const [x0, y0, x1, y1] = region as [number, number, number, number];
  // Lying flat: the instrument's length runs across the picture.
  const across = y1 - y0;
  const down = x1 - x0;
  const scale =
    view === 'front' ? FRONT_SCALE * (width / 1600) : Math.min((width * 0.9) / across, (height * 0.86) / down);
  const flip = options.leftHanded ? -1 : 1;
  const transform = `translate(${n(width / 2)} ${n(height / 2)}) scale(${n(flip * scale)} ${n(scale)}) rotate(90) translate(${n(-(x0 + x1) / 2)} ${n(-(y0 + y1) / 2)})`;
  const { defs, body } = drawInstrument(options);
  const title = escapeXml(options.title);
  const shadow = `<ellipse cx="${n(width / 2)}" cy="${n(height * 0.93)}" rx="${n(Math.min(width * 0.42, (across * scale) / 2))}" ry="${n(height * 0.02)}" fill="#000" opacity=".08"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${title}"><title>${title}</title><defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f7f2ea"/><stop offset="1" stop-color="#e8dfd1"/></linearGradient>${defs}</defs><rect width="${width}" height="${height}" fill="url(#bg)"/>${shadow}<g transform="${transform}">${body}</g></svg>\n`;
}
