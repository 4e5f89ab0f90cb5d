// Reads the Tonewood catalog from Medusa with @medusajs/js-sdk at build time (paginated) and
// creates one MedusaProduct node per product and one MedusaRegion per region. Prices are read for the German region (gross EUR,
// the shop's default); the browser refreshes them for the shopper's region. Product images are
// downloaded into the build (File nodes with a publicURL), so pages never load from :9000.
// Gatsby loads local plugins' gatsby-node.js as CommonJS.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createRemoteFileNode } = require('gatsby-source-filesystem');

const PAGE_SIZE = 50;
const FIELDS =
  '*variants.calculated_price,+metadata,*type,*categories,*images,*options,*options.values,*variants.options';

async function loadSdk() {
  const mod = await import('@medusajs/js-sdk');
  return mod.default?.default ?? mod.default;
}

// The catalog's one price rule, shared with the browser's regional refresh (an ES module).
const loadPriceRule = () => import('../../src/features/catalog/price.mjs');

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
    type MedusaProduct implements Node {
      startPrice: Float
      listPrice: Float
      imageFiles: [File] @link(from: "imageFiles___NODE")
    }
  `);
};

exports.sourceNodes = async (
  { actions, createNodeId, createContentDigest, getCache, reporter },
  { backendUrl, publishableKey },
) => {
  const Medusa = await loadSdk();
  const { productPrice, isExportRegion } = await loadPriceRule();
  const sdk = new Medusa({ baseUrl: backendUrl, publishableKey, debug: false });
  const { regions } = await sdk.store.region.list({ limit: 50 });
  const region = regions.find((r) => r.metadata?.shipping_zone_id === 'de') ?? regions[0];
  for (const r of regions) {
    const data = {
      medusaId: r.id,
      name: r.name,
      shippingZoneId: r.metadata?.shipping_zone_id ?? null,
      countries: (r.countries ?? []).map((c) => ({ code: c.iso_2, name: c.display_name ?? c.name ?? c.iso_2 })),
    };
    actions.createNode({
      ...data,
      id: createNodeId(`medusa-region-${r.id}`),
      internal: { type: 'MedusaRegion', contentDigest: createContentDigest(data) },
    });
  }
  const products = [];
  for (let offset = 0; ; offset += PAGE_SIZE) {
    const page = await sdk.store.product.list({ limit: PAGE_SIZE, offset, region_id: region.id, fields: FIELDS });
    products.push(...page.products);
    if (offset + PAGE_SIZE >= page.count) break;
  }
  reporter.info(`gatsby-source-medusa: ${products.length} products from ${backendUrl}`);

  await Promise.all(
    products.map(async (product) => {
      const nodeId = createNodeId(`medusa-product-${product.id}`);
      const urls = [...new Set([product.thumbnail, ...(product.images ?? []).map((i) => i.url)].filter(Boolean))];
      const files = await Promise.all(
        urls.map((url) =>
          createRemoteFileNode({
            url,
            parentNodeId: nodeId,
            getCache,
            createNode: actions.createNode,
            createNodeId,
          }).catch((error) => {
            reporter.warn(`gatsby-source-medusa: image ${url} not downloaded (${error.message})`);
            return null;
          }),
        ),
      );
      const m = product.metadata ?? {};
      const price = productPrice(product, { exportRegion: isExportRegion(region) });
      if (price.startPrice === null)
        reporter.warn(
          `gatsby-source-medusa: product ${product.handle} has no price: left out of the listings, its page shows none`,
        );
      const data = {
        medusaId: product.id,
        handle: product.handle,
        title: product.title,
        subtitle: product.subtitle ?? '',
        subtitleDe: m.subtitle_de ?? product.subtitle ?? '',
        description: product.description ?? '',
        type: product.type?.value ?? '',
        categories: (product.categories ?? []).map((c) => c.handle),
        availability: m.availability ?? 'available',
        startPrice: price.startPrice,
        listPrice: price.listPrice,
        imageAltEn: m.image_alt_en ?? product.title,
        imageAltDe: m.image_alt_de ?? product.title,
        createdAt: product.created_at,
        options: (product.options ?? []).map((o) => ({ title: o.title, values: (o.values ?? []).map((v) => v.value) })),
        variants: (product.variants ?? []).map((v) => ({
          medusaId: v.id,
          title: v.title,
          sku: v.sku ?? '',
          amount: price.variantAmounts[v.id] ?? null,
          options: (v.options ?? []).map((o) => ({ title: o.option?.title ?? '', value: o.value })),
        })),
        imageFiles___NODE: files.filter(Boolean).map((f) => f.id),
      };
      actions.createNode({
        ...data,
        id: nodeId,
        internal: { type: 'MedusaProduct', contentDigest: createContentDigest(data) },
      });
    }),
  );
};
