// `npm run bench`: runs every benchmark under bench/ one after another and prints its figures.
// Benchmarks print numbers; none of them passes or fails on a threshold.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const benches = [
  ['design-system bundle size', 'bench/design-system-size.mjs'],
  ['Storybook build time', 'bench/storybook-build.mjs'],
  ['cms start', 'bench/cms-start.mjs'],
  ['commerce start', 'bench/commerce-start.mjs'],
  ['commerce load', 'bench/commerce-load.mjs'],
  ['launch-day load: scaled shape, 1 and 2 server processes', 'bench/load.mjs'],
  ['site build time', 'bench/site-build.mjs'],
  ['site first-load JS and Lighthouse', 'bench/site-pages.mjs'],
  ['add to cart → badge', 'bench/cart.mjs'],
  ['place order → confirmation', 'bench/checkout.mjs'],
  ['site search (Pagefind)', 'bench/search.mjs'],
  ['2,000-product catalog: build time and memory, rebuild, pages, search index', 'bench/catalog.mjs'],
  ['configurator: first-load JS, PDF chunk, click → PDF saved', 'bench/configurator.mjs'],
  ['npm start: first and second start, where the time goes', 'bench/start.mjs'],
  ["Tonewood beside Medusa's own storefront (PEER_DIR)", 'bench/peer.mjs'],
];

const only = process.argv.slice(2);
let failed = 0;
for (const [name, file] of benches) {
  if (only.length && !only.some((o) => file.includes(o))) continue;
  if (!existsSync(file)) continue;
  console.log(`\n=== ${name} (${file})`);
  const result = spawnSync('node', [file], { stdio: 'inherit' });
  if (result.status !== 0) {
    failed += 1;
    console.error(`bench: ${file} exited with ${result.status}`);
  }
}
process.exit(failed ? 1 : 0);
