import { describe, expect, it } from 'vitest';
import {
  KNOWN_DEVELOPMENT_VALUES,
  MIN_SECRET_LENGTH,
  isKnownDevelopmentValue,
  refusalLine,
  secretProblem,
  secretProblems,
} from './secrets.js';

describe('secretProblem', () => {
  it('rejects missing and empty values', () => {
    expect(secretProblem(undefined)).toBe('is missing');
    expect(secretProblem(null)).toBe('is missing');
    expect(secretProblem('')).toBe('is missing');
    expect(secretProblem('   ')).toBe('is missing');
  });

  it(`rejects values shorter than ${MIN_SECRET_LENGTH} characters`, () => {
    expect(secretProblem('x'.repeat(MIN_SECRET_LENGTH - 1))).toBe(`is shorter than ${MIN_SECRET_LENGTH} characters`);
    expect(secretProblem('x'.repeat(MIN_SECRET_LENGTH))).toBeNull();
  });

  it('rejects the known development values in any case, and Strapi template values', () => {
    for (const value of [
      ...KNOWN_DEVELOPMENT_VALUES,
      'SuperSecret',
      'toBeModified1',
      'toBeModified2',
      'tobemodified',
      ' changeme ',
    ]) {
      expect(secretProblem(value), value).toBe('is a known development value');
    }
    expect(secretProblem('tonewood-dev-jwt-secret')).toBe('is a known development value');
  });

  it('rejects every value of the former tonewood-dev-* defaults and Strapi template values, however long', () => {
    expect(isKnownDevelopmentValue(`tonewood-dev-${'x'.repeat(40)}`)).toBe(true);
    expect(secretProblem(`toBeModified${'9'.repeat(40)}`)).toBe('is a known development value');
    expect(isKnownDevelopmentValue('a-strong-value-that-merely-contains-secret-inside')).toBe(false);
  });

  it('has one list with the public values of every service', () => {
    for (const value of ['tonewood-dev-jwt-secret', 'tonewood-dev-cookie-secret', 'supersecret', 'tobemodified'])
      expect(KNOWN_DEVELOPMENT_VALUES).toContain(value);
    for (const value of ['secret', 'changeme', 'postgres']) expect(KNOWN_DEVELOPMENT_VALUES).toContain(value);
  });

  it('checks every key of a list', () => {
    const good = 'k'.repeat(40);
    expect(secretProblem(`${good},${good}`, { list: true })).toBeNull();
    expect(secretProblem('toBeModified1,toBeModified2', { list: true })).toBe('is a known development value');
    expect(secretProblem(`${good},short`, { list: true })).toBe(`is shorter than ${MIN_SECRET_LENGTH} characters`);
    // Without `list` the whole value is one secret.
    expect(secretProblem(`${good},short`)).toBeNull();
  });
});

describe('secretProblems', () => {
  it('names every refused secret with its reason, in the order asked', () => {
    const env = { A: 'a'.repeat(40), B: 'supersecret', C: 'short', KEYS: `${'k'.repeat(40)},changeme` };
    expect(secretProblems(env, ['A', 'B', 'C', 'D', 'KEYS'], { lists: ['KEYS'] })).toEqual([
      'B is a known development value',
      `C is shorter than ${MIN_SECRET_LENGTH} characters`,
      'D is missing',
      'KEYS is a known development value',
    ]);
    expect(secretProblems(env, ['A'])).toEqual([]);
  });
});

describe('refusalLine', () => {
  it('is one line naming the service, every problem and the way out', () => {
    expect(refusalLine('commerce', ['JWT_SECRET is missing'])).toBe(
      'commerce: refusing to start: JWT_SECRET is missing (set it, or run npm start to generate .secrets.env)',
    );
    expect(refusalLine('cms', ['APP_KEYS is a known development value', 'JWT_SECRET is missing'])).toBe(
      'cms: refusing to start: APP_KEYS is a known development value; JWT_SECRET is missing (set them, or run npm start to generate .secrets.env)',
    );
  });
});
