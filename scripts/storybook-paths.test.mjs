// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pathLeaks, withoutCheckoutPaths } from './storybook-paths.mjs';

const root = '/home/someone/projects/tonewood';
const dir = mkdtempSync(path.join(tmpdir(), 'storybook-paths-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the built Storybook names no checkout path', () => {
  it("makes docgen's absolute filePath relative when chunks are written", () => {
    const plugin = withoutCheckoutPaths(root);
    const chunk = `m.__docgenInfo={displayName:\`Button\`,filePath:\`${root}/design-system/src/primitives/Button/Button.tsx\`}`;
    const out = plugin.renderChunk(chunk);
    expect(out?.code).toBe(
      'm.__docgenInfo={displayName:`Button`,filePath:`design-system/src/primitives/Button/Button.tsx`}',
    );
    expect(out?.code).not.toContain(root);
    expect(plugin.renderChunk('console.log(1)')).toBeNull();
    expect(plugin.apply).toBe('build');
  });

  it('finds the files that still carry it', () => {
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'assets', 'leaky.js'), `filePath:\`${root}/x.tsx\``);
    writeFileSync(path.join(dir, 'assets', 'clean.js'), 'filePath:`x.tsx`');
    writeFileSync(path.join(dir, 'index.html'), '<title>ok</title>');
    expect(pathLeaks(dir, root)).toEqual([path.join('assets', 'leaky.js')]);
  });
});
