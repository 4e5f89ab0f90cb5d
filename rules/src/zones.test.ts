import { describe, expect, it } from 'vitest';
import {
  isExportRegion,
  matrixCountries,
  regionForCountry,
  regionForZone,
  regionZoneId,
  toZoneTaxMap,
  zoneForCountry,
  zoneIdOf,
  zoneIncludesTax,
  zoneNameOf,
  type ShippingMatrix,
} from './zones.js';

// The seeded matrix's zones (commerce/src/data/catalog.json), without their options.
const matrix: ShippingMatrix = {
  zones: [
    { zone_id: 'de', zone_name: 'Germany', countries: ['DE'] },
    { zone_id: 'export', zone_name: 'Export', countries: ['CH', 'us'] },
    { id: 'nowhere', name: 'Empty', countries: ['IS'] },
  ],
};

describe('the matrix countries', () => {
  it('lists every zone country upper-cased; none without a matrix', () => {
    expect(matrixCountries(matrix)).toEqual(['DE', 'CH', 'US', 'IS']);
    expect(matrixCountries(null)).toBeUndefined();
  });
  it('finds the zone of a country', () => {
    expect(zoneForCountry(matrix, 'US')?.zone_id).toBe('export');
    expect(zoneForCountry(matrix, 'JP')).toBeUndefined();
  });
  it('names a zone by zone_id and zone_name, else id and name', () => {
    expect(matrix.zones?.map((zone) => [zoneIdOf(zone), zoneNameOf(zone)])).toEqual([
      ['de', 'Germany'],
      ['export', 'Export'],
      ['nowhere', 'Empty'],
    ]);
    expect(zoneNameOf({ zone_id: 'eu' })).toBe('eu');
  });
});

describe('regionForCountry', () => {
  const regions = [
    { id: 'reg_de', countries: [{ iso_2: 'de' }], metadata: { shipping_zone_id: 'de' } },
    { id: 'reg_export', countries: [{ iso_2: 'ch' }, { iso_2: 'us' }], metadata: { shipping_zone_id: 'export' } },
  ];
  it('finds the region listing the country, in any case', () => {
    expect(regionForCountry(regions, 'CH')?.id).toBe('reg_export');
    expect(regionForCountry(regions, 'de')?.id).toBe('reg_de');
  });
  it('else the region of the zone; else none', () => {
    expect(regionForCountry(regions, 'GB', 'export')?.id).toBe('reg_export');
    expect(regionForCountry(regions, 'GB')).toBeUndefined();
  });
  it('finds the region of a zone', () => {
    expect(regionForZone(regions, 'de')?.id).toBe('reg_de');
    expect(regionForZone(regions, 'eu')).toBeUndefined();
    expect(regionForZone(regions, null)).toBeUndefined();
    expect(regionZoneId(regions[1])).toBe('export');
    expect(regionZoneId({ metadata: null })).toBeNull();
  });
});

describe('the export region', () => {
  it('knows the export region by its shipping zone', () => {
    expect(isExportRegion({ metadata: { shipping_zone_id: 'export' } })).toBe(true);
    expect(isExportRegion({ metadata: { shipping_zone_id: 'de' } })).toBe(false);
    expect(isExportRegion(null)).toBe(false);
  });
});

describe('zone tax inclusion: the settings zone map first, else the matrix', () => {
  const taxMap = toZoneTaxMap([
    { zoneId: 'de', includesTax: true },
    { zoneId: 'export', includesTax: false },
  ]);
  it('takes the settings value', () => {
    expect(zoneIncludesTax('export', taxMap, true)).toBe(false);
    expect(zoneIncludesTax('de', taxMap, false)).toBe(true);
  });
  it('falls back to the matrix value, then to included', () => {
    expect(zoneIncludesTax('eu', taxMap, false)).toBe(false);
    expect(zoneIncludesTax('eu', taxMap)).toBe(true);
    expect(zoneIncludesTax(null, taxMap)).toBe(true);
  });
  it('without either, excludes tax in the export zone only', () => {
    expect(zoneIncludesTax('export')).toBe(false);
    expect(zoneIncludesTax('de')).toBe(true);
    expect(zoneIncludesTax(undefined)).toBe(true);
  });
});
