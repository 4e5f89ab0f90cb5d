import type { ExecArgs } from '@medusajs/framework/types';
import { ContainerRegistrationKeys, Modules, ProductStatus } from '@medusajs/framework/utils';
import {
  createApiKeysWorkflow,
  createInventoryLevelsWorkflow,
  createCollectionsWorkflow,
  createPriceListsWorkflow,
  createProductCategoriesWorkflow,
  createProductsWorkflow,
  createProductTypesWorkflow,
  createPromotionsWorkflow,
  createRegionsWorkflow,
  createSalesChannelsWorkflow,
  createShippingOptionsWorkflow,
  createShippingProfilesWorkflow,
  createStockLocationsWorkflow,
  createTaxRegionsWorkflow,
  createTranslationsWorkflow,
  deleteShippingOptionsWorkflow,
  linkSalesChannelsToApiKeyWorkflow,
  linkSalesChannelsToStockLocationWorkflow,
  updateProductCategoriesWorkflow,
  updateProductsWorkflow,
  updateProductVariantsWorkflow,
  updateRegionsWorkflow,
  updateStoresWorkflow,
  updateTranslationsWorkflow,
} from '@medusajs/medusa/core-flows';
import {
  BCP47,
  DELIVERY_WEEKS_KEYS,
  EXPORT_ZONE,
  FREE_EXPRESS_THRESHOLD,
  isExportRegion,
  KNOWN_PAYMENT_PROVIDERS,
  LANGUAGES,
  netAmount,
  regionForZone,
  regionPaymentProviders,
  VAT_PERCENT,
} from '@tonewood/rules';
import catalog from '../data/catalog.json';
import probes from '../data/probes.json';
import { ensureAdminUser } from './create-admin';
import { ensureVariantImages, illustrationAlt, instrumentImages, productImages } from './instrument-images';
import { MATRIX_OPTIONS } from '../modules/matrix-fulfillment/service';
import { saveProductSafety, type SavedProductSafety } from '../modules/product-safety/save';
import { SHIPPING_MATRIX_MODULE } from '../modules/shipping-matrix';
import type ShippingMatrixModuleService from '../modules/shipping-matrix/service';
import { PRICE_HISTORY_MODULE } from '../modules/price-history';
import { historyKey } from '../modules/price-history/service';
import type PriceHistoryModuleService from '../modules/price-history/service';
import { PRICE_HISTORY_PAUSED, recordPriceChanges } from '../workflows/price-history/record-price-changes';

// Must match PUBLISHABLE_KEY_TITLE in scripts/lib/stack.mjs: the start script finds the key by it.
const PUBLISHABLE_KEY_TITLE = 'Tonewood Webshop';
// Must match SEED_HASH_KEY in scripts/lib/stack.mjs: the store's metadata key holding the hash of
// the seed files this database was last seeded with; the start script re-runs the seed when it differs.
const SEED_HASH_KEY = 'tonewood_seed_hash';
const SALES_CHANNEL_NAME = 'Tonewood Webshop';
const SHIPPING_PROFILE_NAME = 'Instruments and merch';
const STOCK_LOCATION_NAME = 'Tonewood Workshop';
/** The store's locales (Translation Module). English is the products' own text, German a translation. */
const LOCALES = LANGUAGES.map((language) => BCP47[language]);
const GERMAN = BCP47.de;
/**
 * Bank transfer (Medusa's system provider: the order is placed awaiting payment) and card: Medusa's
 * Stripe provider when STRIPE_API_KEY is set, else the local test-card provider (medusa-config.ts).
 */
const PAYMENT_PROVIDERS = regionPaymentProviders({ stripe: Boolean(process.env.STRIPE_API_KEY?.trim()) });
const FULFILLMENT_SET_NAME = 'Tonewood Workshop delivery';
/** The shipping-matrix fulfilment provider (src/modules/matrix-fulfillment) registered as "matrix". */
const MATRIX_PROVIDER = 'matrix_matrix';
/**
 * Express costs the matrix price plus this per zone (zones without an entry have no express):
 * with the former flat rates (DE 0/19, EU 49/89 for an instrument) the difference.
 */
const EXPRESS_SURCHARGE: Record<string, number> = { de: 19, eu: 40 };

export type CatalogProduct = Omit<
  (typeof catalog.products)[number],
  'category' | 'collection' | 'art' | 'power' | 'safety'
> & {
  category: string | null;
  /** Handle of the product collection (catalog.collections), e.g. the configurator's models. */
  collection?: string;
  /**
   * Sales: Medusa price lists of type sale at `price` (plus the variant's surcharges), from
   * `starts_days_ago` days before the first seed until `ends_days_ago` days before it (ended) or
   * `ends_in_days` after it; no end, open-ended. `price` above is the regular price.
   */
  sales?: CatalogSale[];
  /** A reference price BELOW the price (a surcharge, never a reduction): product metadata `reference_price`. */
  reference_price?: number;
  surcharges?: Record<string, number>;
  backorder?: boolean;
  /**
   * A built-to-order product's delivery time in whole weeks, build included (product metadata
   * `delivery_weeks_min` / `delivery_weeks_max`, read by the delivery rule of @tonewood/rules; without
   * them it is about 6-10 weeks). It agrees with the product's description: the Vesper Archtop is
   * built over twelve weeks, so about 13. The workshop changes it in Medusa Admin; a re-seed keeps that.
   */
  delivery_weeks_min?: number;
  delivery_weeks_max?: number;
  /** Built to the shopper's specification (the configurator's models): no right of withdrawal (§ 312g (2) no. 1 BGB). */
  made_to_specification?: boolean;
  /** Stock of the variants with one of these option values, instead of `stock` (a probe's sold-out variant). */
  variant_stock?: Record<string, number>;
  /** The illustration to use when the product has none of its own (probes). */
  image?: string;
  /** How it is powered (metadata `power`, read by needsSafetyInformation of @tonewood/rules). */
  power?: string;
  /** Warnings and safety information (GPSR), one line each, in English and German. */
  safety?: CatalogSafety;
};

interface CatalogSale {
  price: number;
  starts_days_ago: number;
  ends_days_ago?: number;
  ends_in_days?: number;
}

interface CatalogSafety {
  warnings: string[];
  warnings_de: string[];
  safety_information: string[];
  safety_information_de: string[];
}

// The probes' German option texts join the catalog's only when probes are seeded (e2e).
const WITH_PROBES = process.env.TONEWOOD_SEED_PROBES === '1';
const OPTION_TITLES_DE: Record<string, string> = {
  ...catalog.option_titles_de,
  ...(WITH_PROBES ? probes.option_titles_de : {}),
};
const OPTION_VALUES_DE: Record<string, string> = {
  ...catalog.option_values_de,
  ...(WITH_PROBES ? probes.option_values_de : {}),
};

/** The German text for an English option title or value; a missing one stops the seed. */
function german(map: Record<string, string>, english: string) {
  const text = map[english];
  if (!text) throw new Error(`catalog.json has no German text for "${english}"`);
  return text;
}

/** The German text of an English option value. */
const germanValue = (english: string) => german(OPTION_VALUES_DE, english);

/** Where Medusa serves static/ (the product pictures' URLs start with it). */
const BACKEND_URL = () => (process.env.MEDUSA_BACKEND_URL || 'http://127.0.0.1:9000').replace(/\/$/, '');

/**
 * Metadata keys an earlier seed wrote as stand-ins before the site read Medusa itself: German texts
 * (now Translation Module translations, locale de-DE), alt texts (now on the images) and the
 * availability (now derived from inventory). A reseed removes them.
 */
const RETIRED_PRODUCT_METADATA = [
  'subtitle_de',
  'image_alt_en',
  'image_alt_de',
  'availability',
  // Reductions are sale price lists now, read as calculated prices (issue 26); the "from" price is
  // the lowest calculated variant price.
  'list_price',
  'list_price_export',
  'start_price',
  'start_price_export',
];
const RETIRED_CATEGORY_METADATA = ['name_de'];

/** The retired keys a row's metadata still has. */
const retiredIn = (metadata: Record<string, unknown> | null | undefined, keys: string[]) =>
  keys.filter((key) => metadata != null && key in metadata);

// Probe products for the site's e2e run (src/data/probes.json), only with TONEWOOD_SEED_PROBES=1.
const PROBES_ENABLED = WITH_PROBES;

const byZone = Object.fromEntries(catalog.shipping_matrix.map((zone) => [zone.zone_id, zone]));
const lower = (codes: string[]) => codes.map((code) => code.toLowerCase());

/** Every combination of the product's option values, with its surcharge-adjusted price and its stock. */
function variantsOf(product: CatalogProduct) {
  const entries = Object.entries(product.options) as [string, string[]][];
  let combos: Record<string, string>[] = [{}];
  for (const [title, values] of entries) {
    combos = combos.flatMap((combo) => values.map((value) => ({ ...combo, [title]: value })));
  }
  return combos.map((options) => {
    const surcharge = Object.values(options).reduce((sum, value) => sum + (product.surcharges?.[value] ?? 0), 0);
    const values = Object.values(options);
    const own = values.find((value) => product.variant_stock?.[value] !== undefined);
    return {
      stock: own === undefined ? product.stock : product.variant_stock![own],
      title: values.join(' / '),
      sku: [product.handle, ...values]
        .join('-')
        .toUpperCase()
        .replace(/[^A-Z0-9]+/g, '-'),
      options,
      price: product.price + surcharge,
    };
  });
}

/** Everything but the catalog: store, key, regions, taxes, stock location, shipping. Runs once. */
async function seedBase(container: ExecArgs['container']) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER);
  const link = container.resolve(ContainerRegistrationKeys.LINK);
  const fulfillmentModule = container.resolve(Modules.FULFILLMENT);
  const storeModule = container.resolve(Modules.STORE);
  const shippingMatrix: ShippingMatrixModuleService = container.resolve(SHIPPING_MATRIX_MODULE);

  logger.info('Seeding store, sales channel and publishable key...');
  const {
    result: [salesChannel],
  } = await createSalesChannelsWorkflow(container).run({
    input: { salesChannelsData: [{ name: SALES_CHANNEL_NAME, description: 'The storefront at tonewood' }] },
  });
  const [store] = await storeModule.listStores();
  await updateStoresWorkflow(container).run({
    input: {
      selector: { id: store.id },
      update: {
        name: 'Tonewood',
        supported_currencies: [{ currency_code: 'eur', is_default: true, is_tax_inclusive: true }],
        supported_locales: LOCALES.map((locale_code) => ({ locale_code })),
        default_sales_channel_id: salesChannel.id,
      },
    },
  });
  const {
    result: [publishableKey],
  } = await createApiKeysWorkflow(container).run({
    input: { api_keys: [{ title: PUBLISHABLE_KEY_TITLE, type: 'publishable', created_by: '' }] },
  });
  await linkSalesChannelsToApiKeyWorkflow(container).run({
    input: { id: publishableKey.id, add: [salesChannel.id] },
  });

  logger.info('Seeding regions and tax regions...');
  await createRegionsWorkflow(container).run({
    input: {
      regions: [
        { zone: 'de', name: 'Germany', tax_inclusive: true },
        { zone: 'eu', name: 'European Union', tax_inclusive: true },
        { zone: 'export', name: 'Export', tax_inclusive: false },
      ].map(({ zone, name, tax_inclusive }) => ({
        name,
        currency_code: 'eur',
        countries: lower(byZone[zone].countries),
        payment_providers: PAYMENT_PROVIDERS,
        automatic_taxes: true,
        is_tax_inclusive: tax_inclusive,
        metadata: { shipping_zone_id: zone },
      })),
    },
  });

  // The shop charges German VAT inside the EU (spec: 19% VAT included) and none on export.
  await createTaxRegionsWorkflow(container).run({
    input: [
      ...lower([...byZone.de.countries, ...byZone.eu.countries]).map((country_code) => ({
        country_code,
        provider_id: 'tp_system',
        default_tax_rate: { rate: VAT_PERCENT, code: `VAT${VAT_PERCENT}`, name: `VAT ${VAT_PERCENT}%` },
      })),
      ...lower(byZone.export.countries).map((country_code) => ({
        country_code,
        provider_id: 'tp_system',
        default_tax_rate: { rate: 0, code: 'EXPORT0', name: 'Export, no VAT' },
      })),
    ],
  });

  logger.info('Seeding stock location, fulfillment and shipping options...');
  const {
    result: [stockLocation],
  } = await createStockLocationsWorkflow(container).run({
    input: {
      locations: [
        {
          name: STOCK_LOCATION_NAME,
          address: { address_1: 'Werkstattweg 7', city: 'Leipzig', country_code: 'DE', postal_code: '04109' },
        },
      ],
    },
  });
  await linkSalesChannelsToStockLocationWorkflow(container).run({
    input: { id: stockLocation.id, add: [salesChannel.id] },
  });
  await link.create({
    [Modules.STOCK_LOCATION]: { stock_location_id: stockLocation.id },
    [Modules.FULFILLMENT]: { fulfillment_provider_id: 'manual_manual' },
  });

  await createShippingProfilesWorkflow(container).run({
    input: { data: [{ name: SHIPPING_PROFILE_NAME, type: 'default' }] },
  });

  const fulfillmentSet = await fulfillmentModule.createFulfillmentSets({
    name: FULFILLMENT_SET_NAME,
    type: 'shipping',
    service_zones: catalog.shipping_matrix.map((zone) => ({
      name: zone.zone_name,
      geo_zones: lower(zone.countries).map((country_code) => ({ type: 'country' as const, country_code })),
    })),
  });
  await link.create({
    [Modules.STOCK_LOCATION]: { stock_location_id: stockLocation.id },
    [Modules.FULFILLMENT]: { fulfillment_set_id: fulfillmentSet.id },
  });

  logger.info('Seeding the shipping matrix...');
  for (const [index, zone] of catalog.shipping_matrix.entries()) {
    const created = await shippingMatrix.createShippingZones({
      zone_id: zone.zone_id,
      zone_name: zone.zone_name,
      countries: zone.countries,
      includes_tax: zone.includes_tax,
      sort_order: index,
    });
    await shippingMatrix.createShippingRates(
      Object.entries(zone.options).map(([name, amount]) => ({
        name,
        amount,
        includes_tax: zone.includes_tax,
        zone_id: created.id,
      })),
    );
  }
  logger.info(`Base seed finished. Publishable key: ${publishableKey.token}`);
}
type Container = ExecArgs['container'];
type Translation = { reference: string; reference_id: string; translations: Record<string, string> };

/** Product types, categories and collections the catalog names; creates the missing ones (German names are translations). */
async function ensureTypesAndCategories(container: Container) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER);
  const query = container.resolve(ContainerRegistrationKeys.QUERY);
  const { data: types } = await query.graph({ entity: 'product_type', fields: ['id', 'value'] });
  const missingTypes = catalog.product_types.filter((value) => !types.some((type) => type.value === value));
  if (missingTypes.length) {
    logger.info(`Seeding product types ${missingTypes.join(', ')}...`);
    await createProductTypesWorkflow(container).run({
      input: { product_types: missingTypes.map((value) => ({ value })) },
    });
  }
  const { data: categories } = await query.graph({ entity: 'product_category', fields: ['id', 'handle'] });
  const missingCategories = catalog.categories
    .map((category, rank) => ({ ...category, rank }))
    .filter((category) => !categories.some((existing) => existing.handle === category.handle));
  if (missingCategories.length) {
    logger.info(`Seeding categories ${missingCategories.map((category) => category.handle).join(', ')}...`);
    await createProductCategoriesWorkflow(container).run({
      input: {
        product_categories: missingCategories.map((category) => ({
          name: category.name,
          handle: category.handle,
          is_active: true,
          rank: category.rank,
        })),
      },
    });
  }
  const { data: collections } = await query.graph({ entity: 'product_collection', fields: ['id', 'handle'] });
  const missingCollections = catalog.collections.filter(
    (collection) => !collections.some((existing) => existing.handle === collection.handle),
  );
  if (missingCollections.length) {
    logger.info(`Seeding collections ${missingCollections.map((collection) => collection.handle).join(', ')}...`);
    await createCollectionsWorkflow(container).run({
      input: { collections: missingCollections.map(({ handle, title }) => ({ handle, title })) },
    });
  }
}

/** Creates the catalog's products that do not exist yet (by handle), with stock and translations left to later steps. */
async function ensureProducts(container: Container, products: CatalogProduct[]) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER);
  const query = container.resolve(ContainerRegistrationKeys.QUERY);
  const fulfillmentModule = container.resolve(Modules.FULFILLMENT);
  const { data: existing } = await query.graph({
    entity: 'product',
    fields: ['handle'],
    filters: { handle: products.map((product) => product.handle) },
  });
  const have = new Set(existing.map((product) => product.handle));
  const missing = products.filter((product) => !have.has(product.handle));
  if (!missing.length) return;

  const backendUrl = BACKEND_URL();
  const [
    { data: salesChannels },
    { data: regions },
    { data: types },
    { data: categories },
    { data: collections },
    profiles,
  ] = await Promise.all([
    query.graph({ entity: 'sales_channel', fields: ['id'], filters: { name: SALES_CHANNEL_NAME } }),
    query.graph({ entity: 'region', fields: ['id', 'metadata'] }),
    query.graph({ entity: 'product_type', fields: ['id', 'value'] }),
    query.graph({ entity: 'product_category', fields: ['id', 'handle'] }),
    query.graph({ entity: 'product_collection', fields: ['id', 'handle'] }),
    fulfillmentModule.listShippingProfiles({ name: SHIPPING_PROFILE_NAME }),
  ]);
  const exportRegion = regionForZone(regions, EXPORT_ZONE);
  if (!salesChannels[0] || !exportRegion || !profiles[0])
    throw new Error('base seed incomplete: sales channel, export region or shipping profile missing');
  const typeId = Object.fromEntries(types.map((type) => [type.value, type.id]));
  const categoryId = Object.fromEntries(categories.map((category) => [category.handle, category.id]));
  const collectionId = Object.fromEntries(collections.map((collection) => [collection.handle, collection.id]));

  logger.info(`Seeding ${missing.length} products...`);
  await createProductsWorkflow(container).run({
    input: {
      products: missing.map((product) => {
        const variants = variantsOf(product);
        return {
          title: product.title,
          subtitle: product.subtitle,
          description: product.description,
          handle: product.handle,
          status: ProductStatus.PUBLISHED,
          type_id: typeId[product.type],
          category_ids: product.category ? [categoryId[product.category]] : [],
          ...(product.collection ? { collection_id: collectionId[product.collection] } : {}),
          shipping_profile_id: profiles[0].id,
          sales_channels: [{ id: salesChannels[0].id }],
          ...productImages(product, backendUrl, germanValue),
          options: Object.entries(product.options).map(([title, values]) => ({ title, values: values as string[] })),
          metadata: {
            ...referencePriceMetadata(product),
            ...(product.made_to_specification ? { made_to_specification: true } : {}),
            ...deliveryWeeksMetadata(product),
          },
          variants: variants.map((variant) => ({
            title: variant.title,
            sku: variant.sku,
            options: variant.options,
            manage_inventory: true,
            allow_backorder: Boolean(product.backorder),
            prices: [
              { currency_code: 'eur', amount: variant.price },
              // Export prices exclude VAT: a region-specific net price.
              { currency_code: 'eur', amount: netAmount(variant.price), rules: { region_id: exportRegion.id } },
            ],
          })),
        };
      }),
    },
  });
}

/**
 * Products and categories seeded by an earlier version: the retired stand-ins leave their metadata,
 * the images get their alt texts, and each variant's inventory flags (availability derives from
 * them) are set as the catalog says.
 */
async function ensureProductDetails(container: Container, products: CatalogProduct[]) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER);
  const query = container.resolve(ContainerRegistrationKeys.QUERY);
  const { data: rows } = await query.graph({
    entity: 'product',
    fields: [
      'id',
      'handle',
      'metadata',
      'images.id',
      'images.url',
      'images.metadata',
      'variants.id',
      'variants.sku',
      'variants.manage_inventory',
      'variants.allow_backorder',
    ],
    filters: { handle: products.map((product) => product.handle) },
  });
  const byHandle = new Map(products.map((product) => [product.handle, product]));
  const productUpdates: {
    id: string;
    metadata?: Record<string, unknown>;
    images?: { id: string; url: string; metadata: Record<string, unknown> }[];
  }[] = [];
  const variantUpdates: { id: string; manage_inventory: boolean; allow_backorder: boolean }[] = [];
  for (const row of rows) {
    const product = byHandle.get(row.handle)!;
    const update: (typeof productUpdates)[number] = { id: row.id, ...metadataUpdate(row.metadata, product) };
    const alt = illustrationAlt(product);
    // An instrument's pictures carry their own alt texts (instrument-images.ts).
    const images = (instrumentImages(product, '', germanValue) ? [] : (row.images ?? [])).filter(Boolean) as {
      id: string;
      url: string;
      metadata: Record<string, unknown> | null;
    }[];
    if (images.some((image) => image.metadata?.alt !== alt.alt || image.metadata?.alt_de !== alt.alt_de)) {
      update.images = images.map((image) => ({
        id: image.id,
        url: image.url,
        metadata: { ...(image.metadata ?? {}), ...alt },
      }));
    }
    if (update.metadata || update.images) productUpdates.push(update);
    for (const variant of row.variants ?? []) {
      const allowBackorder = Boolean(product.backorder);
      if (variant && (variant.manage_inventory !== true || variant.allow_backorder !== allowBackorder)) {
        variantUpdates.push({ id: variant.id, manage_inventory: true, allow_backorder: allowBackorder });
      }
    }
  }
  if (productUpdates.length) {
    logger.info(`Updating metadata and image alt texts of ${productUpdates.length} products...`);
    await updateProductsWorkflow(container).run({ input: { products: productUpdates } });
  }
  if (variantUpdates.length) {
    logger.info(`Updating inventory flags of ${variantUpdates.length} variants...`);
    await updateProductVariantsWorkflow(container).run({ input: { product_variants: variantUpdates } });
  }
  const { data: categories } = await query.graph({ entity: 'product_category', fields: ['id', 'metadata'] });
  for (const category of categories) {
    if (!retiredIn(category.metadata, RETIRED_CATEGORY_METADATA).length) continue;
    // A category's metadata is replaced as a whole by an update.
    const metadata = Object.fromEntries(
      Object.entries(category.metadata!).filter(([key]) => !RETIRED_CATEGORY_METADATA.includes(key)),
    );
    logger.info(`Removing retired metadata of category ${category.id}...`);
    await updateProductCategoriesWorkflow(container).run({
      input: { selector: { id: category.id }, update: { metadata } },
    });
  }
}

/**
 * Every catalog variant's inventory item gets a level at the workshop with the catalog's stock.
 * Levels that exist are left alone: on a database in use, orders have moved them since.
 */
async function ensureInventoryLevels(container: Container, products: CatalogProduct[]) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER);
  const query = container.resolve(ContainerRegistrationKeys.QUERY);
  const stockBySku = new Map(
    products.flatMap((product) => variantsOf(product).map((variant) => [variant.sku, variant.stock] as const)),
  );
  const [{ data: locations }, { data: items }] = await Promise.all([
    query.graph({ entity: 'stock_location', fields: ['id'], filters: { name: STOCK_LOCATION_NAME } }),
    query.graph({ entity: 'inventory_item', fields: ['id', 'sku', 'location_levels.location_id'] }),
  ]);
  const location = locations[0];
  if (!location) throw new Error(`base seed incomplete: stock location "${STOCK_LOCATION_NAME}" missing`);
  const missing = items.filter(
    (item) =>
      item.sku &&
      stockBySku.has(item.sku) &&
      !(item.location_levels ?? []).some((level) => level?.location_id === location.id),
  );
  if (!missing.length) return;
  logger.info(`Seeding ${missing.length} inventory levels...`);
  await createInventoryLevelsWorkflow(container).run({
    input: {
      inventory_levels: missing.map((item) => ({
        location_id: location.id,
        inventory_item_id: item.id,
        stocked_quantity: stockBySku.get(item.sku!)!,
      })),
    },
  });
}

/** The store offers en-US and de-DE; translations can only be written in a supported locale. */
async function ensureLocales(container: Container) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY);
  const { data: stores } = await query.graph({ entity: 'store', fields: ['id', 'supported_locales.locale_code'] });
  const store = stores[0];
  const have = (store.supported_locales ?? []).map((locale) => locale?.locale_code);
  if (LOCALES.every((code) => have.includes(code))) return;
  await updateStoresWorkflow(container).run({
    input: {
      selector: { id: store.id },
      update: {
        supported_locales: [...new Set([...have.filter(Boolean), ...LOCALES])].map((locale_code) => ({
          locale_code: locale_code!,
        })),
      },
    },
  });
}

/** The fields of a product that ensureTranslations reads for its German translations. */
interface ProductRow {
  id: string;
  handle: string;
  options?: { id: string; title: string; values?: { id: string; value: string }[] | null }[] | null;
  variants?: { id: string; title: string | null }[] | null;
}

/** German translations (Translation Module) of the products, options, option values, variants, categories and collections. */
function germanTranslations(
  products: CatalogProduct[],
  rows: readonly ProductRow[],
  categories: { id: string; handle: string }[],
  collections: { id: string; handle: string }[],
): Translation[] {
  const byHandle = new Map(products.map((product) => [product.handle, product]));
  const result = new Map<string, Translation>();
  const add = (reference: string, reference_id: string, translations: Record<string, string>) =>
    result.set(reference_id, { reference, reference_id, translations });
  for (const row of rows) {
    const product = byHandle.get(row.handle)!;
    add('product', row.id, {
      title: product.title_de,
      subtitle: product.subtitle_de,
      description: product.description_de,
    });
    for (const option of row.options ?? []) {
      add('product_option', option.id, { title: german(OPTION_TITLES_DE, option.title) });
      for (const value of option.values ?? [])
        add('product_option_value', value.id, { value: german(OPTION_VALUES_DE, value.value) });
    }
    for (const variant of row.variants ?? []) {
      add('product_variant', variant.id, {
        title: String(variant.title)
          .split(' / ')
          .map((value) => german(OPTION_VALUES_DE, value))
          .join(' / '),
      });
    }
  }
  for (const category of categories) {
    const entry = catalog.categories.find((c) => c.handle === category.handle);
    if (entry) add('product_category', category.id, { name: entry.name_de });
  }
  for (const collection of collections) {
    const entry = catalog.collections.find((c) => c.handle === collection.handle);
    if (entry) add('product_collection', collection.id, { title: entry.title_de });
  }
  return [...result.values()];
}

/** Creates the missing German translations and corrects changed ones; unchanged ones stay as they are. */
async function ensureTranslations(container: Container, products: CatalogProduct[]) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY);
  const [{ data: rows }, { data: categories }, { data: collections }] = await Promise.all([
    query.graph({
      entity: 'product',
      fields: [
        'id',
        'handle',
        'options.id',
        'options.title',
        'options.values.id',
        'options.values.value',
        'variants.id',
        'variants.title',
      ],
      filters: { handle: products.map((product) => product.handle) },
    }),
    query.graph({ entity: 'product_category', fields: ['id', 'handle'] }),
    query.graph({ entity: 'product_collection', fields: ['id', 'handle'] }),
  ]);
  await writeGermanTranslations(container, germanTranslations(products, rows, categories, collections));
}

/** Creates the missing German translations among `wanted` and corrects changed ones; unchanged ones stay as they are. */
async function writeGermanTranslations(container: Container, wanted: Translation[]) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER);
  const translationModule = container.resolve(Modules.TRANSLATION);
  const existing = await translationModule.listTranslations(
    { reference_id: wanted.map((t) => t.reference_id), locale_code: GERMAN },
    { select: ['id', 'reference_id', 'translations'], take: null },
  );
  const existingById = new Map(existing.map((row) => [row.reference_id, row]));
  const create = wanted.filter((t) => !existingById.has(t.reference_id));
  const update = wanted
    .filter((t) => {
      const row = existingById.get(t.reference_id);
      return row && JSON.stringify(sortKeys(row.translations ?? {})) !== JSON.stringify(sortKeys(t.translations));
    })
    .map((t) => ({ id: existingById.get(t.reference_id)!.id, translations: t.translations }));
  if (create.length) {
    logger.info(`Seeding ${create.length} German translations...`);
    await createTranslationsWorkflow(container).run({
      input: { translations: create.map((t) => ({ ...t, locale_code: GERMAN })) },
    });
  }
  if (update.length) {
    logger.info(`Updating ${update.length} German translations...`);
    await updateTranslationsWorkflow(container).run({ input: { translations: update } });
  }
}

/**
 * Every region offers bank transfer and the configured card provider; missing ones are added, and
 * the card provider not configured (test card with Stripe, Stripe without) is taken off.
 */
async function ensureRegionPaymentProviders(container: Container) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER);
  const query = container.resolve(ContainerRegistrationKeys.QUERY);
  const unused = KNOWN_PAYMENT_PROVIDERS.filter((id) => !PAYMENT_PROVIDERS.includes(id));
  const { data: regions } = await query.graph({ entity: 'region', fields: ['id', 'name', 'payment_providers.id'] });
  for (const region of regions) {
    const have = (region.payment_providers ?? []).map((provider) => provider?.id).filter(Boolean) as string[];
    const missing = PAYMENT_PROVIDERS.filter((id) => !have.includes(id));
    const dropped = have.filter((id) => unused.includes(id));
    if (!missing.length && !dropped.length) continue;
    logger.info(
      `Payment providers of region ${region.name}: adding ${missing.join(', ') || 'none'}, removing ${dropped.join(', ') || 'none'}...`,
    );
    await updateRegionsWorkflow(container).run({
      input: {
        selector: { id: region.id },
        update: { payment_providers: [...have.filter((id) => !dropped.includes(id)), ...missing] },
      },
    });
  }
}

/**
 * Shipping options priced by the shipping matrix (calculated by the matrix fulfilment provider):
 * standard in every zone, express where EXPRESS_SURCHARGE has the zone. The flat-rate options of
 * earlier seeds (manual provider) are removed; options that exist are left alone.
 */
async function ensureShippingOptions(container: Container) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER);
  const query = container.resolve(ContainerRegistrationKeys.QUERY);
  const link = container.resolve(ContainerRegistrationKeys.LINK);
  const fulfillmentModule = container.resolve(Modules.FULFILLMENT);
  const [sets, profiles, { data: locations }] = await Promise.all([
    fulfillmentModule.listFulfillmentSets({ name: FULFILLMENT_SET_NAME }, { relations: ['service_zones'] }),
    fulfillmentModule.listShippingProfiles({ name: SHIPPING_PROFILE_NAME }),
    query.graph({
      entity: 'stock_location',
      fields: ['id', 'fulfillment_providers.id'],
      filters: { name: STOCK_LOCATION_NAME },
    }),
  ]);
  if (!sets[0] || !profiles[0] || !locations[0])
    throw new Error('base seed incomplete: fulfillment set, shipping profile or stock location missing');
  if (!(locations[0].fulfillment_providers ?? []).some((provider) => provider?.id === MATRIX_PROVIDER)) {
    await link.create({
      [Modules.STOCK_LOCATION]: { stock_location_id: locations[0].id },
      [Modules.FULFILLMENT]: { fulfillment_provider_id: MATRIX_PROVIDER },
    });
  }
  const zoneIds = sets[0].service_zones.map((zone) => zone.id);
  const options = await fulfillmentModule.listShippingOptions(
    { service_zone: { id: zoneIds } },
    { relations: ['type'] },
  );
  const retired = options.filter((option) => option.provider_id !== MATRIX_PROVIDER && option.price_type === 'flat');
  if (retired.length) {
    logger.info(`Removing ${retired.length} flat-rate shipping options...`);
    await deleteShippingOptionsWorkflow(container).run({ input: { ids: retired.map((option) => option.id) } });
  }
  const wanted = catalog.shipping_matrix.flatMap((zone) => {
    const serviceZone = sets[0].service_zones.find((candidate) => candidate.name === zone.zone_name);
    if (!serviceZone) throw new Error(`base seed incomplete: no service zone "${zone.zone_name}"`);
    const codes =
      EXPRESS_SURCHARGE[zone.zone_id] !== undefined ? (['standard', 'express'] as const) : (['standard'] as const);
    return codes
      .filter(
        (code) =>
          !options.some(
            (option) =>
              option.service_zone_id === serviceZone.id &&
              option.provider_id === MATRIX_PROVIDER &&
              option.type?.code === code,
          ),
      )
      .map((code) => ({
        name: code === 'standard' ? `Insured parcel (${zone.zone_name})` : `Express (${zone.zone_name})`,
        price_type: 'calculated' as const,
        provider_id: MATRIX_PROVIDER,
        service_zone_id: serviceZone.id,
        shipping_profile_id: profiles[0].id,
        data:
          code === 'standard'
            ? { id: MATRIX_OPTIONS.standard }
            : { id: MATRIX_OPTIONS.express, surcharge: EXPRESS_SURCHARGE[zone.zone_id] },
        type: {
          label: code === 'standard' ? 'Insured parcel' : 'Express',
          description: code === 'standard' ? 'About 4-5 working days.' : 'About 1-2 working days.',
          code,
        },
        rules: [
          { attribute: 'enabled_in_store', value: 'true', operator: 'eq' as const },
          { attribute: 'is_return', value: 'false', operator: 'eq' as const },
        ],
      }));
  });
  if (wanted.length) {
    logger.info(`Seeding ${wanted.length} shipping options priced by the shipping matrix...`);
    await createShippingOptionsWorkflow(container).run({ input: wanted });
  }
}

// --- Sales and price history (issue 26)
const REFERENCE_PRICE_KEYS = ['reference_price', 'reference_price_export'] as const;

/** A surcharge's reference price (below the price; gross and net for export) as product metadata. */
function referencePriceMetadata(
  product: CatalogProduct,
): Partial<Record<(typeof REFERENCE_PRICE_KEYS)[number], number>> {
  return product.reference_price
    ? { reference_price: product.reference_price, reference_price_export: netAmount(product.reference_price) }
    : {};
}

/**
 * What an earlier seed's product metadata needs (updates merge; an empty string deletes a key):
 * the retired stand-ins go, the made-to-specification flag and the reference price follow the
 * catalog, a build's delivery weeks come where the product has none yet (the workshop's own in
 * Medusa Admin stay). Nothing when nothing is to change.
 */
function metadataUpdate(
  metadata: Record<string, unknown> | null | undefined,
  product: CatalogProduct,
): { metadata?: Record<string, unknown> } {
  let update: Record<string, unknown> | undefined;
  const retired = retiredIn(metadata, RETIRED_PRODUCT_METADATA);
  if (retired.length) update = Object.fromEntries(retired.map((key) => [key, '']));
  // The withdrawal's exclusion reads the made-to-specification flag.
  if (Boolean(product.made_to_specification) !== (metadata?.made_to_specification === true))
    update = { ...update, made_to_specification: product.made_to_specification ? true : '' };
  const reference = referencePriceMetadata(product);
  if (REFERENCE_PRICE_KEYS.some((key) => (metadata?.[key] ?? '') !== (reference[key] ?? '')))
    update = { ...update, reference_price: '', reference_price_export: '', ...reference };
  const weeks = deliveryWeeksMetadata(product);
  const ownWeeks = Object.values(DELIVERY_WEEKS_KEYS).some((key) => metadata?.[key] != null && metadata[key] !== '');
  if (!ownWeeks && Object.keys(weeks).length) update = { ...update, ...weeks };
  return update ? { metadata: update } : {};
}

/** A built-to-order product's delivery weeks as product metadata (none when the catalog names none). */
function deliveryWeeksMetadata(product: CatalogProduct): Record<string, number> {
  const weeks: Record<string, number> = {};
  if (product.delivery_weeks_min != null) weeks[DELIVERY_WEEKS_KEYS.min] = product.delivery_weeks_min;
  if (product.delivery_weeks_max != null) weeks[DELIVERY_WEEKS_KEYS.max] = product.delivery_weeks_max;
  return weeks;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far back the seed writes every variant's price history. */
const HISTORY_DAYS = 60;
/** The price-list metadata key naming the catalog sale a list was seeded for (`handle#index`). */
const SALE_KEY = 'tonewood_sale';

type SeedRegion = { id: string; currency_code: string; net: boolean };
type SaleList = { id: string; starts_at: Date | null; ends_at: Date | null; sale: CatalogSale };
type SeededVariant = { id: string; price: number; surcharge: number };

const date = (value: unknown) => (value ? new Date(value as string) : null);

/** The regions with their currency; the export region's prices are net. */
async function seedRegions(container: Container): Promise<SeedRegion[]> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY);
  const { data: regions } = await query.graph({ entity: 'region', fields: ['id', 'currency_code', 'metadata'] });
  return regions.map((region) => ({ id: region.id, currency_code: region.currency_code, net: isExportRegion(region) }));
}

const inRegion = (gross: number, region: SeedRegion) => (region.net ? netAmount(gross) : gross);

/** The catalog variants (by product handle) with their regular price and surcharge, matched by SKU. */
async function seededVariants(container: Container, products: CatalogProduct[]) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY);
  const { data: rows } = await query.graph({
    entity: 'product',
    fields: ['handle', 'variants.id', 'variants.sku'],
    filters: { handle: products.map((product) => product.handle) },
  });
  const result = new Map<string, SeededVariant[]>();
  for (const product of products) {
    const row = rows.find((candidate) => candidate.handle === product.handle);
    const bySku = new Map(variantsOf(product).map((variant) => [variant.sku, variant]));
    result.set(
      product.handle,
      (row?.variants ?? []).flatMap((variant) => {
        const wanted = variant?.sku ? bySku.get(variant.sku) : undefined;
        return variant && wanted
          ? [{ id: variant.id, price: wanted.price, surcharge: wanted.price - product.price }]
          : [];
      }),
    );
  }
  return result;
}

/**
 * Databases seeded before sales were price lists hold the sale price as the variant's own price
 * (the reduction was a metadata stand-in): such a variant gets its regular price back. Prices the
 * workshop has set otherwise are left alone.
 */
async function ensureRegularPrices(
  container: Container,
  products: CatalogProduct[],
  variants: Map<string, SeededVariant[]>,
  regions: SeedRegion[],
) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER);
  const query = container.resolve(ContainerRegistrationKeys.QUERY);
  const exportRegion = regions.find((region) => region.net);
  const onSale = products.filter((product) => product.sales?.length);
  const ids = onSale.flatMap((product) => (variants.get(product.handle) ?? []).map((variant) => variant.id));
  if (!ids.length || !exportRegion) return;
  const { data: rows } = await query.graph({
    entity: 'product_variant',
    fields: ['id', 'prices.amount', 'prices.currency_code', 'prices.rules_count', 'prices.price_list_id'],
    filters: { id: ids },
  });
  const updates = onSale.flatMap((product) =>
    (variants.get(product.handle) ?? []).flatMap((variant) => {
      const own = rows
        .find((row) => row.id === variant.id)
        ?.prices?.find((price) => price && !price.price_list_id && !price.rules_count && price.currency_code === 'eur');
      const stale = own && product.sales!.some((sale) => Number(own.amount) === sale.price + variant.surcharge);
      return stale
        ? [
            {
              id: variant.id,
              prices: [
                { currency_code: 'eur', amount: variant.price },
                {
                  currency_code: 'eur',
                  amount: netAmount(variant.price),
                  rules: { region_id: exportRegion.id },
                },
              ],
            },
          ]
        : [];
    }),
  );
  if (!updates.length) return;
  logger.info(`Restoring the regular price of ${updates.length} variants on sale...`);
  await updateProductVariantsWorkflow(container).run({ input: { product_variants: updates } });
}

/** The catalog's sales as Medusa price lists of type sale, one price per variant and region; creates the missing ones. */
async function ensureSalePriceLists(
  container: Container,
  products: CatalogProduct[],
  variants: Map<string, SeededVariant[]>,
  regions: SeedRegion[],
  now: number,
): Promise<Map<string, SaleList>> {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER);
  const pricing = container.resolve(Modules.PRICING);
  const existing = await pricing.listPriceLists({}, { select: ['id', 'starts_at', 'ends_at', 'metadata'], take: null });
  const byKey = new Map(existing.map((list) => [String(list.metadata?.[SALE_KEY] ?? ''), list]));
  const result = new Map<string, SaleList>();
  const missing: { key: string; product: CatalogProduct; sale: CatalogSale }[] = [];
  for (const product of products) {
    for (const [index, sale] of (product.sales ?? []).entries()) {
      const key = `${product.handle}#${index}`;
      const list = byKey.get(key);
      if (list) {
        result.set(key, { id: list.id, starts_at: date(list.starts_at), ends_at: date(list.ends_at), sale });
      } else if (variants.get(product.handle)?.length) missing.push({ key, product, sale });
    }
  }
  if (!missing.length) return result;
  logger.info(`Seeding ${missing.length} sale price lists...`);
  const day = (date: Date | null) => date?.toISOString().slice(0, 10) ?? 'open';
  const data = missing.map(({ key, product, sale }) => {
    const starts = new Date(now - sale.starts_days_ago * DAY_MS);
    const ends =
      sale.ends_days_ago !== undefined
        ? new Date(now - sale.ends_days_ago * DAY_MS)
        : sale.ends_in_days !== undefined
          ? new Date(now + sale.ends_in_days * DAY_MS)
          : null;
    return {
      title: `Sale: ${product.title} (${day(starts)} to ${day(ends)})`,
      description: `${product.title} at ${sale.price} € (gross; net for export), plus the variants' surcharges.`,
      type: 'sale',
      status: 'active' as const,
      starts_at: starts.toISOString(),
      ends_at: ends?.toISOString() ?? null,
      metadata: { [SALE_KEY]: key },
      prices: (variants.get(product.handle) ?? []).flatMap((variant) =>
        regions.map((region) => ({
          variant_id: variant.id,
          currency_code: region.currency_code,
          amount: inRegion(sale.price + variant.surcharge, region),
          rules: { region_id: region.id },
        })),
      ),
    };
  });
  const { result: created } = await createPriceListsWorkflow(container).run({ input: { price_lists_data: data } });
  for (const [index, list] of created.entries()) {
    const { key, sale } = missing[index];
    result.set(key, { id: list.id, starts_at: date(list.starts_at), ends_at: date(list.ends_at), sale });
  }
  return result;
}

/**
 * Every variant's price history per region and currency, written backdated where a history is
 * still empty: the regular price from HISTORY_DAYS ago, then each sale list's start and end (as
 * far as they have passed). Then whatever differs from the last rows is recorded as of now.
 */
async function ensurePriceHistory(
  container: Container,
  products: CatalogProduct[],
  variants: Map<string, SeededVariant[]>,
  regions: SeedRegion[],
  lists: Map<string, SaleList>,
  now: number,
) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER);
  const history: PriceHistoryModuleService = container.resolve(PRICE_HISTORY_MODULE);
  const ids = [...variants.values()].flat().map((variant) => variant.id);
  const latest = await history.latestOf(ids);
  const rows = products.flatMap((product) => {
    const sales = (product.sales ?? [])
      .map((_, index) => lists.get(`${product.handle}#${index}`))
      .filter((list): list is SaleList => Boolean(list))
      .sort((a, b) => (a.starts_at?.getTime() ?? 0) - (b.starts_at?.getTime() ?? 0));
    return (variants.get(product.handle) ?? []).flatMap((variant) =>
      regions.flatMap((region) => {
        const key = { variant_id: variant.id, region_id: region.id, currency_code: region.currency_code };
        if (latest.has(historyKey(key))) return [];
        const regular = inRegion(variant.price, region);
        const points = [
          { at: now - HISTORY_DAYS * DAY_MS, amount: regular, source: 'variant' as const, price_list_id: null },
          ...sales.flatMap((list) => [
            {
              at: Math.max(list.starts_at?.getTime() ?? 0, now - HISTORY_DAYS * DAY_MS),
              amount: inRegion(list.sale.price + variant.surcharge, region),
              source: 'price_list' as const,
              price_list_id: list.id,
            },
            ...(list.ends_at
              ? [{ at: list.ends_at.getTime(), amount: regular, source: 'variant' as const, price_list_id: null }]
              : []),
          ]),
        ];
        return points
          .filter((point) => point.at <= now)
          .map(({ at, ...point }) => ({ ...key, ...point, effective_at: new Date(at) }));
      }),
    );
  });
  if (rows.length) {
    logger.info(`Seeding ${rows.length} price history rows (${HISTORY_DAYS} days)...`);
    await history.createPricePoints(rows);
  }
  const recorded = await recordPriceChanges(container, { variant_ids: ids });
  if (recorded.length) logger.info(`Recorded ${recorded.length} price changes as of now.`);
}

/** Regular prices, the sale price lists and the price history of the catalog's variants. */
async function ensureSalePrices(container: Container, products: CatalogProduct[]) {
  const now = Date.now();
  const [regions, variants] = await Promise.all([seedRegions(container), seededVariants(container, products)]);
  await ensureRegularPrices(container, products, variants, regions);
  const lists = await ensureSalePriceLists(container, products, variants, regions, now);
  await ensurePriceHistory(container, products, variants, regions, lists, now);
}
// --- end of sales and price history

/**
 * Product safety (GPSR): each catalog product's power source (metadata `power`) and its warnings
 * and safety information, a product_safety record of src/modules/product-safety linked to the
 * product, with the German texts as its Translation Module translations. Missing records and
 * links are created, texts that differ from the catalog corrected.
 */
async function ensureProductSafety(container: Container, products: CatalogProduct[]) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER);
  const query = container.resolve(ContainerRegistrationKeys.QUERY);
  const { data: rows } = await query.graph({
    entity: 'product',
    fields: ['id', 'handle', 'metadata', 'product_safety.*'],
    filters: { handle: products.map((product) => product.handle) },
  });
  const byHandle = new Map(products.map((product) => [product.handle, product]));
  const lines = (texts: string[]) => texts.join('\n');
  const german: Translation[] = [];
  const powerUpdates: { id: string; metadata: Record<string, unknown> }[] = [];
  for (const row of rows) {
    const product = byHandle.get(row.handle)!;
    // An empty string deletes the key (product metadata updates merge).
    if ((row.metadata?.power ?? '') !== (product.power ?? ''))
      powerUpdates.push({ id: row.id, metadata: { power: product.power ?? '' } });
    if (!product.safety) continue;
    const { safety, change } = await saveProductSafety(
      container,
      row.id,
      { warnings: lines(product.safety.warnings), safety_information: lines(product.safety.safety_information) },
      (row as { product_safety?: SavedProductSafety | null }).product_safety ?? null,
    );
    if (change !== 'unchanged') logger.info(`Safety texts of ${row.handle}: ${change}`);
    german.push({
      reference: 'product_safety',
      reference_id: safety.id,
      translations: {
        warnings: lines(product.safety.warnings_de),
        safety_information: lines(product.safety.safety_information_de),
      },
    });
  }
  if (powerUpdates.length) {
    logger.info(`Updating the power source of ${powerUpdates.length} products...`);
    await updateProductsWorkflow(container).run({ input: { products: powerUpdates } });
  }
  await writeGermanTranslations(container, german);
}

/** The seeded promotions (Promotion Module); test/promotions.test.ts and the site's journeys use them. */
const MERCH_PROMOTION_CODE = 'MERCH10';
const FREE_EXPRESS_PROMOTION_CODE = 'FREE-EXPRESS-3000';
/** The free express promotion's names: the threshold as the shopper reads it, after discounts. */
const FREE_EXPRESS_NAMES = {
  name_en: 'Free express shipping above 3,000 € after discounts',
  name_de: 'Gratis-Expressversand ab 3.000 € nach Rabatten',
};
/** The names an earlier seed gave it, brought up to date where the workshop kept them. */
const FREE_EXPRESS_OLD_NAME_EN = 'Free express shipping above 3,000 €';

/** Gives the free express promotion of an earlier seed its names with 'after discounts', unless the workshop renamed it. */
async function renameFreeExpress(
  container: Container,
  existing: { id: string; code?: string | null; metadata?: unknown }[],
) {
  const promotion = existing.find((candidate) => candidate.code === FREE_EXPRESS_PROMOTION_CODE);
  const metadata = (promotion?.metadata ?? {}) as Record<string, unknown>;
  if (!promotion || metadata.name_en !== FREE_EXPRESS_OLD_NAME_EN) return;
  await container
    .resolve(Modules.PROMOTION)
    .updatePromotions([{ id: promotion.id, metadata: { ...metadata, ...FREE_EXPRESS_NAMES } }]);
}

/**
 * Medusa promotions, created once each (by code; a workshop's later edits in Medusa Admin stay):
 * MERCH10, 10 % off every item whose product is in the merch category; and an automatic one that
 * takes 100 % off the express shipping method when the cart's item total after the items'
 * discounts (`item_total` in the promotion context, set by src/workflows/hooks/promotion-context.ts;
 * gross) is above 3,000 € (FREE_EXPRESS_THRESHOLD of @tonewood/rules). Both are tax inclusive:
 * the shop's prices are gross. `metadata.name_en` / `name_de` is the name the site and the mail
 * show for an automatic promotion (a code promotion shows its code).
 */
async function ensurePromotions(container: Container) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER);
  const query = container.resolve(ContainerRegistrationKeys.QUERY);
  const [{ data: existing }, { data: categories }, { data: types }] = await Promise.all([
    query.graph({
      entity: 'promotion',
      fields: ['id', 'code', 'metadata'],
      filters: { code: [MERCH_PROMOTION_CODE, FREE_EXPRESS_PROMOTION_CODE] },
    }),
    query.graph({ entity: 'product_category', fields: ['id'], filters: { handle: 'merch' } }),
    query.graph({ entity: 'shipping_option_type', fields: ['id'], filters: { code: 'express' } }),
  ]);
  const have = new Set(existing.map((promotion) => promotion.code));
  await renameFreeExpress(container, existing);
  if (!categories[0] || !types.length) throw new Error('seed incomplete: merch category or express shipping missing');
  const currency = { attribute: 'currency_code', operator: 'eq' as const, values: ['eur'] };
  const wanted = [
    {
      code: MERCH_PROMOTION_CODE,
      type: 'standard' as const,
      status: 'active' as const,
      is_automatic: false,
      is_tax_inclusive: true,
      rules: [currency],
      application_method: {
        type: 'percentage' as const,
        target_type: 'items' as const,
        allocation: 'across' as const,
        value: 10,
        target_rules: [
          { attribute: 'items.product.categories.id', operator: 'in' as const, values: [categories[0].id] },
        ],
      },
    },
    {
      code: FREE_EXPRESS_PROMOTION_CODE,
      type: 'standard' as const,
      status: 'active' as const,
      is_automatic: true,
      is_tax_inclusive: true,
      metadata: FREE_EXPRESS_NAMES,
      rules: [currency, { attribute: 'item_total', operator: 'gt' as const, values: [String(FREE_EXPRESS_THRESHOLD)] }],
      application_method: {
        type: 'percentage' as const,
        target_type: 'shipping_methods' as const,
        allocation: 'across' as const,
        value: 100,
        target_rules: [
          {
            attribute: 'shipping_methods.shipping_option.shipping_option_type_id',
            operator: 'in' as const,
            values: types.map((type) => type.id),
          },
        ],
      },
    },
  ].filter((promotion) => !have.has(promotion.code));
  if (!wanted.length) return;
  logger.info(`Seeding promotions ${wanted.map((promotion) => promotion.code).join(', ')}...`);
  await createPromotionsWorkflow(container).run({ input: { promotionsData: wanted } });
}

const sortKeys = (object: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(object).sort(([a], [b]) => a.localeCompare(b)));

/**
 * The catalog steps for `products` on a seeded base: the products missing by handle, their
 * details, pictures, stock levels, German translations, prices and safety information. Also the
 * bench's large catalog (scripts/seed-large.ts) goes through here, so it is stored the same way.
 */
export async function seedProducts(container: Container, products: CatalogProduct[]) {
  await ensureProducts(container, products);
  await ensureProductDetails(container, products);
  await ensureVariantImages(container, products, BACKEND_URL(), germanValue);
  await ensureInventoryLevels(container, products);
  await ensureTranslations(container, products);
  await ensureSalePrices(container, products);
  await ensureProductSafety(container, products);
}

/**
 * Seeds a fresh database, and brings one seeded by an earlier version up to date without
 * duplicating anything: the base (store, key, regions, shipping) is created once; products,
 * stock levels, German translations and alt texts are each added where missing, retired
 * metadata stand-ins removed; the development admin user is created when the start asks for it.
 * scripts/lib/stack.mjs runs this again whenever the seed files change (TONEWOOD_SEED_HASH).
 */
export default async function seed({ container }: ExecArgs) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER);
  const query = container.resolve(ContainerRegistrationKeys.QUERY);
  const apiKeyModule = container.resolve(Modules.API_KEY);
  const started = performance.now();
  // Product and variant events would record today's prices before ensureSalePrices writes the
  // backdated history: the price-history subscriber waits in this process.
  process.env[PRICE_HISTORY_PAUSED] = '1';

  const existing = await apiKeyModule.listApiKeys({ title: PUBLISHABLE_KEY_TITLE, type: 'publishable' });
  if (!existing.length) await seedBase(container);
  else logger.info('Base already seeded; bringing the catalog up to date...');

  const products = [
    ...(catalog.products as CatalogProduct[]),
    ...(PROBES_ENABLED ? (probes.products as CatalogProduct[]) : []),
  ];
  await ensureLocales(container);
  await ensureRegionPaymentProviders(container);
  await ensureShippingOptions(container);
  await ensureTypesAndCategories(container);
  await seedProducts(container, products);
  await ensurePromotions(container);
  await ensureAdminUser(container);

  const seedHash = process.env.TONEWOOD_SEED_HASH;
  if (seedHash) {
    const { data: stores } = await query.graph({ entity: 'store', fields: ['id', 'metadata'] });
    await updateStoresWorkflow(container).run({
      input: {
        selector: { id: stores[0].id },
        update: { metadata: { ...(stores[0].metadata ?? {}), [SEED_HASH_KEY]: seedHash } },
      },
    });
  }
  delete process.env[PRICE_HISTORY_PAUSED];
  logger.info(`Seed finished in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}
