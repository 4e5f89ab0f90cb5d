import { describe, expect, it } from 'vitest';
import { checkIntervalMs, isNewBuild, versionFile } from './version.mjs';

describe('new build detection', () => {
  it('announces a build whose id differs from the running one', () => {
    expect(isNewBuild('abc123', { id: 'def456', builtAt: '2026-11-23T21:00:00.000Z' })).toBe(true);
    expect(isNewBuild('abc123', { id: 'abc123' })).toBe(false);
  });

  it('announces nothing for answers that are not a version file, or without a running id', () => {
    for (const answer of [null, undefined, 'def456', {}, { id: '' }, { id: 42 }, []])
      expect(isNewBuild('abc123', answer)).toBe(false);
    expect(isNewBuild(undefined, { id: 'def456' })).toBe(false);
    expect(isNewBuild('', { id: 'def456' })).toBe(false);
  });

  it('writes the compilation hash of the build as its id', () => {
    const at = new Date('2026-11-23T21:00:00Z');
    expect(versionFile({ webpackCompilationHash: 'f00d' }, at)).toEqual({ id: 'f00d', builtAt: at.toISOString() });
    expect(() => versionFile({}, at)).toThrow(/webpackCompilationHash/);
  });

  it('polls every 5 minutes unless the settings say otherwise', () => {
    expect(checkIntervalMs(undefined)).toBe(300_000);
    expect(checkIntervalMs(null)).toBe(300_000);
    expect(checkIntervalMs(0)).toBe(300_000);
    expect(checkIntervalMs(2)).toBe(120_000);
  });
});
