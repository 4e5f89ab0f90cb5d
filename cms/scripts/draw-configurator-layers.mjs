// Draws the configurator's picture layers as small SVG files in seed/configurator/, which the seed
// uploads to the media library and links to the option values (src/seed/content/configurator.ts).
// Run by hand after changing a drawing: `npm run draw-configurator --prefix cms`; the files are
// committed, so starting the CMS never needs this script.
//
// The drawings come from the design system's instrument renderer (configuratorLayers of
// @tonewood/design-system/instrument, built by `npm run build:ds`), the one that draws the product
// pictures: the same body outlines, necks, pickups and hardware. Every layer is drawn on ONE canvas,
// viewBox 0 0 400 1000, the instrument upright, so the site stacks the chosen layers without moving
// any. Body shapes, necks and fretboards are silhouettes the site fills with the chosen wood or
// finish colour (only their alpha counts); hardware is a silhouette tinted by its value's colour;
// pickups carry their own colours.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configuratorLayers } from '@tonewood/design-system/instrument';

const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'seed', 'configurator');
const drawings = configuratorLayers();
mkdirSync(outDir, { recursive: true });
for (const [name, text] of Object.entries(drawings)) writeFileSync(join(outDir, `${name}.svg`), text);
console.log(`wrote ${Object.keys(drawings).length} layers to ${outDir}`);
