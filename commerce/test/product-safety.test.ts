import Medusa from '@medusajs/js-sdk';
import { describe, expect, inject, it } from 'vitest';
import { needsSafetyInformation, safetyLines } from '@tonewood/rules';
import catalog from '../src/data/catalog.json';
import { control, medusaUrl, sdk } from './context';

// Product safety (GPSR): the warnings and safety information are a product_safety record of
// src/modules/product-safety linked to the product, read with the catalog through
// `fields=*product_safety`; the German texts are Translation Module translations (locale=de-DE).

type Safety = { id: string; warnings: string; safety_information: string };
type Product = {
  id: string;
  handle: string;
  type: { value: string } | null;
  metadata: Record<string, unknown> | null;
  product_safety?: Safety | null;
};

async function listProducts(locale?: string) {
  const query: Record<string, unknown> = { fields: 'id,handle,+metadata,*type,*product_safety', limit: 100 };
  if (locale) query.locale = locale;
  const { products } = await sdk.client.fetch<{ products: Product[] }>('/store/products', { query });
  return new Map(products.map((product) => [product.handle, product]));
}

type CatalogEntry = (typeof catalog.products)[number] & {
  power?: string;
  safety?: Record<'warnings' | 'warnings_de' | 'safety_information' | 'safety_information_de', string[]>;
};
const entries = catalog.products as CatalogEntry[];

describe('product safety texts (product_safety module, Translation Module)', () => {
  it('serves every product that needs them its warnings and safety information in English and German', async () => {
    const [en, de] = await Promise.all([listProducts(), listProducts('de-DE')]);
    const needing = entries.filter((entry) => {
      const product = en.get(entry.handle)!;
      return needsSafetyInformation({ type: product.type?.value, metadata: product.metadata });
    });
    expect(needing.map((entry) => entry.handle).sort()).toEqual([
      'basalt-fretless',
      'bass-room-300',
      'cabinet-2x12',
      'ember-18-combo',
      'ember-18-showroom',
      'foundry-50-head',
      'heartwood-overdrive',
    ]);
    for (const entry of needing) {
      const english = en.get(entry.handle)!.product_safety!;
      const german = de.get(entry.handle)!.product_safety!;
      expect(safetyLines(english.warnings), entry.handle).toEqual(entry.safety!.warnings);
      expect(safetyLines(english.safety_information), entry.handle).toEqual(entry.safety!.safety_information);
      expect(german.id).toBe(english.id);
      expect(safetyLines(german.warnings), entry.handle).toEqual(entry.safety!.warnings_de);
      expect(safetyLines(german.safety_information), entry.handle).toEqual(entry.safety!.safety_information_de);
    }
    expect(de.get('ember-18-combo')!.product_safety!.warnings).toMatch(/^Netzspannung im Gerät/);
  });

  it("marks the catalog's power sources in the products' metadata, and unpowered instruments have no texts", async () => {
    const en = await listProducts();
    expect(en.get('ember-18-showroom')!.metadata?.power).toBe('mains');
    expect(en.get('heartwood-overdrive')!.metadata?.power).toBe('battery');
    expect(en.get('basalt-fretless')!.metadata?.power).toBe('battery');
    expect(en.get('cabinet-2x12')!.metadata?.power).toBeUndefined();
    expect(en.get('auric-s-classic')!.metadata?.power).toBeUndefined();
    expect(en.get('auric-s-classic')!.product_safety ?? null).toBeNull();
  });

  it('a second seed keeps each product its one record and translation', async () => {
    const before = await listProducts('de-DE');
    await control('seed');
    const after = await listProducts('de-DE');
    for (const handle of ['ember-18-combo', 'heartwood-overdrive']) {
      expect(after.get(handle)!.product_safety!.id).toBe(before.get(handle)!.product_safety!.id);
      expect(after.get(handle)!.product_safety!.warnings).toBe(before.get(handle)!.product_safety!.warnings);
    }
  });
});

describe('the workshop edits the English texts: POST /admin/products/:id/safety', () => {
  const admin = new Medusa({ baseUrl: medusaUrl, auth: { type: 'jwt', jwtTokenStorageMethod: 'memory' } });
  const post = (id: string, body: unknown) =>
    admin.client.fetch<{ product_safety: Safety }>(`/admin/products/${id}/safety`, { method: 'POST', body });

  it('refuses without a sign-in, refuses empty texts and unknown products, and saves one line per entry', async () => {
    const guitar = (await listProducts()).get('nomad-travel-guitar')!;
    await expect(post(guitar.id, { warnings: 'x', safety_information: 'y' })).rejects.toMatchObject({ status: 401 });
    await admin.auth.login('user', 'emailpass', { email: inject('adminEmail'), password: inject('adminPassword') });
    await expect(post(guitar.id, { warnings: ' \n ', safety_information: 'y' })).rejects.toMatchObject({ status: 400 });
    await expect(post(guitar.id, { warnings: 'x', safety_information: 'y', extra: 1 })).rejects.toMatchObject({
      status: 400,
    });
    await expect(post('prod_unknown', { warnings: 'x', safety_information: 'y' })).rejects.toMatchObject({
      status: 404,
    });

    const { product_safety: created } = await post(guitar.id, {
      warnings: '  Sharp string ends: wear gloves when restringing.  \n\n',
      safety_information: 'Keep the gig bag zipped in the overhead bin.',
    });
    expect(created.warnings).toBe('Sharp string ends: wear gloves when restringing.');
    const { product_safety: updated } = await post(guitar.id, { warnings: 'One.\nTwo.', safety_information: 'Three.' });
    expect(updated.id).toBe(created.id);
    const served = (await listProducts()).get('nomad-travel-guitar')!.product_safety!;
    expect(safetyLines(served.warnings)).toEqual(['One.', 'Two.']);
    const read = await admin.client.fetch<{ product_safety: Safety }>(`/admin/products/${guitar.id}/safety`);
    expect(read.product_safety.safety_information).toBe('Three.');
  });
});
