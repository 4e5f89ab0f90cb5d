import { describe, expect, it } from 'vitest';
import catalog from '../src/data/catalog.json';
import { regionFor, sdk, variantOf } from './context';
import type { HttpTypes } from '@medusajs/framework/types';

// German catalog text comes from Medusa's Translation Module (store routes with locale=de-DE);
// availability derives from inventory (spec section 4: available, built to order, out of stock).

const PRODUCT_FIELDS = 'id,handle,title,subtitle,description,*options,*options.values,*variants,*categories';
const AVAILABILITY_FIELDS =
  'id,handle,metadata,+variants.inventory_quantity,+variants.allow_backorder,+variants.manage_inventory';

type Product = {
  id: string;
  handle: string;
  title: string;
  subtitle: string | null;
  description: string | null;
  metadata?: Record<string, unknown> | null;
  options: { id: string; title: string; values: { id: string; value: string }[] }[];
  variants: {
    id: string;
    title: string;
    inventory_quantity?: number;
    allow_backorder?: boolean;
    manage_inventory?: boolean;
  }[];
  categories: { id: string; handle: string; name: string }[];
};

async function listProducts(fields: string, locale?: string) {
  const query: Record<string, unknown> = { fields, limit: 100 };
  if (locale) query.locale = locale;
  const { products } = await sdk.client.fetch<{ products: Product[] }>('/store/products', { query });
  return new Map(products.map((product) => [product.handle, product]));
}

const byHandle = new Map(catalog.products.map((product) => [product.handle, product]));
const valuesDe: Record<string, string> = catalog.option_values_de;
const titlesDe: Record<string, string> = catalog.option_titles_de;

describe('catalog in German (Translation Module, locale=de-DE)', () => {
  it("serves a product's text, options, option values, variants and category in German, and English without a locale", async () => {
    const [de, en] = await Promise.all([listProducts(PRODUCT_FIELDS, 'de-DE'), listProducts(PRODUCT_FIELDS)]);
    const auricDe = de.get('auric-s-classic')!;
    expect(auricDe.subtitle).toBe('Doppelcutaway-Korpus aus Erle, Hals aus geröstetem Ahorn');
    expect(auricDe.description).toMatch(/^Unser Arbeitstier für jeden Tag/);
    expect(auricDe.options.map((option) => option.title).sort()).toEqual(['Ausführung', 'Lackierung']);
    const finishDe = auricDe.options.find((option) => option.title === 'Lackierung')!;
    expect(finishDe.values.map((value) => value.value).sort()).toEqual(['Esche natur', 'Ochsenblutrot', 'Sunburst']);
    expect(auricDe.variants.map((variant) => variant.title)).toContain('Ochsenblutrot / Linkshänder');
    expect(auricDe.categories.map((category) => category.name)).toEqual(['Gitarren']);
    expect(de.get('nomad-travel-guitar')!.title).toBe('Nomad Reisegitarre');

    const auricEn = en.get('auric-s-classic')!;
    expect(auricEn.subtitle).toBe('Double-cut alder body, roasted maple neck');
    expect(auricEn.description).toMatch(/^Our everyday workhorse/);
    expect(auricEn.options.map((option) => option.title).sort()).toEqual(['Finish', 'Handedness']);
    expect(auricEn.variants.map((variant) => variant.title)).toContain('Oxblood / Left-handed');
    expect(auricEn.categories.map((category) => category.name)).toEqual(['Guitars']);
    expect(en.get('nomad-travel-guitar')!.title).toBe('Nomad Travel Guitar');
  });

  it('has a German title, subtitle, description and option texts for every product', async () => {
    const [de, en] = await Promise.all([listProducts(PRODUCT_FIELDS, 'de-DE'), listProducts(PRODUCT_FIELDS)]);
    expect(de.size).toBe(catalog.products.length);
    for (const [handle, product] of de) {
      const source = byHandle.get(handle)!;
      const english = en.get(handle)!;
      expect(product.title, handle).toBe(source.title_de);
      expect(product.subtitle, handle).toBe(source.subtitle_de);
      expect(product.description, handle).toBe(source.description_de);
      // No description is left in English.
      expect(product.description, handle).not.toBe(english.description);
      for (const option of product.options) {
        const englishOption = english.options.find((o) => o.id === option.id)!;
        expect(option.title, `${handle} option`).toBe(titlesDe[englishOption.title]);
        for (const value of option.values) {
          const englishValue = englishOption.values.find((v) => v.id === value.id)!;
          expect(value.value, `${handle} ${englishOption.title}`).toBe(valuesDe[englishValue.value]);
        }
      }
      for (const variant of product.variants) {
        const englishTitle = english.variants.find((v) => v.id === variant.id)!.title;
        expect(variant.title, handle).toBe(
          englishTitle
            .split(' / ')
            .map((value) => valuesDe[value])
            .join(' / '),
        );
      }
    }
  });

  it('names the categories in German with locale=de-DE and in English without', async () => {
    const fetchNames = async (locale?: string) => {
      const query: Record<string, unknown> = { fields: 'handle,name' };
      if (locale) query.locale = locale;
      const { product_categories } = await sdk.client.fetch<{ product_categories: { handle: string; name: string }[] }>(
        '/store/product-categories',
        { query },
      );
      return Object.fromEntries(product_categories.map((category) => [category.handle, category.name]));
    };
    expect(await fetchNames('de-DE')).toEqual(Object.fromEntries(catalog.categories.map((c) => [c.handle, c.name_de])));
    expect(await fetchNames()).toEqual(Object.fromEntries(catalog.categories.map((c) => [c.handle, c.name])));
  });

  it("lists de-DE and en-US as the store's locales", async () => {
    const { locales } = await sdk.client.fetch<{ locales: { code: string }[] }>('/store/locales');
    expect(locales.map((locale) => locale.code).sort()).toEqual(['de-DE', 'en-US']);
  });

  it("names a German cart's line items in German (cart locale de-DE)", async () => {
    const germany = await regionFor('DE');
    const nomad = await variantOf('nomad-travel-guitar', 'Natural');
    const lineOf = async (locale?: string) => {
      const { cart } = await sdk.store.cart.create({
        region_id: germany.id,
        metadata: { language: locale ? 'de' : 'en' },
        ...(locale ? { locale } : {}),
      } as HttpTypes.StoreCreateCart);
      const { cart: filled } = await sdk.store.cart.createLineItem(cart.id, { variant_id: nomad.id, quantity: 1 });
      return filled.items![0];
    };
    const german = await lineOf('de-DE');
    expect([german.product_title, german.variant_title]).toEqual(['Nomad Reisegitarre', 'Natur']);
    const english = await lineOf();
    expect([english.product_title, english.variant_title]).toEqual(['Nomad Travel Guitar', 'Natural']);
  });

  it("holds both alt texts on the product image, and each variant's picture as its thumbnail", async () => {
    const { products } = await sdk.client.fetch<{ products: HttpTypes.StoreProduct[] }>('/store/products', {
      query: { handle: 'flamingo-s', fields: 'handle,*images,+variants.thumbnail,*variants.options', locale: 'de-DE' },
    });
    expect(products[0].images![0].metadata).toEqual({
      variant: 'shell-pink-right-handed',
      view: 'front',
      alt: 'Flamingo S, Shell Pink, Right-handed: the whole instrument',
      alt_de: 'Flamingo S, Muschelrosa, Rechtshänder: das ganze Instrument',
    });
    // Every variant shows its own front view (finish and handedness), drawn by the instrument renderer.
    const thumbnails = products[0].variants!.map((variant) => variant.thumbnail);
    expect(new Set(thumbnails).size).toBe(products[0].variants!.length);
    for (const thumbnail of thumbnails)
      expect(thumbnail).toMatch(/\/static\/products\/flamingo-s\/shell-pink-(right|left)-handed-front-1280\.webp$/);
  });
});

/** What the site derives from a variant (spec section 4). */
function variantAvailability(variant: Product['variants'][number]) {
  if (variant.manage_inventory === false || (variant.inventory_quantity ?? 0) > 0) return 'available';
  return variant.allow_backorder ? 'built-to-order' : 'out-of-stock';
}

/** A product is available when a variant is, else built to order when one can be, else out of stock. */
function productAvailability(product: Product) {
  const states = product.variants.map(variantAvailability);
  return (['available', 'built-to-order', 'out-of-stock'] as const).find((state) => states.includes(state));
}

/** The state the catalog's stock and backorder flag give a product. */
function catalogAvailability(source: { stock: number; backorder?: boolean }) {
  return source.stock > 0 ? 'available' : source.backorder ? 'built-to-order' : 'out-of-stock';
}

describe('availability from inventory', () => {
  it("gives every product the catalog's state from its variants' stock and backorder flags", async () => {
    const products = await listProducts(AVAILABILITY_FIELDS);
    const states = new Set<string>();
    for (const [handle, product] of products) {
      const source = byHandle.get(handle)!;
      for (const variant of product.variants) {
        expect(variant.manage_inventory, handle).toBe(true);
        expect(typeof variant.inventory_quantity, handle).toBe('number');
        expect(variant.allow_backorder, handle).toBe(Boolean((source as { backorder?: boolean }).backorder));
      }
      const derived = productAvailability(product);
      expect(derived, handle).toBe(catalogAvailability(source));
      states.add(derived!);
    }
    expect([...states].sort()).toEqual(['available', 'built-to-order', 'out-of-stock']);
    expect(
      ['auric-t-custom', 'cobalt-offset', 'nomad-travel-guitar'].map((h) => productAvailability(products.get(h)!)),
    ).toEqual(['built-to-order', 'out-of-stock', 'available']);

    const oneOff = products.get('auric-s-one-off-seafoam')!;
    expect(oneOff.variants.map((variant) => variant.inventory_quantity)).toEqual([1]);
    const builtToOrder = products.get('auric-t-custom')!;
    expect(builtToOrder.variants.every((v) => v.inventory_quantity === 0 && v.allow_backorder)).toBe(true);
    const soldOut = products.get('cobalt-offset')!;
    expect(soldOut.variants.every((v) => v.inventory_quantity === 0 && !v.allow_backorder)).toBe(true);
  });

  it('adds the last unit of the one-off guitar to a cart and refuses a second', async () => {
    const germany = await regionFor('DE');
    const oneOff = await variantOf('auric-s-one-off-seafoam');
    const { cart } = await sdk.store.cart.create({ region_id: germany.id, metadata: { language: 'en' } });
    const { cart: withOne } = await sdk.store.cart.createLineItem(cart.id, { variant_id: oneOff.id, quantity: 1 });
    expect(withOne.items!.map((item) => [item.variant_id, item.quantity])).toEqual([[oneOff.id, 1]]);

    const error = await sdk.store.cart.createLineItem(cart.id, { variant_id: oneOff.id, quantity: 1 }).catch((e) => e);
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/inventory/i);
    const { cart: after } = await sdk.store.cart.retrieve(cart.id);
    expect(after.items!.map((item) => item.quantity)).toEqual([1]);
  });
});
