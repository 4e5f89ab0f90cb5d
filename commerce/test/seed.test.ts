import { describe, expect, it } from 'vitest';
import { deliveryTime, deliveryTimeText } from '@tonewood/rules';
import catalog from '../src/data/catalog.json';
import { control, sdk, sql } from './context';
import type { HttpTypes } from '@medusajs/framework/types';

const TABLES = [
  'product',
  'product_variant',
  'product_option',
  'product_option_value',
  'product_category',
  'product_collection',
  'image',
  'inventory_item',
  'inventory_level',
  'translation',
  'region',
  'shipping_option',
  'api_key',
  'stock_location',
  'price_list',
  'price_history',
];

async function counts() {
  const [row] = await sql<Record<string, string>>(
    `SELECT ${TABLES.map((table) => `(SELECT count(*) FROM ${table} WHERE deleted_at IS NULL) AS ${table}`).join(', ')}`,
  );
  return row;
}

const metadataOf = async (handle: string) =>
  (
    await sql<{ metadata: Record<string, unknown> | null }>('SELECT metadata FROM product WHERE handle = $1', [handle])
  )[0]!.metadata ?? {};

describe("a built-to-order product's delivery time (product metadata)", () => {
  it('is seeded for every built-to-order product, in whole weeks, and for no product that is ready', async () => {
    const { products } = await sdk.client.fetch<{ products: HttpTypes.StoreProduct[] }>('/store/products', {
      query: { fields: 'handle,metadata', limit: 100 },
    });
    const seeded = new Map(products.map((product) => [product.handle, product.metadata ?? {}]));
    for (const product of catalog.products) {
      const metadata = seeded.get(product.handle)!;
      if ('backorder' in product && product.backorder) {
        expect(metadata, product.handle).toMatchObject({
          delivery_weeks_min: product.delivery_weeks_min,
          delivery_weeks_max: product.delivery_weeks_max,
        });
        expect(Number.isInteger(metadata.delivery_weeks_min), product.handle).toBe(true);
      } else {
        expect(metadata, product.handle).not.toHaveProperty('delivery_weeks_min');
      }
    }
  });

  it('agrees with the description: the Vesper Archtop is built over twelve weeks, delivered in about 13; the rest 6-10', async () => {
    const { products } = await sdk.client.fetch<{ products: HttpTypes.StoreProduct[] }>('/store/products', {
      query: { handle: 'vesper-archtop', fields: 'handle,description,metadata' },
    });
    const { products: german } = await sdk.client.fetch<{ products: HttpTypes.StoreProduct[] }>('/store/products', {
      query: { handle: 'vesper-archtop', fields: 'description', locale: 'de-DE' },
    });
    expect(products[0]!.description).toContain('built over twelve weeks');
    expect(german[0]!.description).toContain('in zwölf Wochen gebaut');
    const vesper = deliveryTime('built-to-order', products[0]!.metadata);
    expect(deliveryTimeText(vesper!, 'en')).toBe('about 13 weeks');
    expect(deliveryTimeText(vesper!, 'de')).toBe('ca. 13 Wochen');
    expect(deliveryTimeText(deliveryTime('built-to-order', await metadataOf('auric-t-custom'))!, 'en')).toBe(
      'about 6-10 weeks',
    );
  });
});

describe('seeding a database seeded by an earlier version', () => {
  it('adds translations, alt texts, missing stock levels and delivery weeks, removes retired stand-ins, and duplicates nothing', async () => {
    const before = await counts();
    expect(Number(before.translation)).toBeGreaterThan(0);

    // What the previous seed left: no German translations, no alt texts on the images, no seed
    // hash in the store, and (here) one variant without its stock level.
    await sql("DELETE FROM translation WHERE locale_code = 'de-DE'");
    await sql('UPDATE image SET metadata = NULL');
    // ... and the stand-ins in metadata the site read before it read Medusa's translations and inventory.
    await sql(
      `UPDATE product SET metadata = metadata || '{"subtitle_de": "x", "image_alt_en": "x", "image_alt_de": "x", "availability": "available", "list_price": 25, "list_price_export": 21.01, "start_price": 19, "start_price_export": 15.97}'::jsonb WHERE handle = 'pick-tin'`,
    );
    await sql(`UPDATE product_category SET metadata = '{"name_de": "x", "keep": "y"}'::jsonb WHERE handle = 'merch'`);
    // ... and an illustrated product's picture as the SVG it linked before illustrations were rasterised.
    await sql(
      `UPDATE image SET url = replace(url, '/illustrations/pick-tin-1280.webp', '/pick-tin.svg')
       WHERE product_id = (SELECT id FROM product WHERE handle = 'pick-tin')`,
    );
    await sql(
      "UPDATE product SET thumbnail = replace(thumbnail, '/illustrations/pick-tin-1280.webp', '/pick-tin.svg') WHERE handle = 'pick-tin'",
    );
    const [svgLinked] = await sql<{ thumbnail: string }>("SELECT thumbnail FROM product WHERE handle = 'pick-tin'");
    expect(svgLinked.thumbnail).toMatch(/\/static\/products\/pick-tin\.svg$/);
    await sql('UPDATE store SET metadata = NULL');
    // ... and a built-to-order product without delivery weeks, beside one whose weeks the workshop
    // changed in Medusa Admin (which saves them as text).
    await sql(
      "UPDATE product SET metadata = metadata - 'delivery_weeks_min' - 'delivery_weeks_max' WHERE handle = 'auric-t-custom'",
    );
    await sql(
      `UPDATE product SET metadata = metadata || '{"delivery_weeks_min": "8", "delivery_weeks_max": "9"}'::jsonb WHERE handle = 'basalt-fretless'`,
    );
    // ... and a sale product whose variant still has the sale price as its own price (before
    // sales were price lists, the reduction was list_price metadata over it).
    await sql(
      `UPDATE price SET amount = 2890, raw_amount = '{"value": "2890", "precision": 20}'::jsonb
       WHERE price_list_id IS NULL AND rules_count = 0 AND currency_code = 'eur' AND deleted_at IS NULL
         AND price_set_id = (SELECT price_set_id FROM product_variant_price_set pvps JOIN product_variant v ON v.id = pvps.variant_id
                             WHERE v.sku = 'ATLAS-J-BASS-5-NATURAL-ASH-RIGHT-HANDED' AND pvps.deleted_at IS NULL)`,
    );
    await sql(
      "DELETE FROM inventory_level WHERE inventory_item_id = (SELECT id FROM inventory_item WHERE sku = 'PICK-TIN-MEDIUM' AND deleted_at IS NULL)",
    );
    const { products: stripped } = await sdk.client.fetch<{ products: HttpTypes.StoreProduct[] }>('/store/products', {
      query: { handle: 'pick-tin', locale: 'de-DE', fields: 'title,+variants.inventory_quantity' },
    });
    expect(stripped[0].title).toBe('Pick Tin');
    expect(stripped[0].variants![0].inventory_quantity).toBe(0);

    await control('seed');

    expect(await counts()).toEqual(before);
    const { products } = await sdk.client.fetch<{ products: HttpTypes.StoreProduct[] }>('/store/products', {
      query: { handle: 'pick-tin', locale: 'de-DE', fields: 'title,thumbnail,*images,+variants.inventory_quantity' },
    });
    expect(products[0].title).toBe('Plektrum-Dose');
    expect(products[0].thumbnail).toMatch(/\/static\/products\/illustrations\/pick-tin-1280\.webp$/);
    expect(products[0].images!.map((image) => image.url)).toEqual([products[0].thumbnail]);
    expect(products[0].images![0].metadata).toEqual({
      alt: 'Illustration of the Pick Tin',
      alt_de: 'Illustration: Plektrum-Dose',
    });
    expect(products[0].variants![0].inventory_quantity).toBe(200);
    const [pickTin] = await sql<{ metadata: Record<string, unknown> }>(
      "SELECT metadata FROM product WHERE handle = 'pick-tin'",
    );
    expect(pickTin.metadata ?? {}).toEqual({});
    // The sale variant has its regular price back; the sale price list still makes it 2890.
    const germany = (await sdk.store.region.list({ fields: 'id,*countries' })).regions.find((region) =>
      region.countries?.some((country) => country.iso_2 === 'de'),
    )!;
    const { products: atlas } = await sdk.store.product.list({
      handle: 'atlas-j-bass-5',
      region_id: germany.id,
      fields: 'variants.sku,*variants.calculated_price',
    });
    const naturalAsh = atlas[0].variants!.find((v) => v.sku === 'ATLAS-J-BASS-5-NATURAL-ASH-RIGHT-HANDED')!;
    expect(naturalAsh.calculated_price).toMatchObject({ calculated_amount: 2890, original_amount: 3190 });
    const [merch] = await sql<{ metadata: Record<string, unknown> }>(
      "SELECT metadata FROM product_category WHERE handle = 'merch'",
    );
    expect(merch.metadata).toEqual({ keep: 'y' });
    expect(await metadataOf('auric-t-custom')).toMatchObject({ delivery_weeks_min: 6, delivery_weeks_max: 10 });
    expect(await metadataOf('basalt-fretless')).toMatchObject({ delivery_weeks_min: '8', delivery_weeks_max: '9' });
    await sql(
      `UPDATE product SET metadata = metadata || '{"delivery_weeks_min": 6, "delivery_weeks_max": 10}'::jsonb WHERE handle = 'basalt-fretless'`,
    );
    const [store] = await sql<{ hash: string | null }>("SELECT metadata->>'tonewood_seed_hash' AS hash FROM store");
    expect(store.hash).toMatch(/^[0-9a-f]{64}$/);
  }, 180_000);
});
