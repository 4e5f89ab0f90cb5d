import { describe, expect, it } from 'vitest';
import { displayAmount, grossAmount, netAmount, toZoneTaxMap, VAT_RATE, zoneIncludesTax } from './tax.js';

describe('VAT', () => {
  it('is German VAT, 19 %', () => {
    expect(VAT_RATE).toBe(19);
  });
  it('takes a gross amount to net and a net one to gross, to the cent', () => {
    expect(netAmount(119)).toBe(100);
    expect(netAmount(2490)).toBe(2092.44);
    expect(grossAmount(100)).toBe(119);
    expect(grossAmount(2092.44)).toBe(2490);
  });
});

describe('tax display', () => {
  it('included: a gross price is shown as it is', () => {
    expect(displayAmount(2890, { includesTax: true })).toBe(2890);
  });
  it('excluded: a gross price is shown divided by 1.19, to the cent', () => {
    expect(displayAmount(2890, { includesTax: false })).toBe(2428.57);
    expect(displayAmount(119, { includesTax: false })).toBe(100);
  });
  it('a net price (the export region) is shown as it is when excluded, times 1.19 when included', () => {
    expect(displayAmount(2428.57, { includesTax: false, net: true })).toBe(2428.57);
    expect(displayAmount(100, { includesTax: true, net: true })).toBe(119);
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
