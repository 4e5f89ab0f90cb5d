// @vitest-environment node
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatEnv, parseEnv, readEnvFile, writeEnvFile } from './env.js';

let dir: string;
const mode = (file: string) => statSync(file).mode & 0o777;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'tonewood-env-test-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('parseEnv', () => {
  it('reads KEY=VALUE lines and skips comments, blank lines and anything else', () => {
    const text = [
      '# a comment',
      '',
      'STRAPI_API_URL=http://127.0.0.1:1337',
      '  SPACED = value with spaces  ',
      'export EXPORTED=1',
      'not an assignment',
      '1BAD=x',
      'EMPTY=',
    ].join('\n');
    expect(parseEnv(text)).toEqual({
      STRAPI_API_URL: 'http://127.0.0.1:1337',
      SPACED: 'value with spaces',
      EXPORTED: '1',
      EMPTY: '',
    });
  });

  it('keeps everything after the first =, removes one pair of quotes, and reads CRLF files', () => {
    expect(parseEnv('URL=postgres://u:p@h/db?a=b\r\nQ="quoted # not a comment"\r\nS=\'x\'\r\nHALF="x')).toEqual({
      URL: 'postgres://u:p@h/db?a=b',
      Q: 'quoted # not a comment',
      S: 'x',
      HALF: '"x',
    });
  });

  it('keeps the last value of a key set twice', () => {
    expect(parseEnv('A=1\nA=2\n')).toEqual({ A: '2' });
  });
});

describe('formatEnv', () => {
  it('writes one line per value after the comments, and parses back to the same values', () => {
    const values = { MEDUSA_BACKEND_URL: 'http://127.0.0.1:9000', MEDUSA_PUBLISHABLE_KEY: 'pk_123' };
    const text = formatEnv(values, { comments: ['written by a test'] });
    expect(text).toBe('# written by a test\nMEDUSA_BACKEND_URL=http://127.0.0.1:9000\nMEDUSA_PUBLISHABLE_KEY=pk_123\n');
    expect(parseEnv(text)).toEqual(values);
  });

  it('refuses what it could not read back', () => {
    expect(() => formatEnv({ 'NOT A NAME': 'x' })).toThrow(/not a variable name/);
    expect(() => formatEnv({ A: 'two\nlines' })).toThrow(/spans lines/);
  });
});

describe('readEnvFile and writeEnvFile', () => {
  it('reads nothing from a file that does not exist', () => {
    expect(readEnvFile(join(dir, 'missing.env'))).toEqual({});
  });

  it('writes a file with mode 0600 in a new folder and reads it back', () => {
    const file = join(dir, 'deep', 'folder', '.site.env');
    writeEnvFile(file, { STRAPI_BUILD_TOKEN: 'build', STRAPI_WRITE_TOKEN: 'write' });
    expect(mode(file)).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toBe('STRAPI_BUILD_TOKEN=build\nSTRAPI_WRITE_TOKEN=write\n');
    expect(readEnvFile(file)).toEqual({ STRAPI_BUILD_TOKEN: 'build', STRAPI_WRITE_TOKEN: 'write' });
  });

  it('replaces an older world-readable file with an owner-only one and leaves no temporary file', () => {
    const file = join(dir, '.site.env');
    writeFileSync(file, 'MEDUSA_PUBLISHABLE_KEY=old\n', { mode: 0o644 });
    writeEnvFile(file, { MEDUSA_PUBLISHABLE_KEY: 'new' });
    expect(mode(file)).toBe(0o600);
    expect(readEnvFile(file)).toEqual({ MEDUSA_PUBLISHABLE_KEY: 'new' });
    expect(readdirSync(dir)).toEqual(['.site.env']);
  });

  it('writes finished text as it is', () => {
    const file = join(dir, '.secrets.env');
    writeEnvFile(file, '# mine\nA=1\n');
    expect(readFileSync(file, 'utf8')).toBe('# mine\nA=1\n');
    expect(mode(file)).toBe(0o600);
  });
});
