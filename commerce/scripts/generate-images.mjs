// Draws the catalog's product illustrations as small SVG files in static/products/.
// Medusa serves static/ at /static, so the seed links them as
// `${MEDUSA_BACKEND_URL}/static/products/<handle>.svg`. Run after editing src/data/catalog.json.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const catalog = JSON.parse(readFileSync(path.join(root, 'src/data/catalog.json'), 'utf8'));
const outDir = path.join(root, 'static/products');
mkdirSync(outDir, { recursive: true });

const W = 800;
const H = 600;

function defs({ colour, wood }) {
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6f1e9"/><stop offset="1" stop-color="#e9e0d2"/></linearGradient><radialGradient id="finish" cx=".4" cy=".4" r=".75"><stop offset="0" stop-color="${colour}" stop-opacity=".75"/><stop offset=".7" stop-color="${colour}"/><stop offset="1" stop-color="#1c120c"/></radialGradient><linearGradient id="wood" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${wood}"/><stop offset=".5" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="${wood}"/></linearGradient><pattern id="grain" width="14" height="60" patternUnits="userSpaceOnUse"><path d="M3 0q4 30 0 60M10 0q-3 30 1 60" stroke="#000" stroke-opacity=".08" fill="none"/></pattern></defs><rect width="${W}" height="${H}" fill="url(#bg)"/><ellipse cx="400" cy="560" rx="300" ry="18" fill="#000" opacity=".08"/>`;
}

const bodies = {
  double:
    'M260 300c-60-40-100 10-90 70 10 70 70 130 170 130s150-40 160-100c6-40-20-60-30-90-8-30 10-70-20-80-30-8-40 30-70 30-40 0-50-40-90-40-30 0-30 60-30 80z',
  single:
    'M250 330c-40-50-10-120 50-120 40 0 60 30 100 30 30 0 30-50 80-40 40 10 30 60 40 90 12 40 40 60 30 110-14 70-90 100-160 100-100 0-170-60-140-170z',
  offset:
    'M240 290c-40 10-80 60-60 120 20 60 90 90 170 90 100 0 170-40 170-110 0-40-30-50-30-80s30-60 0-80c-30-20-60 20-100 20s-50-30-90-30c-40 0-20 60-60 70z',
  archtop:
    'M300 230c-50 0-90 40-80 90 5 25 20 30 20 50-10 20-50 40-40 90 12 50 80 70 160 70s150-20 160-70c10-50-30-70-40-90 0-20 25-25 20-50-10-50-60-60-90-60-20 0-20 20-55 20s-35-50-55-50z',
};

function instrument({ shape }, bass) {
  const body = bodies[shape] ?? bodies.double;
  const neckLength = bass ? 330 : 270;
  const neckX = 520;
  const headX = neckX + neckLength;
  const strings = bass ? 4 : 6;
  const stringLines = Array.from({ length: strings }, (_, i) => {
    const y = 318 + (i * 24) / (strings - 1);
    return `<line x1="300" y1="${y}" x2="${headX + 20}" y2="${y}" stroke="#eee" stroke-width="${bass ? 1.6 : 1}" opacity=".8"/>`;
  }).join('');
  const frets = Array.from({ length: 14 }, (_, i) => {
    const x = headX - 8 - i * (neckLength / 16) * (1 - i * 0.025);
    return `<line x1="${x.toFixed(0)}" y1="314" x2="${x.toFixed(0)}" y2="346" stroke="#d8d8d8" stroke-width="2"/>`;
  }).join('');
  const archtop =
    shape === 'archtop'
      ? `<path d="M330 300q10 30 0 60M420 300q-10 30 0 60" stroke="#1c120c" stroke-width="6" fill="none" stroke-linecap="round"/>`
      : `<rect x="360" y="312" width="${bass ? 40 : 30}" height="40" rx="6" fill="#1c1c1c"/><rect x="430" y="312" width="30" height="40" rx="6" fill="#1c1c1c"/>`;
  return `<g transform="rotate(-18 400 330)"><path d="${body}" fill="url(#finish)" stroke="#1c120c" stroke-width="4"/><path d="${body}" fill="url(#grain)"/><rect x="${neckX - 200}" y="312" width="${neckLength + 200}" height="36" rx="6" fill="url(#wood)" stroke="#5a3a1a" stroke-width="2"/>${frets}<path d="M${headX} 306l90-14q20 0 20 20v36q0 20-20 20l-90-14z" fill="url(#wood)" stroke="#5a3a1a" stroke-width="2"/>${archtop}<rect x="290" y="308" width="24" height="44" rx="4" fill="#b8b8b8"/><circle cx="300" cy="400" r="10" fill="#d4af37"/><circle cx="335" cy="415" r="10" fill="#d4af37"/>${stringLines}</g>`;
}

function amp({ shape, wood }) {
  const tall = shape === 'combo' || shape === 'cabinet';
  const y = tall ? 150 : 250;
  const h = tall ? 340 : 170;
  const grille =
    shape === 'head'
      ? `<rect x="200" y="${y + 30}" width="400" height="60" rx="6" fill="${wood}" opacity=".9"/>`
      : `<rect x="190" y="${y + (shape === 'combo' ? 80 : 30)}" width="420" height="${shape === 'combo' ? 230 : 280}" rx="10" fill="${wood}"/><rect x="190" y="${y + (shape === 'combo' ? 80 : 30)}" width="420" height="${shape === 'combo' ? 230 : 280}" rx="10" fill="url(#grain)"/>`;
  const knobs =
    shape === 'cabinet'
      ? ''
      : Array.from(
          { length: 6 },
          (_, i) =>
            `<circle cx="${260 + i * 56}" cy="${y + (shape === 'head' ? 130 : 42)}" r="13" fill="#111" stroke="#d4af37" stroke-width="3"/>`,
        ).join('');
  return `<rect x="170" y="${y}" width="460" height="${h}" rx="22" fill="url(#finish)" stroke="#111" stroke-width="5"/>${grille}${knobs}<rect x="340" y="${y - 22}" width="120" height="22" rx="10" fill="#111"/><circle cx="590" cy="${y + (shape === 'head' ? 130 : 42)}" r="7" fill="#e23"/>`;
}

function merch({ kind, shape, colour, wood }) {
  if (kind === 'tote') {
    return `<path d="M330 230q0-100 70-100t70 100" stroke="${wood}" stroke-width="14" fill="none"/><path d="M240 230h320l-20 300H260z" fill="${colour}" stroke="#6b5a3a" stroke-width="4"/><path d="M240 230h320l-20 300H260z" fill="url(#grain)"/>${logo(400, 380, wood)}`;
  }
  if (kind === 'shirt') {
    const hood =
      shape === 'hoodie'
        ? `<path d="M340 150q60-70 120 0l-20 40h-80z" fill="${colour}" stroke="#111" stroke-width="4"/>`
        : '';
    return `${hood}<path d="M320 150l-120 60 40 90 50-20v230h220V280l50 20 40-90-120-60q-40 40-80 0z" fill="${colour}" stroke="#111" stroke-width="4"/>${logo(400, 320, wood)}`;
  }
  if (kind === 'strap') {
    return `<path d="M150 420q250-300 500-120" stroke="${colour}" stroke-width="60" fill="none" stroke-linecap="round"/><path d="M150 420q250-300 500-120" stroke="${wood}" stroke-width="3" stroke-dasharray="10 8" fill="none" transform="translate(0 -22)"/><path d="M150 420q250-300 500-120" stroke="${wood}" stroke-width="3" stroke-dasharray="10 8" fill="none" transform="translate(0 22)"/>`;
  }
  if (kind === 'picks') {
    const pick = (x, y, r, c) =>
      `<path d="M${x} ${y}q60 0 60 50q0 50-60 100q-60-50-60-100q0-50 60-50z" fill="${c}" stroke="#111" stroke-width="3" transform="rotate(${r} ${x} ${y + 70})"/>`;
    return `<rect x="180" y="200" width="440" height="300" rx="40" fill="#bfc3c7" stroke="#666" stroke-width="5"/>${pick(320, 260, -20, colour)}${pick(400, 250, 5, '#8a5a32')}${pick(480, 260, 25, '#2b2b2b')}`;
  }
  return `<rect x="260" y="220" width="280" height="300" rx="26" fill="url(#finish)" stroke="#111" stroke-width="5"/><circle cx="330" cy="280" r="22" fill="#111" stroke="#d4af37" stroke-width="4"/><circle cx="400" cy="280" r="22" fill="#111" stroke="#d4af37" stroke-width="4"/><circle cx="470" cy="280" r="22" fill="#111" stroke="#d4af37" stroke-width="4"/><circle cx="400" cy="440" r="34" fill="#c8c8c8" stroke="#555" stroke-width="5"/><circle cx="400" cy="350" r="8" fill="#e23"/>`;
}

function logo(x, y, colour) {
  return `<g transform="translate(${x} ${y})" fill="none" stroke="${colour}" stroke-width="6"><circle r="48"/><path d="M-22 -18h44M0 -18v46"/></g>`;
}

function draw(product) {
  const { art } = product;
  let scene;
  if (art.kind === 'guitar' || art.kind === 'bass') scene = instrument(art, art.kind === 'bass');
  else if (art.kind === 'amp') scene = amp(art);
  else scene = merch(art);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${product.title}"><title>${product.title}</title>${defs(art)}${scene}</svg>\n`;
}

for (const product of catalog.products) {
  writeFileSync(path.join(outDir, `${product.handle}.svg`), draw(product));
}
console.log(`wrote ${catalog.products.length} illustrations to ${path.relative(process.cwd(), outDir) || '.'}`);
