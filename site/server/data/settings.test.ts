import { describe, expect, it } from 'vitest';
import { returnAddressOf } from './settings.mjs';

describe('returnAddressOf', () => {
  const manufacturer = { manufacturerName: 'Tonewood GmbH', manufacturerAddress: 'Werkstattweg 7\n04109 Leipzig' };

  it("is the manufacturer's name and postal address when no other return address is set", () => {
    expect(returnAddressOf({ ...manufacturer, returnAddress: '  ' })).toBe(
      'Tonewood GmbH\nWerkstattweg 7\n04109 Leipzig',
    );
  });

  it('is the setting returnAddress when the workshop set one', () => {
    expect(returnAddressOf({ ...manufacturer, returnAddress: 'Lager\nHafenstraße 1' })).toBe('Lager\nHafenstraße 1');
  });

  it('is empty without either', () => {
    expect(returnAddressOf({ manufacturerName: 'Tonewood GmbH' })).toBe('');
    expect(returnAddressOf(null)).toBe('');
  });
});
