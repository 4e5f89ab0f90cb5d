// Draws the catalog's product pictures into static/products/, which Medusa serves at /static.
// Amps, pedals and merchandise: one small SVG each (<handle>.svg, committed), rasterised like the
// instruments into static/products/illustrations/<handle>-<width>.<ext>; the seed links the largest
// WebP (a browser draws an SVG picture on the page's main thread: the amp's gradients and grain
// pattern were a 70 ms task at 4x CPU on the home page), or the SVG before this script has run.
// Guitars and basses: drawn by the design system's instrument renderer
// (@tonewood/design-system/instrument, the one the configurator's layers come from too), one
// picture per variant (finish, handedness, fingerboard) and view (the whole instrument, and the body
// with its pickups), rasterised with sharp to WebP and AVIF in IMAGE_WIDTHS into
// static/products/<handle>/<variant>-<view>-<width>.<ext>, plus the SVG. These are generated, not
// committed (several MB): the commerce start runs this script before the seed whenever the catalog,
// the renderer or this script changed (instruments.json keeps the fingerprint), and the seed links
// each variant's pictures to it (Medusa variant images and thumbnail).
// Run by hand after editing src/data/catalog.json: `node scripts/generate-images.mjs` (--force to redraw).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const catalog = JSON.parse(readFileSync(path.join(root, 'src/data/catalog.json'), 'utf8'));
const outDir = path.join(root, 'static/products');

/**
 * Raster widths of every instrument picture; the seed links the largest WebP, the site offers all
 * as srcsets. 800: a phone's full-width picture (412 px at 1.75 dppx needs 721) without the 1280.
 */
const IMAGE_WIDTHS = [320, 640, 800, 1280];
const VIEWS = ['front', 'body'];
const MANIFEST = path.join(outDir, 'instruments.json');

const W = 800;
const H = 600;

function defs({ colour, wood }) {
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6f1e9"/><stop offset="1" stop-color="#e9e0d2"/></linearGradient><radialGradient id="finish" cx=".4" cy=".4" r=".75"><stop offset="0" stop-color="${colour}" stop-opacity=".75"/><stop offset=".7" stop-color="${colour}"/><stop offset="1" stop-color="#1c120c"/></radialGradient><linearGradient id="wood" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${wood}"/><stop offset=".5" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="${wood}"/></linearGradient><pattern id="grain" width="14" height="60" patternUnits="userSpaceOnUse"><path d="M3 0q4 30 0 60M10 0q-3 30 1 60" stroke="#000" stroke-opacity=".08" fill="none"/></pattern></defs><rect width="${W}" height="${H}" fill="url(#bg)"/><ellipse cx="400" cy="560" rx="300" ry="18" fill="#000" opacity=".08"/>`;
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
  const scene = art.kind === 'amp' ? amp(art) : merch(art);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${product.title}"><title>${product.title}</title>${defs(art)}${scene}</svg>\n`;
}

const isInstrument = (product) => product.art.kind === 'guitar' || product.art.kind === 'bass';

/** A variant's file name part: its option values, lower case, e.g. `sunburst-left-handed`. */
const variantKey = (options) =>
  Object.values(options)
    .join(' ')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Every combination of the product's option values (as the seed makes its variants). */
function combinations(product) {
  let combos = [{}];
  for (const [title, values] of Object.entries(product.options))
    combos = combos.flatMap((combo) => values.map((value) => ({ ...combo, [title]: value })));
  return combos;
}

/** What the instrument pictures depend on: the catalog, the renderer's build and this script. */
function fingerprint(rendererDir) {
  const hash = createHash('sha256');
  hash.update(readFileSync(path.join(root, 'src/data/catalog.json')));
  hash.update(readFileSync(fileURLToPath(import.meta.url)));
  for (const file of readdirSync(rendererDir)
    .filter((f) => f.endsWith('.js'))
    .sort())
    hash.update(readFileSync(path.join(rendererDir, file)));
  return hash.digest('hex').slice(0, 16);
}

/**
 * The pictures of one guitar or bass: for every variant (option values) and view, its file name
 * (without width and extension) and its SVG, drawn by the design system's instrument renderer.
 */
export function instrumentPictures(product, { MODELS, WOODS, finishOf, renderInstrument }) {
  const { art } = product;
  const model = MODELS[art.model];
  if (!model)
    throw new Error(`catalog.json: ${product.handle} names no known instrument model (art.model "${art.model}")`);
  return combinations(product).flatMap((options) =>
    VIEWS.map((view) => ({
      key: variantKey(options),
      options,
      view,
      svg: renderInstrument({
        model,
        finish: finishOf(options.Finish, art.colour),
        neck: WOODS[art.neck],
        fingerboard: WOODS[art.fingerboard],
        hardware: art.hardware,
        headstockFace: art.headstock,
        lined: options.Fingerboard === 'Lined',
        leftHanded: options.Handedness === 'Left-handed',
        view,
        title: product.title,
      }),
    })),
  );
}

export const instrumentProducts = () => catalog.products.filter(isInstrument);

/**
 * Writes `<base>-<width>.webp` and `.avif` in every IMAGE_WIDTHS from the SVG, drawn at least as wide
 * as the largest (an illustration's 800 px are drawn at 1280, not scaled up), then scaled down.
 */
export async function rasterise(sharp, svg, base, svgWidth) {
  const density = Math.max(72, Math.ceil((72 * Math.max(...IMAGE_WIDTHS)) / svgWidth));
  const raster = await sharp(Buffer.from(svg), { density }).png().toBuffer();
  for (const width of IMAGE_WIDTHS) {
    const resized = sharp(raster).resize(width);
    await resized.clone().webp({ quality: 82, effort: 3 }).toFile(`${base}-${width}.webp`);
    await resized.clone().avif({ quality: 55, effort: 0 }).toFile(`${base}-${width}.avif`);
  }
}

/** The folder of the illustrations' rasters, under static/products (gitignored as the instruments' are). */
export const ILLUSTRATIONS = 'illustrations';

async function drawRasters({ force }) {
  const renderer = await import('@tonewood/design-system/instrument');
  const rendererDir = path.dirname(fileURLToPath(import.meta.resolve('@tonewood/design-system/instrument')));
  const stamp = fingerprint(rendererDir);
  if (!force && existsSync(MANIFEST) && JSON.parse(readFileSync(MANIFEST, 'utf8')).stamp === stamp) {
    console.log('product pictures are up to date');
    return;
  }
  const { default: sharp } = await import('sharp');
  const illustrationDir = path.join(outDir, ILLUSTRATIONS);
  rmSync(illustrationDir, { recursive: true, force: true });
  mkdirSync(illustrationDir, { recursive: true });
  const illustrations = {};
  for (const product of catalog.products.filter((p) => !isInstrument(p))) {
    await rasterise(sharp, draw(product), path.join(illustrationDir, product.handle), W);
    illustrations[product.handle] = `${ILLUSTRATIONS}/${product.handle}`;
  }
  const products = {};
  let count = 0;
  for (const product of instrumentProducts()) {
    const dir = path.join(outDir, product.handle);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const variants = {};
    for (const { key, options, view, svg } of instrumentPictures(product, renderer)) {
      const base = `${key}-${view}`;
      writeFileSync(path.join(dir, `${base}.svg`), svg);
      await rasterise(sharp, svg, path.join(dir, base), Number(/width="(\d+)"/.exec(svg)?.[1] ?? W));
      variants[key] ??= { options, views: {} };
      variants[key].views[view] = `${product.handle}/${base}`;
      count++;
    }
    products[product.handle] = { variants };
  }
  writeFileSync(
    MANIFEST,
    `${JSON.stringify({ stamp, widths: IMAGE_WIDTHS, views: VIEWS, products, illustrations }, null, 2)}\n`,
  );
  console.log(
    `drew ${count} instrument pictures and ${Object.keys(illustrations).length} illustrations (${IMAGE_WIDTHS.join(', ')} px, WebP and AVIF) into ${path.relative(process.cwd(), outDir) || '.'}`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  mkdirSync(outDir, { recursive: true });
  const others = catalog.products.filter((product) => !isInstrument(product));
  for (const product of others) writeFileSync(path.join(outDir, `${product.handle}.svg`), draw(product));
  console.log(`wrote ${others.length} illustrations to ${path.relative(process.cwd(), outDir) || '.'}`);
  await drawRasters({ force: process.argv.includes('--force') });
}
