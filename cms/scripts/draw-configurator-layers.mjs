// Draws the configurator's picture layers as small SVG files in seed/configurator/, which the seed
// uploads to the media library and links to the option values (src/seed/content/configurator.ts).
// Run by hand after changing a drawing: `npm run draw-configurator --prefix cms`; the files are
// committed, so starting the CMS never needs this script.
//
// Every layer is drawn on ONE canvas, viewBox 0 0 400 1000: the instrument stands upright, headstock
// at the top, body at the bottom, so the site stacks the chosen layers without moving any.
// Body shapes, necks and fretboards are silhouettes: the site fills them with the chosen wood or
// finish colour (only their alpha counts). Hardware is a silhouette tinted by its value's colour;
// pickups carry their own colours.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'seed', 'configurator');
const SILHOUETTE = '#c8a173';

const svg = (title, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 1000" width="400" height="1000"><title>${title}</title>${body}</svg>\n`;
const silhouette = (title, d) => svg(title, `<path fill="${SILHOUETTE}" d="${d}"/>`);

// Where the parts sit. The bass's nut is higher (a longer neck); both necks meet the body near y 640.
const guitar = { nut: 212, neckEnd: 690, headTop: 34 };
const bass = { nut: 122, neckEnd: 706, headTop: 8 };

const bodies = {
  'body-single-cut':
    'M178 600C120 600 78 630 82 690C85 730 105 745 100 775C95 805 58 830 62 890C66 945 130 968 200 968C270 968 334 945 338 890C342 830 305 805 300 775C296 745 322 730 318 690C314 660 290 640 262 648C245 652 236 632 222 600Z',
  'body-double-cut':
    'M178 640C170 610 160 560 140 545C118 530 90 545 86 590C82 640 98 680 96 720C94 760 60 800 62 870C64 940 130 968 200 968C270 968 336 940 338 870C340 800 306 770 306 730C306 690 322 660 318 620C314 585 290 572 270 585C250 598 232 620 222 640Z',
  'body-offset':
    'M178 640C168 600 150 560 122 552C95 545 70 570 74 615C78 660 100 690 92 730C84 775 50 810 56 880C62 950 140 975 215 965C290 955 344 925 340 860C336 800 300 790 304 745C308 705 330 690 322 650C314 610 286 600 266 612C246 624 232 630 222 640Z',
  'body-jazz':
    'M176 640C166 600 150 540 126 532C100 524 76 550 80 600C84 650 104 690 94 735C84 780 46 815 52 888C58 960 130 985 210 980C290 975 350 945 346 875C342 810 304 795 308 748C312 705 334 690 326 648C318 610 290 600 268 612C248 624 234 630 224 640Z',
  'body-precision':
    'M176 640C168 600 150 545 128 538C104 530 80 552 82 600C84 650 106 690 100 735C94 780 52 815 56 885C60 955 130 982 200 982C270 982 340 955 344 885C348 815 306 780 300 735C294 690 316 660 318 620C320 585 296 570 274 584C254 597 236 620 224 640Z',
};

/** Headstock and neck in one outline, from the top of the headstock to where the fretboard ends over the body. */
function neck({ nut, neckEnd, headTop }, width) {
  const at = (share) => Math.round(nut - (nut - headTop) * share);
  return `M180 ${nut}C176 ${at(0.25)} ${200 - width} ${at(0.45)} ${200 - width} ${at(0.7)}C${200 - width} ${headTop + 12} ${190 - width / 2} ${headTop} 200 ${headTop}C${210 + width / 2} ${headTop} ${200 + width} ${headTop + 12} ${200 + width} ${at(0.7)}C${200 + width} ${at(0.45)} 224 ${at(0.25)} 220 ${nut}L228 ${neckEnd}L172 ${neckEnd}Z`;
}

/** The fretboard, a little inside the neck's edges, from the nut to where it ends over the body. */
const fretboard = ({ nut, neckEnd }) => `M181 ${nut + 2}L219 ${nut + 2}L226 ${neckEnd}L174 ${neckEnd}Z`;

const poles = (x, y, count, gap) =>
  Array.from({ length: count }, (_, i) => `<circle cx="${x + i * gap}" cy="${y}" r="2.6" fill="#b9bcc0"/>`).join('');
const singleCoil = (y, width = 70) =>
  `<rect x="${200 - width / 2}" y="${y - 9}" width="${width}" height="18" rx="9" fill="#1b1b1b" stroke="#4a4a4a"/>${poles(200 - width / 2 + 10, y, 6, (width - 20) / 5)}`;
const humbucker = (y) =>
  `<rect x="162" y="${y - 17}" width="76" height="34" rx="5" fill="#1b1b1b" stroke="#4a4a4a"/>${poles(172, y - 7, 6, 11.2)}${poles(172, y + 7, 6, 11.2)}`;
const jazzCoil = (y) =>
  `<rect x="158" y="${y - 10}" width="84" height="20" rx="6" fill="#1b1b1b" stroke="#4a4a4a"/>${poles(176, y, 4, 16)}`;
const splitCoil = (y) =>
  `<rect x="148" y="${y - 20}" width="52" height="20" rx="6" fill="#1b1b1b" stroke="#4a4a4a"/>${poles(164, y - 10, 2, 20)}<rect x="200" y="${y - 4}" width="52" height="20" rx="6" fill="#1b1b1b" stroke="#4a4a4a"/>${poles(216, y + 6, 2, 20)}`;

const pickups = {
  'pickups-guitar-sss': ['Three single coils', `${singleCoil(730)}${singleCoil(782)}${singleCoil(834)}`],
  'pickups-guitar-hss': [
    'Two single coils and a bridge humbucker',
    `${singleCoil(730)}${singleCoil(782)}${humbucker(834)}`,
  ],
  'pickups-guitar-hh': ['Two humbuckers', `${humbucker(730)}${humbucker(834)}`],
  'pickups-bass-jj': ['Two jazz pickups', `${jazzCoil(770)}${jazzCoil(860)}`],
  'pickups-bass-pj': ['A split-coil and a jazz pickup', `${splitCoil(770)}${jazzCoil(860)}`],
};

const tuners = (ys, r) =>
  ys.map((y) => `<circle cx="176" cy="${y}" r="${r}"/><circle cx="224" cy="${y}" r="${r}"/>`).join('');
const knobs = (spots) => spots.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="11"/>`).join('');
const hardware = {
  'hardware-guitar-hardtail': [
    'Guitar hardware with a hardtail bridge',
    `${tuners([72, 112, 152], 7)}<rect x="164" y="872" width="72" height="26" rx="4"/>${knobs([
      [280, 880],
      [294, 918],
    ])}`,
  ],
  'hardware-guitar-tremolo': [
    'Guitar hardware with a tremolo',
    `${tuners([72, 112, 152], 7)}<rect x="160" y="866" width="80" height="40" rx="6"/><path d="M238 890C262 894 280 910 286 940" fill="none" stroke="#000" stroke-width="5" stroke-linecap="round"/>${knobs(
      [
        [280, 860],
        [298, 952],
      ],
    )}`,
  ],
  'hardware-bass': [
    'Bass hardware',
    `${tuners([34, 80], 10)}<rect x="154" y="906" width="92" height="30" rx="4"/>${knobs([
      [286, 880],
      [300, 918],
      [306, 954],
    ])}`,
  ],
};

const drawings = {
  ...Object.fromEntries(
    Object.entries(bodies).map(([name, d]) => [name, silhouette(name.replace('body-', 'Body: '), d)]),
  ),
  'neck-guitar': silhouette('Guitar neck and headstock', neck(guitar, 34)),
  'neck-bass': silhouette('Bass neck and headstock', neck(bass, 38)),
  'fretboard-guitar': silhouette('Guitar fretboard', fretboard(guitar)),
  'fretboard-bass': silhouette('Bass fretboard', fretboard(bass)),
  ...Object.fromEntries(Object.entries(pickups).map(([name, [title, body]]) => [name, svg(title, body)])),
  ...Object.fromEntries(
    Object.entries(hardware).map(([name, [title, body]]) => [name, svg(title, `<g fill="#000">${body}</g>`)]),
  ),
};

mkdirSync(outDir, { recursive: true });
for (const [name, text] of Object.entries(drawings)) writeFileSync(join(outDir, `${name}.svg`), text);
console.log(`wrote ${Object.keys(drawings).length} layers to ${outDir}`);
