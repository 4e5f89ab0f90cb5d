import { describe, expect, it } from 'vitest';
import { isTrackingNumber, trackingUrl } from './tracking.js';

describe('tracking', () => {
  it('links a tracking number to the carrier', () => {
    expect(trackingUrl('00340434161234567890')).toBe(
      'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434161234567890',
    );
  });

  it('accepts letters and digits only, 6 to 40 of them', () => {
    expect(isTrackingNumber('JJD0001234')).toBe(true);
    expect(isTrackingNumber('12345')).toBe(false);
    expect(isTrackingNumber('123456&x=<b>')).toBe(false);
    expect(isTrackingNumber(42)).toBe(false);
    expect(() => trackingUrl('a b c d e f')).toThrow(RangeError);
  });
});
