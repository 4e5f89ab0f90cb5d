import { BANK_TRANSFER_PROVIDER, VAT_PERCENT } from '@tonewood/rules';
import { describe, expect, it } from 'vitest';
import { CART_FIELDS, medusaUrl, publishableKey, regionFor, sdk, variantOf } from './context';
import type { HttpTypes } from '@medusajs/framework/types';
import type { Matrix } from '../src/modules/matrix-fulfillment/pricing';

describe('store API the storefront calls (spec section 7)', () => {
  it('lists regions with their countries', async () => {
    const { regions } = await sdk.store.region.list({ fields: 'id,name,*countries' });
    const names = regions.map((region) => region.name).sort();
    expect(names).toEqual(['European Union', 'Export', 'Germany']);
    const germany = regions.find((region) => region.name === 'Germany')!;
    expect(germany.countries!.map((country) => country.iso_2)).toEqual(['de']);
    const exportCountries = regions.find((region) => region.name === 'Export')!.countries!.map((c) => c.iso_2);
    expect(exportCountries).toEqual(expect.arrayContaining(['ch', 'gb', 'no', 'us']));
  });

  it('serves the shipping matrix in the shape of spec section 3', async () => {
    const { zones } = await sdk.client.fetch<Matrix>('/store/shipping-matrix');
    expect(zones.map((zone) => zone.zone_id)).toEqual(['de', 'eu', 'export']);
    const de = zones[0];
    expect(de).toMatchObject({ zone_id: 'de', zone_name: 'Germany', countries: ['DE'], includes_tax: true });
    expect(de.options).toContainEqual({ name: 'guitar', amount: 0, includes_tax: true });
    expect(de.options).toContainEqual({ name: 'merch', amount: 4.9, includes_tax: true });
    const exportZone = zones[2];
    expect(exportZone.includes_tax).toBe(false);
    expect(exportZone.countries).toEqual(expect.arrayContaining(['CH', 'GB', 'NO', 'US']));
    expect(exportZone.options.map((option) => option.name)).not.toContain('amplification');
  });

  it('refuses /store calls without the publishable key', async () => {
    const response = await fetch(`${medusaUrl}/store/shipping-matrix`);
    expect(response.status).toBe(400);
    const ok = await fetch(`${medusaUrl}/store/shipping-matrix`, {
      headers: { 'x-publishable-api-key': publishableKey },
    });
    expect(ok.status).toBe(200);
  });

  it('exposes the catalog fields the site reads', async () => {
    const germany = await regionFor('DE');
    const { products, count } = await sdk.store.product.list({
      limit: 100,
      region_id: germany.id,
      fields: 'handle,thumbnail,metadata,*type,*categories,*variants.calculated_price,*images',
    });
    expect(count).toBeGreaterThanOrEqual(24);
    const tote = products.find((product) => product.handle === 'tote-bag')!;
    expect(tote.type?.value).toBe('merch');
    expect(tote.categories?.map((category) => category.handle)).toEqual(['merch']);
    // Its illustration rasterised (scripts/generate-images.mjs), the largest WebP linked.
    expect(tote.thumbnail).toMatch(/\/static\/products\/illustrations\/tote-bag-1280\.webp$/);
    const image = await fetch(tote.thumbnail!);
    expect(image.headers.get('content-type')).toContain('image/webp');
    // Availability derives from inventory (catalog.test.ts); no stand-in is left in metadata.
    for (const product of products) {
      expect(
        Object.keys(product.metadata ?? {}).filter((key) => /_de$|^image_alt|^availability$/.test(key)),
        product.handle,
      ).toEqual([]);
    }
    // Reductions are sale price lists read as calculated prices (price-history.test.ts); no
    // discount stand-in is left in metadata, and a surcharge keeps its reference price there.
    for (const product of products) {
      expect(Object.keys(product.metadata ?? {}).filter((key) => /^(list|start)_price/.test(key))).toEqual([]);
    }
    const onSale = products.filter((p) =>
      p.variants!.some((v) => v.calculated_price!.calculated_amount! < v.calculated_price!.original_amount!),
    );
    const surcharged = products.filter(
      (p) =>
        Number(p.metadata?.reference_price) <
        Math.min(...p.variants!.map((variant) => variant.calculated_price!.calculated_amount!)),
    );
    expect(onSale.map((p) => p.handle).sort()).toEqual([
      'atlas-j-bass-5',
      'auric-s-one-off-seafoam',
      'auric-t-custom',
      'ember-18-showroom',
      'flamingo-s',
    ]);
    expect(surcharged.map((p) => p.handle).sort()).toEqual(['bass-room-300', 'ember-single-cut']);
  });

  it('prices export without VAT', async () => {
    const [germany, exportRegion] = await Promise.all([regionFor('DE'), regionFor('CH')]);
    const price = async (region_id: string) => {
      const { products } = await sdk.store.product.list({
        handle: 'tote-bag',
        region_id,
        fields: '*variants.calculated_price',
      });
      return products[0].variants![0].calculated_price!;
    };
    const gross = await price(germany.id);
    const netPrice = await price(exportRegion.id);
    expect(gross.calculated_amount).toBe(19);
    expect(gross.is_calculated_price_tax_inclusive).toBe(true);
    expect(netPrice.calculated_amount).toBeCloseTo(19 / (1 + VAT_PERCENT / 100), 2);
    expect(netPrice.is_calculated_price_tax_inclusive).toBe(false);
  });
});

describe('cart lifecycle', () => {
  it('creates, reads, switches region, edits lines and completes an order', async () => {
    const germany = await regionFor('DE');
    const eu = await regionFor('FR');
    const tote = await variantOf('tote-bag');
    const shirt = await variantOf('workshop-t-shirt', 2);

    const { cart: created } = await sdk.store.cart.create({ region_id: germany.id, metadata: { language: 'en' } });
    expect(created.region_id).toBe(germany.id);
    expect(created.metadata).toEqual({ language: 'en' });

    let { cart } = await sdk.store.cart.createLineItem(
      created.id,
      { variant_id: tote.id, quantity: 1 },
      { fields: CART_FIELDS },
    );
    ({ cart } = await sdk.store.cart.createLineItem(
      cart.id,
      { variant_id: shirt.id, quantity: 2 },
      { fields: CART_FIELDS },
    ));
    expect(cart.items).toHaveLength(2);

    ({ cart } = await sdk.store.cart.retrieve(cart.id, { fields: CART_FIELDS }));
    const toteLine = cart.items!.find((item) => item.variant_id === tote.id)!;
    expect(toteLine.variant?.product?.type?.value).toBe('merch');
    expect(cart.region?.countries?.map((country) => country.iso_2)).toEqual(['de']);

    // The storefront's own field list, exactly as spec section 7 writes it.
    const plain = await sdk.client.fetch<{ cart: HttpTypes.StoreCart }>(`/store/carts/${cart.id}`, {
      query: { fields: 'items.variant.product.type' },
    });
    expect(plain.cart.items![0].variant!.product!.type!.value).toBe('merch');

    ({ cart } = await sdk.store.cart.update(cart.id, { region_id: eu.id }, { fields: CART_FIELDS }));
    expect(cart.region_id).toBe(eu.id);
    ({ cart } = await sdk.store.cart.update(cart.id, { region_id: germany.id }, { fields: CART_FIELDS }));

    ({ cart } = await sdk.store.cart.updateLineItem(cart.id, toteLine.id, { quantity: 3 }, { fields: CART_FIELDS }));
    expect(cart.items!.find((item) => item.id === toteLine.id)!.quantity).toBe(3);

    const shirtLine = cart.items!.find((item) => item.variant_id === shirt.id)!;
    const removed = await sdk.store.cart.deleteLineItem(cart.id, shirtLine.id);
    expect(removed.deleted).toBe(true);
    expect(removed.parent!.items!.map((item) => item.id)).toEqual([toteLine.id]);

    ({ cart } = await sdk.store.cart.update(cart.id, {
      email: 'shopper@example.com',
      shipping_address: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        address_1: 'Hauptstraße 1',
        city: 'Leipzig',
        postal_code: '04109',
        country_code: 'de',
      },
      billing_address: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        address_1: 'Hauptstraße 1',
        city: 'Leipzig',
        postal_code: '04109',
        country_code: 'de',
      },
    }));
    const { shipping_options } = await sdk.store.fulfillment.listCartOptions({ cart_id: cart.id });
    expect(shipping_options.length).toBeGreaterThan(0);
    const standard = shipping_options.find((option) => option.type?.code === 'standard') ?? shipping_options[0];
    ({ cart } = await sdk.store.cart.addShippingMethod(cart.id, { option_id: standard.id }));
    expect(cart.shipping_methods).toHaveLength(1);

    const { payment_providers } = await sdk.store.payment.listPaymentProviders({ region_id: germany.id });
    expect(payment_providers.map((provider) => provider.id)).toContain(BANK_TRANSFER_PROVIDER);
    await sdk.store.payment.initiatePaymentSession(cart, { provider_id: BANK_TRANSFER_PROVIDER });

    const completed = await sdk.store.cart.complete(cart.id);
    expect(completed.type).toBe('order');
    if (completed.type !== 'order') return;
    expect(completed.order.items![0].quantity).toBe(3);
    // Three totes and the matrix's merch shipping in Germany (4.90), VAT included in both.
    expect(completed.order.total).toBeCloseTo(19 * 3 + 4.9, 2);
    expect(completed.order.tax_total).toBeCloseTo(61.9 - 61.9 / (1 + VAT_PERCENT / 100), 2);
  });

  it('refuses more than is in stock', async () => {
    const germany = await regionFor('DE');
    const oneOff = await variantOf('auric-s-one-off-seafoam');
    const { cart } = await sdk.store.cart.create({ region_id: germany.id, metadata: { language: 'de' } });
    const error = await sdk.store.cart.createLineItem(cart.id, { variant_id: oneOff.id, quantity: 5 }).catch((e) => e);
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/inventory|stock/i);

    const soldOut = await variantOf('cobalt-offset');
    const soldOutError = await sdk.store.cart
      .createLineItem(cart.id, { variant_id: soldOut.id, quantity: 1 })
      .catch((e) => e);
    expect(soldOutError.status).toBe(400);

    const builtToOrder = await variantOf('auric-t-custom');
    const { cart: withBackorder } = await sdk.store.cart.createLineItem(cart.id, {
      variant_id: builtToOrder.id,
      quantity: 1,
    });
    expect(withBackorder.items).toHaveLength(1);
  });
});
