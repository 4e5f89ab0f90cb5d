// Renders the seed illustrations (drawn here as SVG) to small WebP files in seed/images.
// Run by hand after changing a drawing: `node scripts/render-seed-images.mjs`. The WebP files are
// committed, so starting the CMS never needs this script.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'seed', 'images');
const W = 800;
const H = 600;

const frame = (
  background,
  body,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${background[0]}"/><stop offset="1" stop-color="${background[1]}"/></linearGradient>
  <radialGradient id="burst" cx="0.5" cy="0.55" r="0.6"><stop offset="0" stop-color="#f3c16b"/><stop offset="0.55" stop-color="#c0722a"/><stop offset="0.85" stop-color="#5a2a12"/><stop offset="1" stop-color="#2a140a"/></radialGradient>
  <linearGradient id="maple" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#e9cf9c"/><stop offset="1" stop-color="#d8b57a"/></linearGradient>
  <linearGradient id="ash" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#efdcb5"/><stop offset="1" stop-color="#cfae78"/></linearGradient>
  <linearGradient id="amber" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f2a93b"/><stop offset="1" stop-color="#9c4f12"/></linearGradient>
  <pattern id="grain" width="40" height="12" patternUnits="userSpaceOnUse"><path d="M0 6 Q10 2 20 6 T40 6" fill="none" stroke="#000" stroke-opacity="0.08" stroke-width="1.5"/></pattern>
  <pattern id="weave" width="8" height="8" patternUnits="userSpaceOnUse"><rect width="8" height="8" fill="#d9c48f"/><path d="M0 0 L8 8 M8 0 L0 8" stroke="#b59c62" stroke-width="1"/></pattern>
</defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
${body}
</svg>`;

const floor = (color = '#00000022') => `<ellipse cx="400" cy="540" rx="300" ry="26" fill="${color}"/>`;

const drawings = {
  'guitar-sunburst': frame(
    ['#f4ead8', '#e2cfae'],
    `${floor()}
  <g transform="translate(60 80) scale(0.85) rotate(-28 400 300)">
    <rect x="385" y="40" width="34" height="270" rx="6" fill="url(#maple)"/>
    <rect x="389" y="40" width="26" height="250" fill="#3b2416"/>
    ${Array.from({ length: 14 }, (_, i) => `<rect x="389" y="${60 + i * 16}" width="26" height="2" fill="#c9c9c9"/>`).join('')}
    <path d="M378 20 h48 l8 -40 h-64 z" fill="#2a140a"/>
    <path d="M402 300 C300 290 255 360 280 420 C300 470 260 520 320 560 C380 600 460 590 500 555 C545 515 520 470 535 430 C555 380 500 300 402 300 Z" fill="url(#burst)"/>
    <path d="M402 300 C300 290 255 360 280 420 C300 470 260 520 320 560 C380 600 460 590 500 555 C545 515 520 470 535 430 C555 380 500 300 402 300 Z" fill="url(#grain)"/>
    <rect x="372" y="380" width="60" height="22" rx="4" fill="#1b1b1b"/><rect x="372" y="440" width="60" height="22" rx="4" fill="#1b1b1b"/>
    <rect x="378" y="500" width="48" height="10" rx="2" fill="#b5b5b5"/>
    <circle cx="480" cy="500" r="9" fill="#e8d5a8"/><circle cx="490" cy="530" r="9" fill="#e8d5a8"/>
  </g>`,
  ),
  'bass-natural': frame(
    ['#e7efe9', '#c9d8cf'],
    `${floor()}
  <g transform="translate(60 95) scale(0.8) rotate(-24 400 300)">
    <rect x="386" y="0" width="30" height="330" rx="6" fill="url(#maple)"/>
    ${Array.from({ length: 16 }, (_, i) => `<rect x="386" y="${20 + i * 19}" width="30" height="2" fill="#8d8d8d"/>`).join('')}
    <path d="M376 -30 h50 l6 -50 h-62 z" fill="url(#maple)"/>
    <path d="M400 320 C330 300 290 350 305 400 C320 440 270 470 290 530 C310 590 400 600 470 585 C540 570 550 520 520 480 C500 450 540 420 520 380 C500 330 460 330 400 320 Z" fill="url(#ash)"/>
    <path d="M400 320 C330 300 290 350 305 400 C320 440 270 470 290 530 C310 590 400 600 470 585 C540 570 550 520 520 480 C500 450 540 420 520 380 C500 330 460 330 400 320 Z" fill="url(#grain)"/>
    <rect x="370" y="420" width="62" height="26" rx="5" fill="#232323"/><rect x="372" y="520" width="58" height="14" rx="2" fill="#9a9a9a"/>
  </g>`,
  ),
  'amp-combo': frame(
    ['#efe6da', '#d6c4ab'],
    `${floor()}
  <rect x="200" y="150" width="400" height="370" rx="14" fill="#c9955a"/>
  <rect x="200" y="150" width="400" height="370" rx="14" fill="url(#grain)"/>
  <rect x="225" y="175" width="350" height="70" rx="6" fill="#3a2a1c"/>
  ${[0, 1, 2, 3].map((i) => `<circle cx="${290 + i * 70}" cy="210" r="14" fill="#f1e6cf"/><line x1="${290 + i * 70}" y1="210" x2="${290 + i * 70}" y2="198" stroke="#3a2a1c" stroke-width="3"/>`).join('')}
  <circle cx="545" cy="210" r="7" fill="#e0453a"/>
  <rect x="225" y="265" width="350" height="230" rx="6" fill="url(#weave)"/>
  <rect x="330" y="120" width="140" height="34" rx="12" fill="none" stroke="#3a2a1c" stroke-width="10"/>`,
  ),
  'tote-bag': frame(
    ['#f6efe6', '#e4d6c3'],
    `${floor()}
  <path d="M320 230 C320 110 480 110 480 230" fill="none" stroke="#d9c7a3" stroke-width="18"/>
  <path d="M250 220 h300 l20 320 h-340 z" fill="#efe3c8"/>
  <path d="M250 220 h300 l20 320 h-340 z" fill="url(#grain)" opacity="0.4"/>
  <g transform="translate(400 370)">
    <path d="M-28 -90 h56 l10 -30 h-76 z" fill="#2f2a24"/>
    <rect x="-10" y="-90" width="20" height="120" fill="#2f2a24"/>
    <circle cx="0" cy="60" r="42" fill="none" stroke="#2f2a24" stroke-width="8"/>
    <text x="0" y="140" font-family="DejaVu Sans, sans-serif" font-size="34" font-weight="bold" text-anchor="middle" fill="#2f2a24">TONEWOOD</text>
  </g>`,
  ),
  'guitar-case': frame(
    ['#e9edf2', '#c7d0da'],
    `${floor()}
  <path d="M160 300 C160 220 260 210 330 240 C390 265 430 250 480 230 C560 200 650 230 650 300 C650 370 560 400 480 370 C430 350 390 335 330 360 C260 390 160 380 160 300 Z" fill="#2d2a28"/>
  <path d="M170 300 C170 230 262 222 330 250 C390 275 430 260 480 240 C556 212 640 238 640 300" fill="none" stroke="#4a4542" stroke-width="6"/>
  ${[250, 400, 560].map((x) => `<rect x="${x - 14}" y="290" width="28" height="22" rx="3" fill="#c9a24a"/>`).join('')}
  <rect x="370" y="200" width="60" height="16" rx="8" fill="#6b4a2e"/>
  <rect x="120" y="420" width="560" height="110" rx="6" fill="#c8a676"/>
  <text x="400" y="490" font-family="DejaVu Sans, sans-serif" font-size="30" text-anchor="middle" fill="#5b3f22">FRAGILE · HANDMADE INSTRUMENT</text>`,
  ),
  'shellac-finish': frame(
    ['#f3e4cf', '#d9b98f'],
    `
  <rect x="0" y="380" width="800" height="220" fill="url(#burst)"/>
  <rect x="0" y="380" width="800" height="220" fill="url(#grain)"/>
  <ellipse cx="300" cy="400" rx="110" ry="18" fill="#00000033"/>
  <rect x="200" y="170" width="200" height="230" rx="22" fill="#fbf4e6" fill-opacity="0.55" stroke="#8c6a3f" stroke-width="4"/>
  <rect x="214" y="250" width="172" height="136" rx="14" fill="url(#amber)"/>
  ${Array.from({ length: 14 }, (_, i) => `<path d="M${226 + (i % 7) * 23} ${268 + Math.floor(i / 7) * 40} l14 -6 l8 10 l-12 8 z" fill="#f7c46a" fill-opacity="0.85"/>`).join('')}
  <rect x="190" y="140" width="220" height="40" rx="8" fill="#5b3f22"/>
  <path d="M520 430 C500 380 560 340 610 360 C660 380 670 430 640 455 C610 480 540 470 520 430 Z" fill="#f4efe4"/>
  <path d="M545 400 C580 385 620 395 640 420" fill="none" stroke="#d8cbb3" stroke-width="4"/>`,
  ),
  'neck-jig': frame(
    ['#eef0ea', '#d5d9cc'],
    `
  <rect x="80" y="330" width="640" height="170" rx="8" fill="#d8c59e"/>
  <rect x="80" y="330" width="640" height="170" rx="8" fill="url(#grain)"/>
  <rect x="80" y="300" width="640" height="24" fill="#b79f74"/><rect x="80" y="500" width="640" height="24" fill="#b79f74"/>
  <path d="M120 390 h560 v40 C600 470 200 470 120 430 Z" fill="url(#maple)"/>
  <rect x="120" y="380" width="560" height="14" fill="#3b2416"/>
  ${[180, 620].map((x) => `<path d="M${x - 50} 250 h100 v40 C${x + 40} 320 ${x - 40} 320 ${x - 50} 290 Z" fill="#7d6a55"/>`).join('')}
  <rect x="300" y="170" width="200" height="110" rx="12" fill="#3f4a52"/>
  <rect x="380" y="280" width="40" height="60" fill="#8a949b"/>
  <circle cx="400" cy="225" r="22" fill="#d45a2a"/>`,
  ),
  'tonewood-stack': frame(
    ['#f1ebe0', '#d9ccb6'],
    `${floor('#00000030')}
  ${[
    ['#e9d3a6', 470],
    ['#d9b487', 420],
    ['#c68f5c', 370],
    ['#efe0bd', 320],
    ['#b9794a', 270],
    ['#e4c896', 220],
  ]
    .map(
      ([c, y], i) =>
        `<rect x="${130 + (i % 2) * 30}" y="${y}" width="${520 - (i % 3) * 20}" height="46" rx="4" fill="${c}"/><rect x="${130 + (i % 2) * 30}" y="${y}" width="${520 - (i % 3) * 20}" height="46" rx="4" fill="url(#grain)"/><rect x="${130 + (i % 2) * 30}" y="${y + 40}" width="${520 - (i % 3) * 20}" height="6" fill="#00000018"/>`,
    )
    .join('')}`,
  ),
  'pickup-coil': frame(
    ['#ecebf0', '#cfcbd8'],
    `${floor()}
  <rect x="220" y="200" width="360" height="60" rx="30" fill="#1e1e1e"/>
  <rect x="240" y="260" width="320" height="160" rx="60" fill="#b5652d"/>
  ${Array.from({ length: 18 }, (_, i) => `<path d="M248 ${270 + i * 8.5} H552" stroke="#d98a4a" stroke-opacity="0.7" stroke-width="2"/>`).join('')}
  <rect x="220" y="420" width="360" height="60" rx="30" fill="#1e1e1e"/>
  ${Array.from({ length: 6 }, (_, i) => `<circle cx="${275 + i * 50}" cy="230" r="11" fill="#9ea3a8"/>`).join('')}
  <path d="M580 330 C650 320 690 260 720 180" fill="none" stroke="#c7763a" stroke-width="2.5"/>`,
  ),
  workbench: frame(
    ['#f0e8dc', '#d5c3a8'],
    `
  <rect x="40" y="360" width="720" height="60" fill="#a8784a"/><rect x="40" y="360" width="720" height="60" fill="url(#grain)"/>
  <rect x="80" y="420" width="40" height="180" fill="#8a5f38"/><rect x="680" y="420" width="40" height="180" fill="#8a5f38"/>
  <path d="M260 250 C200 250 180 300 200 330 C215 352 200 362 250 362 L470 362 C520 362 505 352 520 330 C540 300 520 250 460 250 C420 250 400 270 360 270 C320 270 300 250 260 250 Z" fill="url(#ash)"/>
  <path d="M260 250 C200 250 180 300 200 330 C215 352 200 362 250 362 L470 362 C520 362 505 352 520 330 C540 300 520 250 460 250 C420 250 400 270 360 270 C320 270 300 250 260 250 Z" fill="url(#grain)"/>
  <g transform="translate(560 330)"><rect width="110" height="30" rx="6" fill="#3f4a52"/><rect x="20" y="-20" width="50" height="22" rx="6" fill="#c0392b"/></g>
  ${[0, 1, 2].map((i) => `<g transform="translate(${90 + i * 40} 300) rotate(-8)"><rect width="16" height="40" rx="4" fill="#7a4b2a"/><rect x="5" y="40" width="6" height="20" fill="#b8bcc0"/></g>`).join('')}`,
  ),
};

mkdirSync(outDir, { recursive: true });
for (const [name, svg] of Object.entries(drawings)) {
  const file = join(outDir, `${name}.webp`);
  const info = await sharp(Buffer.from(svg)).webp({ quality: 78 }).toFile(file);
  console.log(`${name}.webp ${info.width}x${info.height} ${(info.size / 1024).toFixed(1)} KB`);
}
