import { describe, expect, it } from 'vitest';
import { displayAmount, netAmount, VAT_PERCENT } from './tax.js';

describe('VAT', () => {
  it('is German VAT, 19 %', () => {
    expect(VAT_PERCENT).toBe(19);
  });
  it('takes a gross amount to net, to the cent', () => {
    expect(netAmount(119)).toBe(100);
    expect(netAmount(2490)).toBe(2092.44);
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
