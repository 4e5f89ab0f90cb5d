// @vitest-environment node
// The schemas entry must stay free of React: a server function imports it to validate a body.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const entry = fileURLToPath(new URL('./index.ts', import.meta.url));
const packageJson = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  exports: Record<string, unknown>;
};

/** Every package (not relative file) that the entry imports, directly or through its own files. */
async function packagesImportedBy(file: string): Promise<string[]> {
  const { metafile } = await build({
    entryPoints: [file],
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'neutral',
    packages: 'external',
    logLevel: 'silent',
  });
  const imports = Object.values(metafile.inputs).flatMap((input) => input.imports);
  return [...new Set(imports.filter((i) => i.external).map((i) => i.path))].sort();
}

describe('@tonewood/design-system/schemas', () => {
  it("imports zod and the shop's rules, nothing else: no React, react-aria, Radix or form library", async () => {
    expect(await packagesImportedBy(entry)).toEqual(['@tonewood/rules', 'zod']);
  });

  it('is a package entry of its own', () => {
    expect(packageJson.exports['./schemas']).toEqual({
      types: './dist/schemas/index.d.ts',
      default: './dist/schemas/index.js',
    });
  });
});
