// Each guitar's and bass's own pictures, kept in Medusa with its variants: the pictures
// scripts/generate-images.mjs drew for every variant (the whole instrument and the body with its
// pickups, in its finish and handedness; listed in static/products/instruments.json) become the
// product's images, each linked to its variant (Medusa's variant images) and the front view set as
// the variant's thumbnail; the product's thumbnail is the front view of its cheapest variant (the
// default variant on arrival: every variant of a catalog product has the same stock). Every other
// product (amps, merchandise) shows its illustration, rasterised by the same script.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ExecArgs } from '@medusajs/framework/types';
import { ContainerRegistrationKeys, Modules } from '@medusajs/framework/utils';
import { updateProductsWorkflow } from '@medusajs/medusa/core-flows';

type Container = ExecArgs['container'];

/** The linked raster: the largest WebP (AVIF and smaller widths lie beside it, same name). */
const LINKED_WIDTH = 1280;

interface Manifest {
  widths: number[];
  views: string[];
  products: Record<
    string,
    { variants: Record<string, { options: Record<string, string>; views: Record<string, string> }> }
  >;
  /** The other products' pictures (amps, merchandise) rasterised: handle -> file (without width). */
  illustrations?: Record<string, string>;
}

export interface InstrumentProduct {
  handle: string;
  title: string;
  title_de: string;
  price: number;
  surcharges?: Record<string, number>;
  /** Another product whose pictures this one shows (the bench's generated catalog reuses the catalog's). */
  images_from?: string;
  /** Another product's illustration this one shows (the probes reuse the catalog's). */
  image?: string;
}

const VIEW_ALT: Record<string, { en: string; de: string }> = {
  front: { en: 'the whole instrument', de: 'das ganze Instrument' },
  body: { en: 'body and pickups', de: 'Korpus und Tonabnehmer' },
};

/** A variant's key in the manifest: its option values, lower case (as generate-images.mjs names them). */
export const variantKey = (options: Record<string, string>) =>
  Object.values(options)
    .join(' ')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

let manifest: Manifest | null | undefined;
/** The generator's list of pictures (commerce/static/products/instruments.json), or null before it ran. */
function readManifest(): Manifest | null {
  if (manifest !== undefined) return manifest;
  const file = path.join(process.cwd(), 'static/products/instruments.json');
  manifest = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : null;
  return manifest;
}

/**
 * The product's images and thumbnail from its variants' pictures, or null for a product without
 * them (amps, merchandise, probes). Each image's metadata names its variant and view, and holds
 * the alt texts in both languages.
 */
export function instrumentImages(
  product: InstrumentProduct,
  backendUrl: string,
  germanValue: (english: string) => string,
): { thumbnail: string; images: { url: string; metadata: Record<string, string> }[] } | null {
  const entry = readManifest()?.products[product.images_from ?? product.handle];
  if (!entry) return null;
  const url = (file: string) => `${backendUrl}/static/products/${file}-${LINKED_WIDTH}.webp`;
  const images = Object.entries(entry.variants).flatMap(([key, variant]) => {
    const values = Object.values(variant.options);
    return Object.entries(variant.views).map(([view, file]) => ({
      url: url(file),
      metadata: {
        variant: key,
        view,
        alt: `${product.title}, ${values.join(', ')}: ${VIEW_ALT[view]?.en ?? view}`,
        alt_de: `${product.title_de}, ${values.map(germanValue).join(', ')}: ${VIEW_ALT[view]?.de ?? view}`,
      },
    }));
  });
  const price = (options: Record<string, string>) =>
    Object.values(options).reduce((sum, value) => sum + (product.surcharges?.[value] ?? 0), 0);
  const cheapest = Object.values(entry.variants).reduce((a, b) => (price(b.options) < price(a.options) ? b : a));
  return { thumbnail: url(cheapest.views.front!), images };
}

/**
 * An illustrated product's (amp, merchandise) alt texts, held in the image's own metadata (images
 * have no alt field).
 */
export function illustrationAlt(product: InstrumentProduct) {
  return { alt: `Illustration of the ${product.title}`, alt_de: `Illustration: ${product.title_de}` };
}

/**
 * The picture of a product without variant pictures (amps, merchandise, probes): the largest WebP
 * of its rasterised illustration (AVIF and smaller widths beside it), or its SVG before
 * scripts/generate-images.mjs has run.
 */
export function illustrationImages(
  product: InstrumentProduct,
  backendUrl: string,
): { thumbnail: string; images: { url: string; metadata: Record<string, string> }[] } {
  const name = product.image ?? product.images_from ?? product.handle;
  const raster = readManifest()?.illustrations?.[name];
  const url = raster
    ? `${backendUrl}/static/products/${raster}-${LINKED_WIDTH}.webp`
    : `${backendUrl}/static/products/${name}.svg`;
  return { thumbnail: url, images: [{ url, metadata: illustrationAlt(product) }] };
}

/** A product's pictures: its variants' (guitars and basses) or its illustration's. */
export const productImages = (
  product: InstrumentProduct,
  backendUrl: string,
  germanValue: (english: string) => string,
) => instrumentImages(product, backendUrl, germanValue) ?? illustrationImages(product, backendUrl);

/**
 * Brings seeded products' pictures up to date: an instrument's images become the variants' pictures
 * (replacing an earlier seed's single illustration), each image is linked to its variant and each
 * variant's thumbnail is its front view; another product's SVG becomes its raster. Adds only what
 * is missing.
 */
export async function ensureVariantImages(
  container: Container,
  products: (InstrumentProduct & { options: Partial<Record<string, string[]>> })[],
  backendUrl: string,
  germanValue: (english: string) => string,
) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER);
  const query = container.resolve(ContainerRegistrationKeys.QUERY);
  const productModule = container.resolve(Modules.PRODUCT);
  if (products.length && !readManifest())
    logger.warn('No product pictures (run scripts/generate-images.mjs): variants keep no images.');
  // An illustrated product's picture follows too (its SVG becomes the raster once drawn).
  const wanted = new Map(
    products.map((product) => [product.handle, productImages(product, backendUrl, germanValue)] as const),
  );
  if (!wanted.size) return;
  const load = async () =>
    (
      await query.graph({
        entity: 'product',
        fields: [
          'id',
          'handle',
          'thumbnail',
          'images.id',
          'images.url',
          'images.metadata',
          'variants.id',
          'variants.thumbnail',
          'variants.options.value',
          'variants.options.option.title',
          'variants.images.id',
        ],
        filters: { handle: [...wanted.keys()] },
      })
    ).data;
  const stale = (await load()).filter((row) => {
    const want = wanted.get(row.handle)!;
    const have = new Set((row.images ?? []).map((image) => image?.url));
    return (
      row.thumbnail !== want.thumbnail ||
      want.images.some((image) => !have.has(image.url)) ||
      have.size !== want.images.length
    );
  });
  if (stale.length) {
    logger.info(`Giving ${stale.length} products their current pictures...`);
    await updateProductsWorkflow(container).run({
      input: { products: stale.map((row) => ({ id: row.id, ...wanted.get(row.handle)! })) },
    });
  }
  const links: { image_id: string; variant_id: string }[] = [];
  const thumbnails: { id: string; thumbnail: string }[] = [];
  const byHandle = new Map(products.map((product) => [product.handle, product]));
  for (const row of await load()) {
    const titles = Object.keys(byHandle.get(row.handle)!.options);
    const images = (row.images ?? []).filter((image) => image !== null);
    for (const variant of row.variants ?? []) {
      if (!variant) continue;
      const options = Object.fromEntries(
        (variant.options ?? []).map((option) => [option?.option?.title ?? '', option?.value ?? '']),
      );
      const key = variantKey(Object.fromEntries(titles.map((title) => [title, options[title] ?? ''])));
      const own = images.filter((image) => (image.metadata as Record<string, unknown> | null)?.variant === key);
      const linked = new Set((variant.images ?? []).map((image) => image?.id));
      for (const image of own) if (!linked.has(image.id)) links.push({ image_id: image.id, variant_id: variant.id });
      const front = own.find((image) => (image.metadata as Record<string, unknown> | null)?.view === 'front');
      if (front && variant.thumbnail !== front.url) thumbnails.push({ id: variant.id, thumbnail: front.url });
    }
  }
  if (links.length) await productModule.addImageToVariant(links);
  for (const { id, thumbnail } of thumbnails) await productModule.updateProductVariants(id, { thumbnail });
  if (links.length || thumbnails.length)
    logger.info(`Linked ${links.length} pictures and ${thumbnails.length} thumbnails to instrument variants.`);
}
