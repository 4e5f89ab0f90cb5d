// @vitest-environment node
// npm start's reuse of the last site build: the stamp names the key and the build it was made for.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { builtWith, markBuilt, siteBuildKey } from './stack/site-build-cache.mjs';

let root;
afterEach(() => rmSync(root, { recursive: true, force: true }));

function checkout() {
  root = mkdtempSync(path.join(tmpdir(), 'tonewood-site-build-cache-'));
  mkdirSync(path.join(root, '.cache'));
  mkdirSync(path.join(root, 'public'));
  writeFileSync(path.join(root, 'public', '_route-manifest.json'), '[]');
  return root;
}

describe('the site build stamp', () => {
  it('matches the key it was made with, and no other', () => {
    markBuilt(checkout(), 'key-a');
    expect(builtWith(root, 'key-a')).toBe(true);
    expect(builtWith(root, 'key-b')).toBe(false);
    expect(builtWith(root, null)).toBe(false);
  });

  it('no longer matches once public/ was built by something else', () => {
    markBuilt(checkout(), 'key-a');
    const later = new Date(Date.now() + 5000);
    utimesSync(path.join(root, 'public', '_route-manifest.json'), later, later);
    expect(builtWith(root, 'key-a')).toBe(false);
  });

  it('matches nothing without a build', () => {
    markBuilt(checkout(), 'key-a');
    rmSync(path.join(root, 'public'), { recursive: true });
    expect(builtWith(root, 'key-a')).toBe(false);
  });

  it('has no key when Strapi’s database cannot be read (the site is built)', async () => {
    const key = await siteBuildKey({
      root: checkout(),
      buildEnv: {},
      keyFiles: [],
      cmsDatabase: path.join(root, 'missing.db'),
      commerceDatabaseUrl: 'postgres://127.0.0.1:1/none',
    });
    expect(key).toBeNull();
  });
});
