import { describe, expect, it } from 'vitest';
import {
  hasSafetyInformation,
  needsSafetyInformation,
  powerSourceOf,
  productsMissingSafetyInformation,
  safetyLines,
} from './product-safety.js';

const texts = { warnings: 'Hot tubes.', safety_information: 'Earthed socket only.' };

describe('needsSafetyInformation', () => {
  it('holds for every amplification product, powered or not (a passive cabinet too)', () => {
    expect(needsSafetyInformation({ type: 'amplification', metadata: { power: 'mains' } })).toBe(true);
    expect(needsSafetyInformation({ type: 'amplification', metadata: null })).toBe(true);
  });

  it('holds for a mains- or battery-powered product of any other type', () => {
    expect(needsSafetyInformation({ type: 'ready-to-ship', metadata: { power: 'mains' } })).toBe(true);
    expect(needsSafetyInformation({ type: 'bass', metadata: { power: 'battery' } })).toBe(true);
  });

  it('does not hold for an unpowered instrument or merch', () => {
    expect(needsSafetyInformation({ type: 'guitar', metadata: {} })).toBe(false);
    expect(needsSafetyInformation({ type: 'merch', metadata: undefined })).toBe(false);
    expect(needsSafetyInformation({ type: undefined })).toBe(false);
  });

  it('ignores power values that are not ours', () => {
    expect(powerSourceOf({ power: 'solar' })).toBeNull();
    expect(powerSourceOf({ power: 'battery' })).toBe('battery');
    expect(needsSafetyInformation({ type: 'guitar', metadata: { power: 'none' } })).toBe(false);
  });
});

describe('safety texts', () => {
  it('splits a text into its non-empty lines', () => {
    expect(safetyLines(' One.\r\n\n  Two. \n')).toEqual(['One.', 'Two.']);
    expect(safetyLines(null)).toEqual([]);
  });

  it('needs both warnings and safety information', () => {
    expect(hasSafetyInformation(texts)).toBe(true);
    expect(hasSafetyInformation({ warnings: 'Hot tubes.', safety_information: '  \n' })).toBe(false);
    expect(hasSafetyInformation({ safety_information: 'Earthed socket only.' })).toBe(false);
    expect(hasSafetyInformation(null)).toBe(false);
  });
});

describe('productsMissingSafetyInformation', () => {
  const languages = ['en', 'de'];

  it('names each product that needs texts and lacks them, per language', () => {
    expect(
      productsMissingSafetyInformation(
        [
          { handle: 'amp', type: 'amplification', safety: { en: texts, de: null } },
          { handle: 'pedal', type: 'amplification', metadata: { power: 'battery' }, safety: {} },
          { handle: 'combo', type: 'ready-to-ship', metadata: { power: 'mains' }, safety: { en: texts, de: texts } },
          { handle: 'guitar', type: 'guitar', safety: {} },
        ],
        languages,
      ),
    ).toEqual(['amp (de)', 'pedal (en)', 'pedal (de)']);
  });

  it('is empty for a complete catalog', () => {
    expect(
      productsMissingSafetyInformation(
        [{ handle: 'amp', type: 'amplification', safety: { en: texts, de: texts } }],
        languages,
      ),
    ).toEqual([]);
  });
});
