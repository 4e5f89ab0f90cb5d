import { describe, expect, it } from 'vitest';
import { localZoneName } from './zoneName';

const german = [
  { zoneId: 'de', name: 'Deutschland' },
  { zoneId: 'eu', name: 'Europäische Union' },
  { zoneId: 'export', name: ' ' },
];

describe('localZoneName', () => {
  it("names a region's or zone's id in the page's language", () => {
    expect(localZoneName(german, 'de', 'Germany')).toBe('Deutschland');
    expect(localZoneName(german, 'eu', 'European Union')).toBe('Europäische Union');
  });

  it("keeps Medusa's name where the CMS names none (unknown zone, blank name, no zone id)", () => {
    expect(localZoneName(german, 'moon', 'Moon')).toBe('Moon');
    expect(localZoneName(german, 'export', 'Export')).toBe('Export');
    expect(localZoneName(german, null, 'Germany')).toBe('Germany');
    expect(localZoneName([], undefined, undefined)).toBeNull();
  });
});
