import { describe, expect, it } from 'vitest';
import {
  COUNTRY_MAX_AGE_SECONDS,
  decideCountry,
  normalizeCountryCode,
  parseCountryCookie,
  serializeCountryCookie,
  traceCountry,
} from './country';

const NOW = Date.UTC(2026, 10, 23, 12);
const HOUR = 3600_000;
const KNOWN = ['DE', 'AT', 'CH', 'US'];

describe('normalizeCountryCode', () => {
  it.each([
    ['ch', 'CH'],
    [' at ', 'AT'],
    ['De', 'DE'],
    ['\tus\n', 'US'],
  ])('trims and upper-cases %j to %s', (input, expected) => {
    expect(normalizeCountryCode(input)).toBe(expected);
  });

  it.each(['', '   ', 'D', 'DEU', 'd1', '12', null, undefined, 42])('rejects %j', (input) => {
    expect(normalizeCountryCode(input)).toBeNull();
  });
});

describe('the og_shipping_country cookie', () => {
  it('round-trips code, timestamp and the manual flag', () => {
    const value = { code: 'CH', timestamp: NOW, manual: true };
    expect(parseCountryCookie(serializeCountryCookie(value))).toEqual(value);
    expect(parseCountryCookie(serializeCountryCookie({ code: 'AT', timestamp: NOW }))).toEqual({
      code: 'AT',
      timestamp: NOW,
    });
  });

  it('reads the lower-case cookie earlier versions wrote', () => {
    expect(parseCountryCookie(encodeURIComponent('{"code":"ch","timestamp":5}'))).toEqual({ code: 'ch', timestamp: 5 });
  });

  it.each([undefined, '', 'ch', '%7Bbroken', encodeURIComponent('{"timestamp":1}'), encodeURIComponent('null')])(
    'is unreadable as %j',
    (raw) => {
      expect(parseCountryCookie(raw)).toBeNull();
    },
  );
});

describe('traceCountry reads the loc= line', () => {
  it('finds it among the other lines', () => {
    expect(traceCountry('fl=1\nh=example\nloc=ch\nwarp=off\n')).toBe('CH');
  });
  it.each(['fl=1\nvisit_scheme=https\n', 'loc=\n', 'loc=XX\n', 'loc=T1\n', ''])('none in %j', (body) => {
    expect(traceCountry(body)).toBeNull();
  });
});

describe('decideCountry: manual choice, edge, cookie, DE', () => {
  const manual = (code: string, age: number) => ({ code, timestamp: NOW - age, manual: true });

  it('(1) a manual choice younger than 24 hours wins over the edge and is normalised', () => {
    expect(decideCountry({ stored: manual('ch', 23 * HOUR), edge: 'AT', known: KNOWN, now: NOW })).toEqual({
      code: 'CH',
      source: 'manual',
      clearManual: false,
    });
  });

  it('(1) an expired manual choice is cleared and the edge decides', () => {
    expect(
      decideCountry({ stored: manual('CH', COUNTRY_MAX_AGE_SECONDS * 1000), edge: 'AT', known: KNOWN, now: NOW }),
    ).toEqual({ code: 'AT', source: 'edge', clearManual: true });
  });

  it('(1) a manual choice from the future (a wrong clock) is cleared', () => {
    expect(decideCountry({ stored: manual('CH', -HOUR), edge: null, known: KNOWN, now: NOW })).toEqual({
      code: 'DE',
      source: 'default',
      clearManual: true,
    });
  });

  it('(1) an invalid manual choice (xx) is cleared', () => {
    expect(decideCountry({ stored: manual('xx', HOUR), edge: undefined, now: NOW })).toEqual({
      code: 'DE',
      source: 'default',
      clearManual: true,
    });
  });

  it('(1) a manual choice outside the shipping matrix is cleared', () => {
    expect(decideCountry({ stored: manual('JP', HOUR), edge: 'US', known: KNOWN, now: NOW })).toEqual({
      code: 'US',
      source: 'edge',
      clearManual: true,
    });
  });

  it('(1) without a matrix any well-formed manual choice counts', () => {
    expect(decideCountry({ stored: manual('JP', HOUR), edge: 'US', now: NOW }).code).toBe('JP');
  });

  it('(2) the edge country wins over a stored detected country', () => {
    expect(decideCountry({ stored: { code: 'AT', timestamp: NOW }, edge: 'us', known: KNOWN, now: NOW })).toEqual({
      code: 'US',
      source: 'edge',
      clearManual: false,
    });
  });

  it('(2) an edge country outside the matrix falls through to the cookie', () => {
    expect(decideCountry({ stored: { code: 'at', timestamp: NOW }, edge: 'JP', known: KNOWN, now: NOW })).toEqual({
      code: 'AT',
      source: 'cookie',
      clearManual: false,
    });
  });

  it('(3) the stored cookie decides when the edge names none', () => {
    expect(decideCountry({ stored: { code: 'CH', timestamp: 0 }, edge: null, known: KNOWN, now: NOW })).toEqual({
      code: 'CH',
      source: 'cookie',
      clearManual: false,
    });
  });

  it('(3) an invalid stored cookie (xx) is ignored', () => {
    expect(decideCountry({ stored: { code: 'xx', timestamp: NOW }, edge: null, known: KNOWN, now: NOW })).toEqual({
      code: 'DE',
      source: 'default',
      clearManual: false,
    });
  });

  it('(3) a stored country outside the matrix is ignored', () => {
    expect(decideCountry({ stored: { code: 'JP', timestamp: NOW }, known: KNOWN, now: NOW }).source).toBe('default');
  });

  it('(4) DE without anything else', () => {
    expect(decideCountry({ stored: null, now: NOW })).toEqual({ code: 'DE', source: 'default', clearManual: false });
  });
});
