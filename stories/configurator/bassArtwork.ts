// Sample artwork for the ConfiguratorPreview stories: a four-string offset bass drawn on the
// preview's 400 × 1000 canvas, one SVG per layer, as data: URLs (no request, no file to serve).
import type { PreviewLayer } from '@tonewood/design-system';

const svg = (body: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="1000" viewBox="0 0 400 1000">${body}</svg>`,
  )}`;

const bodyPath =
  'M186 520 L214 520 C230 495 248 462 270 448 C292 434 316 440 318 470 C320 500 300 540 306 590 ' +
  'C312 640 356 690 356 790 C356 900 286 972 200 972 C114 972 44 905 46 800 C48 712 92 668 92 620 ' +
  'C92 580 60 540 58 490 C56 440 84 418 112 430 C140 442 166 480 186 520 Z';

const guardPath =
  'M172 530 C150 500 120 470 104 488 C90 505 100 545 110 580 C122 625 108 680 112 730 ' +
  'C116 770 150 770 172 760 L246 744 C262 740 268 720 266 700 C262 660 262 620 278 585 ' +
  'C292 550 298 500 284 486 C270 474 246 500 228 530 Z';

/** Where the frets sit on a 720 px scale from the nut (y 170) to the saddles (y 890). */
const fretY = (n: number) => 170 + 720 * (1 - 2 ** (-n / 12));
const frets = Array.from({ length: 20 }, (_, i) => fretY(i + 1));
const dots = [3, 5, 7, 9, 15, 17, 19].map((n) => (fretY(n - 1) + fretY(n)) / 2);
const twelfth = (fretY(11) + fretY(12)) / 2;

/** The body's outline: the shape a finish colour fills. */
const bodyShape = svg(`<path d="${bodyPath}" fill="#000"/>`);

/** Light on the top and shade towards the edges, over whatever finish is below. */
const bodyShading = svg(
  `<defs><radialGradient id="s" cx="0.45" cy="0.45" r="0.62">` +
    `<stop offset="0.55" stop-color="#fff" stop-opacity="0.10"/>` +
    `<stop offset="1" stop-color="#1e1a17" stop-opacity="0.45"/></radialGradient></defs>` +
    `<path d="${bodyPath}" fill="url(#s)" stroke="#1e1a17" stroke-opacity="0.5" stroke-width="2"/>`,
);

/** The pickguard's outline: coloured by the story (image + colour). */
const guardShape = svg(`<path d="${guardPath}" fill="#000"/>`);

const neckParts = (fretboard: string) =>
  svg(
    `<path d="M183 170 L183 150 C170 128 166 98 174 62 C181 32 200 16 224 20 C244 24 248 44 236 62 ` +
      `C226 80 220 104 222 132 L217 170 Z" fill="#e3c088" stroke="#8a5a2b" stroke-width="1.5"/>` +
      `<path d="M183 165 L217 165 L224 684 L176 684 Z" fill="#e3c088"/>` +
      `<path d="M184 170 L216 170 L223 676 L177 676 Z" fill="${fretboard}"/>` +
      frets
        .map((y) => {
          const half = 16 + ((y - 170) / 506) * 7;
          return `<line x1="${200 - half}" y1="${y.toFixed(1)}" x2="${200 + half}" y2="${y.toFixed(1)}" stroke="#c9ccd1" stroke-width="1.6"/>`;
        })
        .join('') +
      dots.map((y) => `<circle cx="200" cy="${y.toFixed(1)}" r="3.2" fill="#f4efe4"/>`).join('') +
      `<circle cx="192" cy="${twelfth.toFixed(1)}" r="3.2" fill="#f4efe4"/><circle cx="208" cy="${twelfth.toFixed(1)}" r="3.2" fill="#f4efe4"/>` +
      `<rect x="183" y="167" width="34" height="4" fill="#f4efe4"/>` +
      [44, 74, 104, 134]
        .map(
          (y, i) =>
            `<rect x="150" y="${y - 7}" width="${34 + i * 2}" height="14" rx="4" fill="#c9ccd1" stroke="#6f747b"/>` +
            `<circle cx="${196 + i * 4}" cy="${y}" r="6" fill="#c9ccd1" stroke="#6f747b"/>`,
        )
        .join(''),
  );

/** Neck and headstock with a rosewood fretboard, and the same with a maple one. */
const neckRosewood = neckParts('#3b2418');
export const neckMaple = neckParts('#d8b070');

const pickup = (cx: number, cy: number, angle: number) =>
  `<g transform="rotate(${angle} ${cx} ${cy})"><rect x="${cx - 55}" y="${cy - 12}" width="110" height="24" rx="12" fill="#1e1a17"/>` +
  [-30, -10, 10, 30]
    .map(
      (dx) =>
        `<circle cx="${cx + dx - 4}" cy="${cy}" r="2.6" fill="#8a8f96"/><circle cx="${cx + dx + 4}" cy="${cy}" r="2.6" fill="#8a8f96"/>`,
    )
    .join('') +
  `</g>`;

/** Two single-coil bass pickups, the bridge one slanted. */
const pickups = svg(pickup(200, 706, 0) + pickup(204, 800, -6));

/** Bridge, control plate with three knobs, strings and strap buttons. */
const hardware = svg(
  `<rect x="162" y="872" width="82" height="46" rx="4" fill="#c9ccd1" stroke="#6f747b" stroke-width="1.5"/>` +
    [180, 196, 212, 228]
      .map((x) => `<rect x="${x - 5}" y="882" width="10" height="16" rx="2" fill="#8a8f96"/>`)
      .join('') +
    `<g transform="rotate(-24 292 860)"><rect x="272" y="808" width="40" height="104" rx="20" fill="#c9ccd1" stroke="#6f747b" stroke-width="1.5"/>` +
    [832, 860, 888].map((y) => `<circle cx="292" cy="${y}" r="10" fill="#1e1a17" stroke="#4a4642"/>`).join('') +
    `</g>` +
    [
      [190, 180],
      [197, 196],
      [203, 212],
      [210, 228],
    ]
      .map(
        ([top, bottom]) => `<line x1="${top}" y1="170" x2="${bottom}" y2="890" stroke="#e8e8e4" stroke-width="1.3"/>`,
      )
      .join('') +
    `<circle cx="200" cy="970" r="5" fill="#c9ccd1"/><circle cx="300" cy="452" r="5" fill="#c9ccd1"/>`,
);

export const finishes = { oxblood: '#7a2626', moss: '#4d5a2c', amber: '#c8872e', black: '#1e1a17' } as const;
export type Finish = keyof typeof finishes;

export const guards = { pearl: '#f1ece1', tortoise: '#5b2a17', black: '#1e1a17' } as const;

/** The layers for one configuration, bottom first. */
export function bassLayers({
  finish = 'oxblood',
  guard = guards.pearl,
  neck = neckRosewood,
}: { finish?: Finish; guard?: string; neck?: string } = {}): PreviewLayer[] {
  return [
    { id: 'body', color: finishes[finish], mask: bodyShape },
    { id: 'shading', image: bodyShading },
    { id: 'pickguard', color: guard, image: guardShape },
    { id: 'neck', image: neck },
    { id: 'pickups', image: pickups },
    { id: 'hardware', image: hardware },
  ];
}

/** Every image the sample bass can show, for `preload`. */
export const allBassImages = [bodyShape, bodyShading, guardShape, neckRosewood, neckMaple, pickups, hardware];
