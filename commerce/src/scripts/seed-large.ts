// The bench's large catalog (issue 28; never part of the default seed): CATALOG_PRODUCTS products
// (default 2,000) made from the catalog's own products, round robin, so they spread over the
// shop's categories as the catalog does (guitars, basses, amplification, merch, ready-to-ship; the
// configurator's models are left out). Each copy keeps its model's options (so its variants), German
// texts, safety information and pictures (the instrument renderer's pictures of its model, or the
// model's illustration: no new pictures are drawn), and gets its own handle, title, price and stock
// from a seeded PRNG, so every run makes the same catalog. Stored through the seed's own steps
// (seedProducts: products, variants, pictures, stock levels, German translations, prices, safety),
// which add only what is missing: running it again changes nothing.
//
//   CATALOG_PRODUCTS=2000 npx medusa exec ./src/scripts/seed-large.ts   (on a seeded database)
import type { ExecArgs } from '@medusajs/framework/types';
import { ContainerRegistrationKeys } from '@medusajs/framework/utils';
import catalog from '../data/catalog.json';
import { seedProducts, type CatalogProduct } from './seed';

/** Products stored per round of the seed's steps (one workflow run each). */
const BATCH = 100;
/** The PRNG's seed: the same catalog on every run. */
const SEED = 28;

/** mulberry32: a small, well-known 32-bit PRNG; returns numbers in [0, 1). */
export function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The generated products' handles end in -n0001, -n0002 ... (the bench finds them by it). */
export const generatedHandle = (model: string, n: number) => `${model}-n${String(n).padStart(4, '0')}`;

/** `count` products made from the catalog's products (without the configurator's models), the same on every call. */
export function largeCatalog(count: number, models = catalog.products as CatalogProduct[]) {
  const random = prng(SEED);
  const bases = models.filter((p) => p.category && !p.made_to_specification);
  return Array.from({ length: count }, (_, i): CatalogProduct & { images_from: string } => {
    const base = bases[i % bases.length]!;
    const n = i + 1;
    const factor = 0.85 + random() * 0.3;
    const price =
      base.price < 100 ? Math.max(5, Math.round(base.price * factor)) : Math.round((base.price * factor) / 10) * 10;
    const stock = Math.max(0, Math.round(base.stock * (0.5 + random())));
    return {
      ...base,
      // No sales, reference prices or configurator collections: plain products.
      sales: undefined,
      reference_price: undefined,
      collection: undefined,
      handle: generatedHandle(base.handle, n),
      title: `${base.title} No. ${n}`,
      title_de: `${base.title_de} Nr. ${n}`,
      price,
      stock,
      variant_stock: undefined,
      made_to_specification: false,
      image: base.image ?? base.handle,
      images_from: base.handle,
    };
  });
}

export default async function seedLarge({ container }: ExecArgs) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER);
  const count = Number(process.env.CATALOG_PRODUCTS ?? 2000);
  if (!Number.isInteger(count) || count < 0 || count > 100_000)
    throw new Error(`CATALOG_PRODUCTS must be a whole number from 0 to 100000, not ${process.env.CATALOG_PRODUCTS}`);
  const products = largeCatalog(count);
  const started = performance.now();
  for (let start = 0; start < products.length; start += BATCH) {
    await seedProducts(container, products.slice(start, start + BATCH));
    logger.info(`Large catalog: ${Math.min(start + BATCH, products.length)} of ${products.length} products`);
  }
  logger.info(`Large catalog of ${count} products in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}
