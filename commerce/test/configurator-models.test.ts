import { VAT_PERCENT } from '@tonewood/rules';
import { describe, expect, it } from 'vitest';
import { regionFor, sdk } from './context';

// The configurator's models (issue 17): a guitar and a bass in the collection `configurator`, each
// one built-to-order variant carrying the base price; the option groups and their price deltas
// live in the CMS. They belong to no category, so no category page lists them.

type Model = {
  handle: string;
  title: string;
  type: { value: string } | null;
  collection: { handle: string; title: string } | null;
  categories: { handle: string }[];
  variants: {
    title: string;
    allow_backorder: boolean;
    manage_inventory: boolean;
    calculated_price: { calculated_amount: number; is_calculated_price_tax_inclusive: boolean };
  }[];
};

const FIELDS =
  'handle,title,*type,*collection,*categories,*variants,+variants.allow_backorder,+variants.manage_inventory,*variants.calculated_price';

async function configuratorCollection(locale?: string) {
  const { collections } = await sdk.client.fetch<{ collections: { id: string; handle: string; title: string }[] }>(
    '/store/collections',
    {
      query: { handle: 'configurator', ...(locale ? { locale } : {}) },
    },
  );
  expect(collections).toHaveLength(1);
  return collections[0];
}

async function models(country: string, locale?: string) {
  const [collection, region] = await Promise.all([configuratorCollection(), regionFor(country)]);
  const { products } = await sdk.client.fetch<{ products: Model[] }>('/store/products', {
    query: { collection_id: [collection.id], region_id: region.id, fields: FIELDS, ...(locale ? { locale } : {}) },
  });
  return new Map(products.map((product) => [product.handle, product]));
}

describe('configurator models', () => {
  it('are a guitar and a bass in the collection configurator, in no category, built to order', async () => {
    const collection = await configuratorCollection();
    expect(collection.title).toBe('Configurator models');
    const found = await models('DE');
    expect([...found.keys()].sort()).toEqual(['custom-bass', 'custom-guitar']);
    const guitar = found.get('custom-guitar')!;
    const bass = found.get('custom-bass')!;
    expect([guitar.title, guitar.type?.value, bass.title, bass.type?.value]).toEqual([
      'Custom Guitar',
      'guitar',
      'Custom Bass',
      'bass',
    ]);
    for (const model of [guitar, bass]) {
      expect(model.collection?.handle, model.handle).toBe('configurator');
      expect(model.categories, model.handle).toEqual([]);
      expect(
        model.variants.map((variant) => variant.title),
        model.handle,
      ).toEqual(['Base instrument']);
      expect(model.variants[0].manage_inventory && model.variants[0].allow_backorder, model.handle).toBe(true);
    }
  });

  it('carry the base price in EUR, gross in Germany and net in the export region', async () => {
    const [germany, exportRegion] = await Promise.all([models('DE'), models('CH')]);
    const price = (found: Map<string, Model>, handle: string) => found.get(handle)!.variants[0].calculated_price;
    expect(price(germany, 'custom-guitar').calculated_amount).toBe(2490);
    expect(price(germany, 'custom-bass').calculated_amount).toBe(2690);
    expect(price(germany, 'custom-bass').is_calculated_price_tax_inclusive).toBe(true);
    expect(price(exportRegion, 'custom-guitar').calculated_amount).toBeCloseTo(2490 / (1 + VAT_PERCENT / 100), 2);
    expect(price(exportRegion, 'custom-bass').calculated_amount).toBeCloseTo(2690 / (1 + VAT_PERCENT / 100), 2);
    expect(price(exportRegion, 'custom-bass').is_calculated_price_tax_inclusive).toBe(false);
  });

  it('have their German titles, variant and collection title with locale=de-DE', async () => {
    const german = await models('DE', 'de-DE');
    expect(german.get('custom-guitar')!.title).toBe('Custom-Gitarre');
    expect(german.get('custom-bass')!.title).toBe('Custom-Bass');
    expect(german.get('custom-bass')!.variants.map((variant) => variant.title)).toEqual(['Grundinstrument']);
    expect((await configuratorCollection('de-DE')).title).toBe('Konfigurator-Modelle');
  });

  it('are not listed in any category', async () => {
    const { product_categories } = await sdk.client.fetch<{ product_categories: { id: string }[] }>(
      '/store/product-categories',
      {
        query: { fields: 'id' },
      },
    );
    const { products } = await sdk.client.fetch<{ products: { handle: string }[] }>('/store/products', {
      query: { category_id: product_categories.map((category) => category.id), fields: 'handle', limit: 100 },
    });
    expect(products.length).toBeGreaterThan(0);
    expect(products.map((product) => product.handle)).not.toContain('custom-guitar');
    expect(products.map((product) => product.handle)).not.toContain('custom-bass');
  });
});
