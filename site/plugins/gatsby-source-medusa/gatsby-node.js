// Reads the Tonewood catalog from Medusa with @medusajs/js-sdk at build time (paginated) and
// creates one MedusaProduct node per product, one MedusaCategory per category and one MedusaRegion
// per region. Texts come in both languages from Medusa itself: English as the products' own text,
// German through the Translation Module (store routes with locale=de-DE); each text field is an
// { en, de } pair. Image alt texts are the images' metadata (alt, alt_de). Availability derives
// from inventory (availability.mjs). Prices are read for the German region (gross EUR, the shop's
// default), a sale's 30-day lowest prices from Medusa's price history (/store/price-history); the
// browser refreshes both for the shopper's region. Product images are
// downloaded into the build (File nodes with a publicURL), so pages never load from :9000.
// `collection` is the handle of the product's collection: `configurator` marks the configurator's
// models (no category, base price on their one variant), null for the rest of the catalog.
// `builtToOrderDelivery` is the product's delivery time when built to order (its metadata
// delivery_weeks_min / delivery_weeks_max, else about 6-10 weeks: the delivery rule of
// @tonewood/rules), which its page names for a built-to-order variant.
// `safety` holds each product's warnings and safety information (GPSR) per language, from the
// product_safety record linked to it; the build stops when a product that needs them lacks them.
// Gatsby loads local plugins' gatsby-node.js as CommonJS.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createRemoteFileNode } = require('gatsby-source-filesystem');

const PAGE_SIZE = 50;
const FIELDS =
  '*variants.calculated_price,+metadata,*type,*categories,*collection,*images,*options,*options.values,*variants.options,' +
  '+variants.inventory_quantity,+variants.allow_backorder,+variants.manage_inventory,*product_safety,' +
  '+variants.thumbnail,*variants.images';
// The German texts: the same products with locale=de-DE (the Translation Module's translations).
const FIELDS_DE = 'id,title,subtitle,description,*options,*options.values,*variants,*product_safety';
const GERMAN = 'de-DE';

async function loadSdk() {
  const mod = await import('@medusajs/js-sdk');
  return mod.default?.default ?? mod.default;
}

// The catalog's one price rule and one availability rule, shared with the browser's regional
// refresh, and the shop's zone and region rules (ES modules).
const loadPriceRule = () => import('../../src/features/catalog/price.mjs');
const loadZoneRules = () => import('@tonewood/rules');
const loadAvailabilityRule = () => import('../../src/features/catalog/availability.mjs');
// Product safety (GPSR): the texts per language and the build's refusal when a product lacks them.
const loadSafetyRule = () => import('../../src/features/catalog/safety.mjs');

/** Every page of a store list route (products, categories). */
async function listAll(sdk, path, key, query) {
  const items = [];
  for (let offset = 0; ; offset += PAGE_SIZE) {
    const page = await sdk.client.fetch(path, { query: { ...query, limit: PAGE_SIZE, offset } });
    items.push(...page[key]);
    if (offset + PAGE_SIZE >= page.count) break;
  }
  return items;
}

/** The store route's most ids per call (commerce/src/api/store/price-history). */
const HISTORY_IDS = 100;

/** The 30-day lowest price of every variant of the products in a region, by variant id. */
async function lowestPrices(sdk, regionId, products, lowestByVariant) {
  const ids = products.map((p) => p.id);
  const lowest = {};
  for (let i = 0; i < ids.length; i += HISTORY_IDS) {
    const answer = await sdk.client.fetch('/store/price-history', {
      query: { region_id: regionId, product_id: ids.slice(i, i + HISTORY_IDS) },
    });
    Object.assign(lowest, lowestByVariant(answer));
  }
  return lowest;
}

/** The image formats a picture's srcset offers, best first (the renderer writes both). */
const SOURCE_TYPES = [
  ['avif', 'image/avif'],
  ['webp', 'image/webp'],
];

/**
 * The pixel widths the instrument renderer drew every picture in (commerce/scripts/generate-images.mjs
 * lists them in static/products/instruments.json); none when Medusa serves no such list.
 */
async function rendererWidths(backendUrl, reporter) {
  try {
    const res = await fetch(`${backendUrl.replace(/\/$/, '')}/static/products/instruments.json`, {
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) return [];
    const { widths } = await res.json();
    return Array.isArray(widths) ? widths.filter((w) => Number.isInteger(w) && w > 0) : [];
  } catch (error) {
    reporter.warn(`gatsby-source-medusa: no list of picture widths (${error.message}): pictures get no srcset`);
    return [];
  }
}

/** An { en, de } text pair: English from the product itself, German from its translation (else English). */
const pair = (en, de) => ({ en: en ?? '', de: de ?? en ?? '' });

function oneLine(url, error) {
  return `Medusa is not reachable at ${url} (${error.message ?? error}); start it with \`npm start --prefix commerce\`.`;
}

exports.onPreBootstrap = async (_, { backendUrl }) => {
  try {
    const res = await fetch(`${backendUrl.replace(/\/$/, '')}/health`, { signal: AbortSignal.timeout(5000) });
    if (!res.ok) throw new Error(`status ${res.status}`);
  } catch (error) {
    process.stderr.write(`${oneLine(backendUrl, error)}\n`);
    process.exit(1);
  }
};

exports.createSchemaCustomization = ({ actions }) => {
  actions.createTypes(`
    type MedusaText {
      en: String!
      de: String!
    }
    type MedusaOptionValue {
      id: String!
      value: MedusaText!
    }
    type MedusaOption {
      id: String!
      title: MedusaText!
      values: [MedusaOptionValue!]!
    }
    type MedusaVariantOption {
      optionId: String!
      valueId: String!
    }
    "A reduction: the struck-through original and the lowest price of the 30 days before it began."
    type MedusaReduction {
      original: Float!
      lowest: Float!
    }
    type MedusaVariant {
      medusaId: String!
      title: MedusaText!
      sku: String!
      amount: Float
      reduction: MedusaReduction
      availability: String!
      options: [MedusaVariantOption!]!
      "The variant's own pictures (Medusa variant images, its thumbnail first) as indexes into the product's imageFiles."
      imageIndexes: [Int!]!
    }
    "A delivery time: unit (working-days or weeks), its shortest and longest."
    type MedusaDeliveryTime {
      unit: String!
      min: Int!
      max: Int!
    }
    type MedusaSafetyLines {
      warnings: [String!]!
      safetyInformation: [String!]!
    }
    "Warnings and safety information (GPSR), one entry per line, empty for products that need none."
    type MedusaSafety {
      en: MedusaSafetyLines!
      de: MedusaSafetyLines!
    }
    type MedusaProduct implements Node {
      medusaId: String!
      handle: String!
      title: MedusaText!
      subtitle: MedusaText!
      description: MedusaText!
      type: String!
      categories: [String!]!
      "Handle of the product's collection (e.g. configurator for the configurator's models), else null."
      collection: String
      "Made to the shopper's specification (metadata made_to_specification): no right of withdrawal."
      madeToSpecification: Boolean!
      "The delivery time when built to order (metadata delivery_weeks_min / delivery_weeks_max, else 6-10 weeks)."
      builtToOrderDelivery: MedusaDeliveryTime!
      availability: String!
      startPrice: Float
      "The start price's reduction (price.mjs), else null."
      reduction: MedusaReduction
      "The reference price a surcharge badge compares with (metadata reference_price), else null."
      referencePrice: Float
      createdAt: Date @dateformat
      options: [MedusaOption!]!
      variants: [MedusaVariant!]!
      imageAlts: [MedusaText!]!
      safety: MedusaSafety!
      imageFiles: [File] @link(from: "imageFiles___NODE")
      "Smaller and AVIF copies of the images the renderer drew (srcset candidates), by image index."
      imageSources: [MedusaImageSource!]!
    }
    "One candidate of an image's srcset: the image's index in imageFiles, its MIME type and pixel width."
    type MedusaImageSource {
      index: Int!
      type: String!
      width: Int!
      file: File @link(from: "file___NODE")
    }
    type MedusaCategory implements Node {
      handle: String!
      name: MedusaText!
      rank: Int
    }
  `);
};

exports.sourceNodes = async (
  { actions, createNodeId, createContentDigest, getCache, reporter },
  { backendUrl, publishableKey },
) => {
  const Medusa = await loadSdk();
  const { lowestByVariant, productPrice } = await loadPriceRule();
  const { HOME_ZONE, builtToOrderDelivery, isExportRegion, madeToSpecification, regionForZone, regionZoneId } =
    await loadZoneRules();
  const sdk = new Medusa({ baseUrl: backendUrl, publishableKey, debug: false });
  const { regions } = await sdk.store.region.list({ limit: 50 });
  const region = regionForZone(regions, HOME_ZONE) ?? regions[0];
  for (const r of regions) {
    const data = {
      medusaId: r.id,
      name: r.name,
      shippingZoneId: regionZoneId(r),
      countries: (r.countries ?? []).map((c) => ({ code: c.iso_2, name: c.display_name ?? c.name ?? c.iso_2 })),
    };
    actions.createNode({
      ...data,
      id: createNodeId(`medusa-region-${r.id}`),
      internal: { type: 'MedusaRegion', contentDigest: createContentDigest(data) },
    });
  }
  const { availabilityOf } = await loadAvailabilityRule();
  const [products, germanProducts, categories, germanCategories] = await Promise.all([
    listAll(sdk, '/store/products', 'products', { region_id: region.id, fields: FIELDS }),
    listAll(sdk, '/store/products', 'products', { fields: FIELDS_DE, locale: GERMAN }),
    listAll(sdk, '/store/product-categories', 'product_categories', { fields: 'id,handle,name,rank' }),
    listAll(sdk, '/store/product-categories', 'product_categories', { fields: 'id,name', locale: GERMAN }),
  ]);
  const lowest = await lowestPrices(sdk, region.id, products, lowestByVariant);
  const widths = await rendererWidths(backendUrl, reporter);
  reporter.info(
    `gatsby-source-medusa: ${products.length} products, ${categories.length} categories from ${backendUrl}`,
  );

  const germanCategory = new Map(germanCategories.map((c) => [c.id, c]));
  for (const c of categories) {
    const data = { handle: c.handle, name: pair(c.name, germanCategory.get(c.id)?.name), rank: c.rank ?? null };
    actions.createNode({
      ...data,
      id: createNodeId(`medusa-category-${c.id}`),
      internal: { type: 'MedusaCategory', contentDigest: createContentDigest(data) },
    });
  }

  const germanProduct = new Map(germanProducts.map((p) => [p.id, p]));
  const { safetyRefusal, safetyTextsOf } = await loadSafetyRule();
  const safetyOf = (product) => safetyTextsOf(product.product_safety, germanProduct.get(product.id)?.product_safety);
  const refusal = safetyRefusal(
    products.map((p) => ({ handle: p.handle, type: p.type?.value, metadata: p.metadata, safety: safetyOf(p) })),
  );
  if (refusal) {
    process.stderr.write(`${refusal}\n`);
    process.exit(1);
  }
  await Promise.all(
    products.map(async (product) => {
      const nodeId = createNodeId(`medusa-product-${product.id}`);
      const de = germanProduct.get(product.id);
      if (!de)
        reporter.warn(`gatsby-source-medusa: product ${product.handle} has no German version (locale ${GERMAN})`);
      // Each image with its alt texts (the image's metadata alt / alt_de, else the product title).
      const title = pair(product.title, de?.title);
      const altOf = (image) =>
        image ? pair(image.metadata?.alt ?? title.en, image.metadata?.alt_de ?? title.de) : title;
      const imageByUrl = new Map((product.images ?? []).map((i) => [i.url, i]));
      const urls = [...new Set([product.thumbnail, ...(product.images ?? []).map((i) => i.url)].filter(Boolean))];
      // No parentNodeId: a file node's id comes from its URL, so a product that gets a new id (a
      // re-seeded database) would share it with the stale product whose clean-up deletes it.
      const download = (url) =>
        createRemoteFileNode({ url, getCache, createNode: actions.createNode, createNodeId }).catch((error) => {
          reporter.warn(`gatsby-source-medusa: image ${url} not downloaded (${error.message})`);
          return null;
        });
      const images = await Promise.all(
        urls.map(async (url) => {
          const file = await download(url);
          return file && { url, file, alt: altOf(imageByUrl.get(url) ?? product.images?.[0]) };
        }),
      );
      const downloaded = images.filter(Boolean);
      // A rendered picture (…-<width>.webp) lies beside its other widths and its AVIF copies: each
      // becomes a srcset candidate, so a phone loads the size its layout needs in the best format.
      const imageSources = (
        await Promise.all(
          downloaded.flatMap(({ url }, index) => {
            const stem = /^(.*)-\d+\.webp$/.exec(url)?.[1];
            if (!stem) return [];
            return SOURCE_TYPES.flatMap(([ext, type]) =>
              widths.map(async (width) => {
                const file = await download(`${stem}-${width}.${ext}`);
                return file && { index, type, width, file___NODE: file.id };
              }),
            );
          }),
        )
      ).filter(Boolean);
      // A variant's pictures (finish, handedness): its thumbnail (the front view) first, then the
      // other views of the same variant (the images' metadata.variant, as the seed writes it;
      // the store API's variant.images also lists the product's images shared by all variants).
      const indexOf = new Map(downloaded.map((image, index) => [image.url, index]));
      const imageIndexesOf = (variant) => {
        const key = imageByUrl.get(variant.thumbnail)?.metadata?.variant;
        const own = key
          ? (product.images ?? []).filter((image) => image.metadata?.variant === key)
          : (variant.images ?? []);
        return [...new Set([variant.thumbnail, ...own.map((image) => image.url)].filter(Boolean))]
          .map((url) => indexOf.get(url))
          .filter((index) => index !== undefined);
      };
      const isProductPicture = (variant) => Boolean(product.thumbnail) && variant.thumbnail === product.thumbnail;
      const price = productPrice(product, { exportRegion: isExportRegion(region), lowest });
      if (price.startPrice === null)
        reporter.warn(
          `gatsby-source-medusa: product ${product.handle} has no price: left out of the listings, its page shows none`,
        );
      const { availability, variantAvailabilities } = availabilityOf(product);
      const germanOption = new Map((de?.options ?? []).map((o) => [o.id, o]));
      const germanVariant = new Map((de?.variants ?? []).map((v) => [v.id, v]));
      const data = {
        medusaId: product.id,
        handle: product.handle,
        title,
        subtitle: pair(product.subtitle, de?.subtitle),
        description: pair(product.description, de?.description),
        type: product.type?.value ?? '',
        categories: (product.categories ?? []).map((c) => c.handle),
        collection: product.collection?.handle ?? null,
        madeToSpecification: madeToSpecification(product.metadata),
        builtToOrderDelivery: builtToOrderDelivery(product.metadata),
        availability,
        startPrice: price.startPrice,
        reduction: price.reduction,
        referencePrice: price.referencePrice,
        createdAt: product.created_at,
        options: (product.options ?? []).map((o) => {
          const deOption = germanOption.get(o.id);
          const germanValue = new Map((deOption?.values ?? []).map((v) => [v.id, v.value]));
          return {
            id: o.id,
            title: pair(o.title, deOption?.title),
            values: (o.values ?? []).map((v) => ({ id: v.id, value: pair(v.value, germanValue.get(v.id)) })),
          };
        }),
        // Medusa keeps no order of variants (variant_rank stays 0): the one whose front view is the
        // product's thumbnail (the seed's cheapest in catalog order, the category card's picture)
        // goes first, so the page's default variant wins a price tie with the same one every build.
        variants: [...(product.variants ?? [])]
          .sort((a, b) => Number(isProductPicture(b)) - Number(isProductPicture(a)))
          .map((v) => ({
            medusaId: v.id,
            title: pair(v.title, germanVariant.get(v.id)?.title),
            sku: v.sku ?? '',
            amount: price.variantAmounts[v.id] ?? null,
            reduction: price.variantReductions[v.id] ?? null,
            availability: variantAvailabilities[v.id],
            options: (v.options ?? []).map((o) => ({ optionId: o.option_id ?? o.option?.id ?? '', valueId: o.id })),
            imageIndexes: imageIndexesOf(v),
          })),
        imageAlts: downloaded.map((i) => i.alt),
        safety: safetyOf(product),
        imageFiles___NODE: downloaded.map((i) => i.file.id),
        imageSources,
      };
      actions.createNode({
        ...data,
        id: nodeId,
        internal: { type: 'MedusaProduct', contentDigest: createContentDigest(data) },
      });
    }),
  );
};
