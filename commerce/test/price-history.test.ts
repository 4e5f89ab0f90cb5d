import Medusa from '@medusajs/js-sdk';
import { netAmount, priceReduction } from '@tonewood/rules';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { medusaUrl, publishableKey, regionFor, sdk, sql } from './context';

type PriceRow = {
  variant_id: string;
  product_id: string;
  currency_code: string;
  amount: number;
  original_amount: number;
  lowest_amount: number | null;
  since: string | null;
};

const DAY = 24 * 60 * 60 * 1000;

async function priceHistory(query: Record<string, string | string[]>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) for (const one of [value].flat()) params.append(key, one);
  return fetch(`${medusaUrl}/store/price-history?${params}`, { headers: { 'x-publishable-api-key': publishableKey } });
}

async function pricesOf(regionId: string, productIds: string[]) {
  const response = await priceHistory({ region_id: regionId, product_id: productIds });
  expect(response.status).toBe(200);
  return ((await response.json()) as { prices: PriceRow[] }).prices;
}

/** Waits for a state, polling; fails with the last value seen. */
async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeout = 75_000): Promise<T> {
  const end = Date.now() + timeout;
  let value = await read();
  while (!ok(value)) {
    if (Date.now() > end) throw new Error(`state not reached: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
    value = await read();
  }
  return value;
}

/**
 * What the store route answers after a fresh seed, per product (its right-handed, cheapest
 * variant), gross in the home regions: the amount, the original (the regular price), the lowest
 * price of the 30 days before the current price began and how long ago it began (days).
 */
const SEEDED: Record<string, { amount: number; original: number; lowest: number | null; sinceDays: number }> = {
  // Reduced today (sale list starting at the seed): -9 %.
  'atlas-j-bass-5': { amount: 2890, original: 3190, lowest: 3190, sinceDays: 0 },
  // Reduced 10 days ago: -6 %.
  'auric-t-custom': { amount: 3290, original: 3490, lowest: 3490, sinceDays: 10 },
  // Reduced 2 days ago after a short sale at 2590 (20 to 15 days ago): -4 % against 2590, not -11 %.
  'flamingo-s': { amount: 2490, original: 2790, lowest: 2590, sinceDays: 2 },
  'auric-s-one-off-seafoam': { amount: 2690, original: 2990, lowest: 2990, sinceDays: 20 },
  'ember-18-showroom': { amount: 1490, original: 1980, lowest: 1980, sinceDays: 45 },
  // The sale (59) ended 4 days ago: back at 69, no reduction.
  'logo-hoodie': { amount: 69, original: 69, lowest: 59, sinceDays: 4 },
  // Surcharges: regular prices unchanged for 60 days, with a reference price in metadata.
  'ember-single-cut': { amount: 3190, original: 3190, lowest: null, sinceDays: 60 },
  'bass-room-300': { amount: 1590, original: 1590, lowest: null, sinceDays: 60 },
};
const PERCENT: Record<string, number | null> = {
  'atlas-j-bass-5': -9,
  'auric-t-custom': -6,
  'flamingo-s': -4,
  'auric-s-one-off-seafoam': -10,
  'ember-18-showroom': -25,
  'logo-hoodie': null,
  'ember-single-cut': null,
  'bass-room-300': null,
};

describe('GET /store/price-history for the seeded products', () => {
  let products: {
    id: string;
    handle: string;
    metadata?: Record<string, unknown> | null;
    variants: { id: string; title: string | null }[];
  }[];
  beforeAll(async () => {
    const { products: found } = await sdk.store.product.list({
      handle: Object.keys(SEEDED),
      fields: 'id,handle,metadata,variants.id,variants.title',
      limit: 100,
    });
    products = found as typeof products;
    expect(products.map((product) => product.handle).sort()).toEqual(Object.keys(SEEDED).sort());
  });

  for (const [zone, country, net] of [
    ['home', 'DE', false],
    ['export', 'CH', true],
  ] as const) {
    it(`answers amount, original, 30-day lowest and since in the ${zone} region (${net ? 'net' : 'gross'})`, async () => {
      const region = await regionFor(country);
      const prices = await pricesOf(
        region.id,
        products.map((product) => product.id),
      );
      const inRegion = (gross: number) => (net ? netAmount(gross) : gross);
      for (const product of products) {
        const seeded = SEEDED[product.handle];
        const rows = prices.filter((row) => row.product_id === product.id);
        expect(rows.length, product.handle).toBe(product.variants.length);
        const cheapest = rows.reduce((a, b) => (b.amount < a.amount ? b : a));
        expect(cheapest, product.handle).toMatchObject({
          currency_code: 'eur',
          amount: inRegion(seeded.amount),
          original_amount: inRegion(seeded.original),
          lowest_amount: seeded.lowest === null ? null : inRegion(seeded.lowest),
        });
        expect(Date.now() - new Date(cheapest.since!).getTime(), product.handle).toBeGreaterThanOrEqual(
          seeded.sinceDays * DAY - 60_000,
        );
        expect(Date.now() - new Date(cheapest.since!).getTime(), product.handle).toBeLessThan(
          seeded.sinceDays * DAY + 30 * 60_000,
        );
        const reduction = priceReduction({
          amount: cheapest.amount,
          original: cheapest.original_amount,
          lowest: cheapest.lowest_amount,
        });
        expect(reduction?.percent ?? null, product.handle).toBe(PERCENT[product.handle]);
      }
    });
  }

  it('keeps the surcharges as reference prices and no discount stand-ins in metadata', () => {
    const metadataOf = (handle: string) => products.find((product) => product.handle === handle)!.metadata ?? {};
    expect(metadataOf('ember-single-cut')).toMatchObject({
      reference_price: 2990,
      reference_price_export: netAmount(2990),
    });
    expect(metadataOf('bass-room-300')).toMatchObject({
      reference_price: 1490,
      reference_price_export: netAmount(1490),
    });
    for (const product of products) {
      expect(
        Object.keys(product.metadata ?? {}).filter((key) => /^(list|start)_price/.test(key)),
        product.handle,
      ).toEqual([]);
    }
    expect(metadataOf('atlas-j-bass-5').reference_price).toBeUndefined();
  });

  it('answers by variant id too, repeated or comma-separated', async () => {
    const region = await regionFor('DE');
    const atlas = products.find((product) => product.handle === 'atlas-j-bass-5')!;
    const ids = atlas.variants.map((variant) => variant.id);
    for (const variant_id of [ids, ids.join(',')]) {
      const response = await priceHistory({ region_id: region.id, variant_id });
      expect(response.status).toBe(200);
      const { prices } = (await response.json()) as { prices: PriceRow[] };
      expect(prices.map((row) => row.variant_id).sort()).toEqual([...ids].sort());
    }
  });
});

describe('GET /store/price-history refuses bad queries', () => {
  let regionId: string;
  beforeAll(async () => {
    regionId = (await regionFor('DE')).id;
  });

  const refused = async (query: Record<string, string | string[]>, reason: RegExp) => {
    const response = await priceHistory(query);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(reason);
  };

  it('without region_id', () => refused({ product_id: 'prod_1' }, /region_id/));
  it('for a region that does not exist', () => refused({ region_id: 'reg_nothere', product_id: 'prod_1' }, /region/));
  it('without product_id or variant_id', () => refused({ region_id: regionId }, /product_id or variant_id/));
  it('with more than 100 ids', () =>
    refused(
      {
        region_id: regionId,
        product_id: Array.from({ length: 60 }, (_, i) => `prod_${i}`),
        variant_id: Array.from({ length: 41 }, (_, i) => `variant_${i}`).join(','),
      },
      /at most 100/,
    ));
  it('with an id that is not one', () => refused({ region_id: regionId, variant_id: "x' OR 1=1" }, /variant_id/));
  it('without the publishable key', async () => {
    const response = await fetch(`${medusaUrl}/store/price-history?region_id=${regionId}&product_id=prod_1`);
    expect(response.status).toBe(400);
  });
});

describe('recording price changes', () => {
  const admin = new Medusa({ baseUrl: medusaUrl, auth: { type: 'jwt', jwtTokenStorageMethod: 'memory' } });
  let productId: string;
  let variantId: string;
  let regionId: string;
  const rows = () =>
    sql<{ amount: string; effective_at: Date; source: string; price_list_id: string | null }>(
      'SELECT amount, effective_at, source, price_list_id FROM price_history WHERE variant_id = $1 AND region_id = $2 AND deleted_at IS NULL ORDER BY effective_at, created_at',
      [variantId, regionId],
    );
  const last = async () => (await rows()).at(-1);

  beforeAll(async () => {
    await admin.auth.login('user', 'emailpass', { email: inject('adminEmail'), password: inject('adminPassword') });
    regionId = (await regionFor('DE')).id;
    const { product } = await admin.admin.product.create({
      title: 'Price history probe',
      handle: `price-history-probe-${Date.now()}`,
      status: 'published',
      options: [{ title: 'Size', values: ['One'] }],
      variants: [{ title: 'One', options: { Size: 'One' }, prices: [{ currency_code: 'eur', amount: 100 }] }],
    });
    productId = product.id;
    variantId = product.variants![0].id;
  });
  afterAll(async () => {
    if (productId) await admin.admin.product.delete(productId);
  });

  it("records a new variant's price, and a variant price change when it is saved", async () => {
    const first = await until(last, (row) => Number(row?.amount) === 100);
    expect(first?.source).toBe('variant');
    const before = Date.now();
    await admin.admin.product.updateVariant(productId, variantId, { prices: [{ currency_code: 'eur', amount: 90 }] });
    const changed = await until(last, (row) => Number(row?.amount) === 90);
    expect(changed!.effective_at.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(changed!.effective_at.getTime()).toBeLessThanOrEqual(Date.now());
    const [answer] = await pricesOf(regionId, [productId]);
    expect(answer).toMatchObject({ amount: 90, original_amount: 90, lowest_amount: 100 });
    expect(new Date(answer.since!).getTime()).toBe(changed!.effective_at.getTime());
  }, 120_000);

  it('records a sale price list created in Medusa Admin when it is saved, and its deletion', async () => {
    const before = Date.now();
    const { price_list } = await admin.admin.priceList.create({
      title: 'Probe sale now',
      description: 'in force at once',
      type: 'sale',
      status: 'active',
      prices: [{ variant_id: variantId, currency_code: 'eur', amount: 85, rules: { region_id: regionId } }],
    });
    const started = await until(last, (row) => Number(row?.amount) === 85);
    expect(started).toMatchObject({ source: 'price_list', price_list_id: price_list.id });
    expect(started!.effective_at.getTime()).toBeGreaterThanOrEqual(before - 1000);
    await admin.admin.priceList.delete(price_list.id);
    await until(last, (row) => Number(row?.amount) === 90);
  }, 120_000);

  it('records a price list starting and ending at its dates (the scheduled job), with those times', async () => {
    const startsAt = new Date(Date.now() + 3000);
    const { price_list } = await admin.admin.priceList.create({
      title: 'Probe sale later',
      description: 'starts in three seconds',
      type: 'sale',
      status: 'active',
      starts_at: startsAt.toISOString(),
      prices: [{ variant_id: variantId, currency_code: 'eur', amount: 80, rules: { region_id: regionId } }],
    });
    // Saved before its start: nothing to record yet.
    expect(Number((await last())?.amount)).toBe(90);
    const started = await until(last, (row) => Number(row?.amount) === 80);
    expect(started).toMatchObject({ source: 'price_list', price_list_id: price_list.id });
    expect(started!.effective_at.getTime()).toBe(startsAt.getTime());

    const endsAt = new Date(Date.now() + 3000);
    await admin.admin.priceList.update(price_list.id, { ends_at: endsAt.toISOString() });
    expect(Number((await last())?.amount)).toBe(80);
    const ended = await until(last, (row) => Number(row?.amount) === 90);
    expect(ended).toMatchObject({ source: 'variant', price_list_id: null });
    expect(ended!.effective_at.getTime()).toBe(endsAt.getTime());

    const [answer] = await pricesOf(regionId, [productId]);
    expect(answer).toMatchObject({ amount: 90, original_amount: 90, lowest_amount: 80 });
    expect(answer.since).toBe(endsAt.toISOString());
    await admin.admin.priceList.delete(price_list.id);
  }, 180_000);
});
