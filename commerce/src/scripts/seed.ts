import type { ExecArgs } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules, ProductStatus } from "@medusajs/framework/utils"
import {
  createApiKeysWorkflow,
  createInventoryLevelsWorkflow,
  createProductCategoriesWorkflow,
  createProductsWorkflow,
  createProductTypesWorkflow,
  createRegionsWorkflow,
  createSalesChannelsWorkflow,
  createShippingOptionsWorkflow,
  createShippingProfilesWorkflow,
  createStockLocationsWorkflow,
  createTaxRegionsWorkflow,
  linkSalesChannelsToApiKeyWorkflow,
  linkSalesChannelsToStockLocationWorkflow,
  updateStoresWorkflow,
} from "@medusajs/medusa/core-flows"
import catalog from "../data/catalog.json"
import probes from "../data/probes.json"
import { SHIPPING_MATRIX_MODULE } from "../modules/shipping-matrix"
import type ShippingMatrixModuleService from "../modules/shipping-matrix/service"

// Must match PUBLISHABLE_KEY_TITLE in scripts/lib/stack.mjs: the start script finds the key by it.
const PUBLISHABLE_KEY_TITLE = "Tonewood Webshop"
const VAT_RATE = 19
const PAYMENT_PROVIDERS = ["pp_system_default"]

type CatalogProduct = Omit<(typeof catalog.products)[number], "category" | "art"> & {
  category: string | null
  list_price?: number
  surcharges?: Record<string, number>
  backorder?: boolean
  /** The illustration to use when the product has none of its own (probes). */
  image?: string
}

// Probe products for the site's e2e run (src/data/probes.json), only with TONEWOOD_SEED_PROBES=1.
const PROBES_ENABLED = process.env.TONEWOOD_SEED_PROBES === "1"

const byZone = Object.fromEntries(catalog.shipping_matrix.map((zone) => [zone.zone_id, zone]))
const lower = (codes: string[]) => codes.map((code) => code.toLowerCase())

/** Net price for the export region, where prices are shown and charged without VAT. */
const net = (gross: number) => Math.round((gross / (1 + VAT_RATE / 100)) * 100) / 100

/** Every combination of the product's option values, with its surcharge-adjusted price. */
function variantsOf(product: CatalogProduct) {
  const entries = Object.entries(product.options) as [string, string[]][]
  let combos: Record<string, string>[] = [{}]
  for (const [title, values] of entries) {
    combos = combos.flatMap((combo) => values.map((value) => ({ ...combo, [title]: value })))
  }
  return combos.map((options) => {
    const surcharge = Object.values(options).reduce((sum, value) => sum + (product.surcharges?.[value] ?? 0), 0)
    const values = Object.values(options)
    return {
      title: values.join(" / "),
      sku: [product.handle, ...values].join("-").toUpperCase().replace(/[^A-Z0-9]+/g, "-"),
      options,
      price: product.price + surcharge,
    }
  })
}

export default async function seed({ container }: ExecArgs) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const link = container.resolve(ContainerRegistrationKeys.LINK)
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const fulfillmentModule = container.resolve(Modules.FULFILLMENT)
  const storeModule = container.resolve(Modules.STORE)
  const apiKeyModule = container.resolve(Modules.API_KEY)
  const shippingMatrix: ShippingMatrixModuleService = container.resolve(SHIPPING_MATRIX_MODULE)

  const existing = await apiKeyModule.listApiKeys({ title: PUBLISHABLE_KEY_TITLE, type: "publishable" })
  if (existing.length) {
    logger.info("Catalog already seeded; nothing to do.")
    return
  }
  const backendUrl = (process.env.MEDUSA_BACKEND_URL || "http://127.0.0.1:9000").replace(/\/$/, "")

  logger.info("Seeding store, sales channel and publishable key...")
  const {
    result: [salesChannel],
  } = await createSalesChannelsWorkflow(container).run({
    input: { salesChannelsData: [{ name: "Tonewood Webshop", description: "The storefront at tonewood" }] },
  })
  const [store] = await storeModule.listStores()
  await updateStoresWorkflow(container).run({
    input: {
      selector: { id: store.id },
      update: {
        name: "Tonewood",
        supported_currencies: [{ currency_code: "eur", is_default: true, is_tax_inclusive: true }],
        default_sales_channel_id: salesChannel.id,
      },
    },
  })
  const {
    result: [publishableKey],
  } = await createApiKeysWorkflow(container).run({
    input: { api_keys: [{ title: PUBLISHABLE_KEY_TITLE, type: "publishable", created_by: "" }] },
  })
  await linkSalesChannelsToApiKeyWorkflow(container).run({
    input: { id: publishableKey.id, add: [salesChannel.id] },
  })

  logger.info("Seeding regions and tax regions...")
  const { result: regions } = await createRegionsWorkflow(container).run({
    input: {
      regions: [
        { zone: "de", name: "Germany", tax_inclusive: true },
        { zone: "eu", name: "European Union", tax_inclusive: true },
        { zone: "export", name: "Export", tax_inclusive: false },
      ].map(({ zone, name, tax_inclusive }) => ({
        name,
        currency_code: "eur",
        countries: lower(byZone[zone].countries),
        payment_providers: PAYMENT_PROVIDERS,
        automatic_taxes: true,
        is_tax_inclusive: tax_inclusive,
        metadata: { shipping_zone_id: zone },
      })),
    },
  })
  const regionByZone = Object.fromEntries(regions.map((region) => [region.metadata?.shipping_zone_id as string, region]))

  // The shop charges German VAT inside the EU (spec: 19% VAT included) and none on export.
  await createTaxRegionsWorkflow(container).run({
    input: [
      ...lower([...byZone.de.countries, ...byZone.eu.countries]).map((country_code) => ({
        country_code,
        provider_id: "tp_system",
        default_tax_rate: { rate: VAT_RATE, code: "VAT19", name: "VAT 19%" },
      })),
      ...lower(byZone.export.countries).map((country_code) => ({
        country_code,
        provider_id: "tp_system",
        default_tax_rate: { rate: 0, code: "EXPORT0", name: "Export, no VAT" },
      })),
    ],
  })

  logger.info("Seeding stock location, fulfillment and shipping options...")
  const {
    result: [stockLocation],
  } = await createStockLocationsWorkflow(container).run({
    input: {
      locations: [{ name: "Tonewood Workshop", address: { address_1: "Werkstattweg 7", city: "Leipzig", country_code: "DE", postal_code: "04109" } }],
    },
  })
  await linkSalesChannelsToStockLocationWorkflow(container).run({
    input: { id: stockLocation.id, add: [salesChannel.id] },
  })
  await link.create({
    [Modules.STOCK_LOCATION]: { stock_location_id: stockLocation.id },
    [Modules.FULFILLMENT]: { fulfillment_provider_id: "manual_manual" },
  })

  const {
    result: [shippingProfile],
  } = await createShippingProfilesWorkflow(container).run({
    input: { data: [{ name: "Instruments and merch", type: "default" }] },
  })

  const fulfillmentSet = await fulfillmentModule.createFulfillmentSets({
    name: "Tonewood Workshop delivery",
    type: "shipping",
    service_zones: catalog.shipping_matrix.map((zone) => ({
      name: zone.zone_name,
      geo_zones: lower(zone.countries).map((country_code) => ({ type: "country" as const, country_code })),
    })),
  })
  await link.create({
    [Modules.STOCK_LOCATION]: { stock_location_id: stockLocation.id },
    [Modules.FULFILLMENT]: { fulfillment_set_id: fulfillmentSet.id },
  })
  const serviceZoneByName = Object.fromEntries(fulfillmentSet.service_zones.map((zone) => [zone.name, zone]))

  // Cart-level shipping: one insured parcel rate per zone (the per-type amounts in the shipping
  // matrix are what the product pages show).
  const cartShipping: Record<string, { standard: number; express?: number }> = {
    de: { standard: 0, express: 19 },
    eu: { standard: 49, express: 89 },
    export: { standard: 149 },
  }
  await createShippingOptionsWorkflow(container).run({
    input: catalog.shipping_matrix.flatMap((zone) => {
      const rates = cartShipping[zone.zone_id]
      const region = regionByZone[zone.zone_id]
      const make = (code: "standard" | "express", amount: number) => ({
        name: code === "standard" ? `Insured parcel (${zone.zone_name})` : `Express (${zone.zone_name})`,
        price_type: "flat" as const,
        provider_id: "manual_manual",
        service_zone_id: serviceZoneByName[zone.zone_name].id,
        shipping_profile_id: shippingProfile.id,
        type: {
          label: code === "standard" ? "Insured parcel" : "Express",
          description: code === "standard" ? "About 4-5 working days." : "About 1-2 working days.",
          code,
        },
        prices: [
          { currency_code: "eur", amount },
          { region_id: region.id, amount },
        ],
        rules: [
          { attribute: "enabled_in_store", value: "true", operator: "eq" as const },
          { attribute: "is_return", value: "false", operator: "eq" as const },
        ],
      })
      return [make("standard", rates.standard), ...(rates.express !== undefined ? [make("express", rates.express)] : [])]
    }),
  })

  logger.info("Seeding the shipping matrix...")
  for (const [index, zone] of catalog.shipping_matrix.entries()) {
    const created = await shippingMatrix.createShippingZones({
      zone_id: zone.zone_id,
      zone_name: zone.zone_name,
      countries: zone.countries,
      includes_tax: zone.includes_tax,
      sort_order: index,
    })
    await shippingMatrix.createShippingRates(
      Object.entries(zone.options).map(([name, amount]) => ({
        name,
        amount,
        includes_tax: zone.includes_tax,
        zone_id: created.id,
      }))
    )
  }

  logger.info("Seeding product types and categories...")
  const { result: types } = await createProductTypesWorkflow(container).run({
    input: { product_types: catalog.product_types.map((value) => ({ value })) },
  })
  const typeId = Object.fromEntries(types.map((type) => [type.value, type.id]))
  const { result: categories } = await createProductCategoriesWorkflow(container).run({
    input: {
      product_categories: catalog.categories.map((category, rank) => ({
        name: category.name,
        handle: category.handle,
        is_active: true,
        rank,
        metadata: { name_de: category.name_de },
      })),
    },
  })
  const categoryId = Object.fromEntries(categories.map((category) => [category.handle, category.id]))

  const products = [
    ...(catalog.products as CatalogProduct[]),
    ...(PROBES_ENABLED ? (probes.products as CatalogProduct[]) : []),
  ]
  logger.info(`Seeding ${products.length} products...`)
  await createProductsWorkflow(container).run({
    input: {
      products: products.map((product) => {
        const variants = variantsOf(product)
        const startPrice = Math.min(...variants.map((variant) => variant.price))
        const image = `${backendUrl}/static/products/${product.image ?? product.handle}.svg`
        return {
          title: product.title,
          subtitle: product.subtitle,
          description: product.description,
          handle: product.handle,
          status: ProductStatus.PUBLISHED,
          type_id: typeId[product.type],
          category_ids: product.category ? [categoryId[product.category]] : [],
          shipping_profile_id: shippingProfile.id,
          sales_channels: [{ id: salesChannel.id }],
          thumbnail: image,
          images: [{ url: image }],
          options: Object.entries(product.options).map(([title, values]) => ({ title, values: values as string[] })),
          metadata: {
            availability: product.availability,
            start_price: startPrice,
            start_price_export: net(startPrice),
            ...(product.list_price ? { list_price: product.list_price, list_price_export: net(product.list_price) } : {}),
            subtitle_de: product.subtitle_de,
            image_alt_en: `Illustration of the ${product.title}`,
            image_alt_de: `Illustration: ${product.title}`,
          },
          variants: variants.map((variant) => ({
            title: variant.title,
            sku: variant.sku,
            options: variant.options,
            manage_inventory: true,
            allow_backorder: Boolean(product.backorder),
            prices: [
              { currency_code: "eur", amount: variant.price },
              // Export prices exclude VAT: a region-specific net price.
              { currency_code: "eur", amount: net(variant.price), rules: { region_id: regionByZone.export.id } },
            ],
          })),
        }
      }),
    },
  })

  logger.info("Seeding inventory levels...")
  const { data: inventoryItems } = await query.graph({
    entity: "inventory_item",
    fields: ["id", "sku"],
  })
  const stockBySkuPrefix = products.map((product) => ({
    prefix: product.handle.toUpperCase().replace(/[^A-Z0-9]+/g, "-") + "-",
    stock: product.stock,
  }))
  await createInventoryLevelsWorkflow(container).run({
    input: {
      inventory_levels: inventoryItems.map((item) => {
        const match = stockBySkuPrefix
          .filter(({ prefix }) => item.sku?.startsWith(prefix))
          .sort((a, b) => b.prefix.length - a.prefix.length)[0]
        return {
          location_id: stockLocation.id,
          inventory_item_id: item.id,
          stocked_quantity: match?.stock ?? 0,
        }
      }),
    },
  })

  logger.info(`Seed finished. Publishable key: ${publishableKey.token}`)
}
