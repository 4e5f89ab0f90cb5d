import { describe, expect, it } from 'vitest';
import type { ShippingMatrix } from '@tonewood/rules';
import { calculateShipping } from './matrix';

// The seeded matrix's shape (commerce/src/data/catalog.json), trimmed.
const matrix: ShippingMatrix = {
  zones: [
    {
      zone_id: 'de',
      zone_name: 'Germany',
      countries: ['DE'],
      includes_tax: true,
      options: [
        { name: 'guitar', amount: 0, includes_tax: true },
        { name: 'merch', amount: 4.9, includes_tax: true },
      ],
    },
    {
      zone_id: 'export',
      zone_name: 'Export',
      countries: ['CH', 'us'],
      includes_tax: false,
      options: [{ name: 'guitar', amount: 149, includes_tax: false }],
    },
    { id: 'nowhere', name: 'Empty', countries: ['IS'], includes_tax: true, options: [] },
  ],
};
const guitar = { type: 'guitar' };

describe('calculateShipping', () => {
  it('free: the option amount is 0', () => {
    expect(calculateShipping({ product: guitar, matrix, country: 'DE', taxMap: {} })).toEqual({
      status: 'free',
      includesTax: true,
      zoneName: 'Germany',
    });
  });

  it('paid: the option amount, as given', () => {
    expect(calculateShipping({ product: { type: 'merch' }, matrix, country: 'DE', taxMap: {} })).toEqual({
      status: 'paid',
      amount: 4.9,
      includesTax: true,
      zoneName: 'Germany',
    });
  });

  it('paid in the export zone, tax excluded by the matrix option', () => {
    expect(calculateShipping({ product: guitar, matrix, country: 'US', taxMap: {} })).toEqual({
      status: 'paid',
      amount: 149,
      includesTax: false,
      zoneName: 'Export',
    });
  });

  it("names the zone in the page's language from the CMS zone names, Medusa's name otherwise", () => {
    const zoneNames = [{ zoneId: 'de', name: 'Deutschland' }];
    expect(calculateShipping({ product: guitar, matrix, country: 'DE', taxMap: {}, zoneNames })).toMatchObject({
      zoneName: 'Deutschland',
    });
    expect(calculateShipping({ product: guitar, matrix, country: 'CH', taxMap: {}, zoneNames })).toMatchObject({
      zoneName: 'Export',
    });
  });

  it('the settings zone map wins over the matrix option', () => {
    const result = calculateShipping({ product: guitar, matrix, country: 'CH', taxMap: { export: true } });
    expect(result).toMatchObject({ status: 'paid', includesTax: true });
    const de = calculateShipping({ product: { type: 'merch' }, matrix, country: 'DE', taxMap: { de: false } });
    expect(de).toMatchObject({ status: 'paid', includesTax: false });
  });

  it.each([
    ['no product', { product: null, matrix, country: 'DE' }, 'missing-data'],
    ['no matrix', { product: guitar, matrix: null, country: 'DE' }, 'missing-data'],
    ['no product type', { product: { type: '' }, matrix, country: 'DE' }, 'no-product-type'],
    ['type null', { product: { type: null }, matrix, country: 'DE' }, 'no-product-type'],
    ['no zones', { product: guitar, matrix: { zones: [] }, country: 'DE' }, 'no-zones'],
    ['zones missing', { product: guitar, matrix: {}, country: 'DE' }, 'no-zones'],
    ['country in no zone', { product: guitar, matrix, country: 'JP' }, 'zone-not-found'],
    ['zone without options', { product: guitar, matrix, country: 'IS' }, 'no-options'],
  ] as const)('unavailable: %s', (_, input, reason) => {
    expect(calculateShipping({ ...input, taxMap: {} })).toEqual({ status: 'unavailable', reason });
  });

  it('unavailable: no option for the product type names the type', () => {
    expect(calculateShipping({ product: { type: 'amplification' }, matrix, country: 'CH', taxMap: {} })).toEqual({
      status: 'unavailable',
      reason: 'no-option-for-type',
      productType: 'amplification',
    });
  });
});
