// The configurator's picture layers, drawn by the same renderer as the product pictures: one
// upright instrument on a 400 × 1000 canvas (headstock up), each part a layer the site stacks.
// Bodies, necks and fretboards are silhouettes the site fills with the chosen finish or wood (only
// their alpha counts), hardware a silhouette tinted by its value's colour, pickups in their own
// colours. Every guitar layer shares one geometry (the Auric S's scale and frets), every bass layer
// the Atlas P's, so the chosen parts line up whatever the combination.
import { MODELS, type InstrumentModel, type Pickup } from './models';
import { bridge, headstockPath, pickup, tuners } from './parts';
import { bodyPath, layout } from './render';

const SILHOUETTE = '#c8a173';

/** Millimetres to the 400 × 1000 canvas: scale and where the fretboard's end (y = 0) lies. */
const PLACEMENT = {
  guitar: { model: MODELS['auric-s'], scale: 0.92, y0: 615 },
  bass: { model: MODELS['atlas-p'], scale: 0.78, y0: 655 },
} as const;

type Kind = keyof typeof PLACEMENT;

const svg = (title: string, kind: Kind, body: string) => {
  const { scale, y0 } = PLACEMENT[kind];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 1000" width="400" height="1000"><title>${title}</title><g transform="translate(200 ${y0}) scale(${scale})">${body}</g></svg>\n`;
};

function neck(kind: Kind) {
  const { model } = PLACEMENT[kind];
  const { nut } = layout(model);
  const taper = `M${-model.nutWidth / 2 - 1} ${nut}L${-model.endWidth / 2 - 1} 26L${model.endWidth / 2 + 1} 26L${model.nutWidth / 2 + 1} ${nut}Z`;
  return `<path fill="${SILHOUETTE}" d="${taper}"/><path fill="${SILHOUETTE}" transform="translate(0 ${nut})" d="${headstockPath(model.headstock)}"/>`;
}

function fretboard(kind: Kind) {
  const { model } = PLACEMENT[kind];
  const { nut } = layout(model);
  return `<path fill="${SILHOUETTE}" d="M${-model.nutWidth / 2} ${nut}L${-model.endWidth / 2} 0L${model.endWidth / 2} 0L${model.nutWidth / 2} ${nut}Z"/>`;
}

function pickups(kind: Kind, set: Pickup[]) {
  const { model } = PLACEMENT[kind];
  const { saddles, spread } = layout(model);
  const metal = { hardware: '#d5d8dc', shade: '#7d838a' };
  return set.map((p) => pickup(p.kind, saddles - p.at, spread, model.strings, metal, p.slant)).join('');
}

function hardware(kind: Kind, bridgeKind: InstrumentModel['bridge'], knobs: InstrumentModel['knobs']) {
  const { model } = PLACEMENT[kind];
  const { nut, saddles, spread, bottom } = layout(model);
  const flat = { hardware: '#000', shade: '#000' };
  return `<g fill="#000">${tuners(model.headstock, nut, '#000')}${bridge(bridgeKind, saddles, spread, model.strings, flat, bottom)}${knobs.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="10"/>`).join('')}</g>`;
}

const body = (title: string, kind: Kind, model: InstrumentModel) =>
  svg(title, kind, `<path fill="${SILHOUETTE}" d="${bodyPath(model)}"/>`);

/** Every configurator layer by its file name (without .svg), as an SVG document. */
export function configuratorLayers(): Record<string, string> {
  const s = MODELS['auric-s'];
  const single = (at: number, slant?: number): Pickup => ({ kind: 'single', at, slant });
  const hum = (at: number): Pickup => ({ kind: 'humbucker', at });
  return {
    'body-single-cut': body('Body: single cut', 'guitar', MODELS.ember),
    'body-double-cut': body('Body: double cut', 'guitar', s),
    'body-offset': body('Body: offset', 'guitar', MODELS.cobalt),
    'body-jazz': body('Body: jazz', 'bass', MODELS['atlas-j5']),
    'body-precision': body('Body: precision', 'bass', MODELS['atlas-p']),
    'neck-guitar': svg('Guitar neck and headstock', 'guitar', neck('guitar')),
    'neck-bass': svg('Bass neck and headstock', 'bass', neck('bass')),
    'fretboard-guitar': svg('Guitar fretboard', 'guitar', fretboard('guitar')),
    'fretboard-bass': svg('Bass fretboard', 'bass', fretboard('bass')),
    'pickups-guitar-sss': svg('Three single coils', 'guitar', pickups('guitar', s.pickups)),
    'pickups-guitar-hss': svg(
      'Two single coils and a bridge humbucker',
      'guitar',
      pickups('guitar', [hum(46), single(92), single(148)]),
    ),
    'pickups-guitar-hh': svg('Two humbuckers', 'guitar', pickups('guitar', [hum(46), hum(148)])),
    'pickups-bass-jj': svg(
      'Two jazz pickups',
      'bass',
      pickups('bass', [
        { kind: 'jazz', at: 36 },
        { kind: 'jazz', at: 128 },
      ]),
    ),
    'pickups-bass-pj': svg(
      'A split-coil and a jazz pickup',
      'bass',
      pickups('bass', [
        { kind: 'jazz', at: 36 },
        { kind: 'split', at: 150 },
      ]),
    ),
    'hardware-guitar-hardtail': svg(
      'Guitar hardware with a hardtail bridge',
      'guitar',
      hardware('guitar', 'bass', s.knobs),
    ),
    'hardware-guitar-tremolo': svg('Guitar hardware with a tremolo', 'guitar', hardware('guitar', 'tremolo', s.knobs)),
    'hardware-bass': svg('Bass hardware', 'bass', hardware('bass', 'bass', MODELS['atlas-p'].knobs)),
  };
}
