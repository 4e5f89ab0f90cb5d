// The compile hint (compileHints.mjs) in a real production build with Gatsby's webpack: the first
// line of every script, kept by the minifier's run before it, and each file still named by the
// hash of its bytes (the names the pages load).
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { COMPILE_HINT, CompileHintsPlugin } from './compileHints.mjs';

// Gatsby's own webpack, as the site's build uses it.
const webpack = createRequire(createRequire(import.meta.url).resolve('gatsby/package.json'))('webpack') as (
  config: object,
  done: (error: Error | null, stats?: { hasErrors(): boolean; toString(): string }) => void,
) => void;

const dir = mkdtempSync(path.join(tmpdir(), 'tonewood-compile-hints-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function build(plugins: object[]): Promise<Record<string, string>> {
  const out = path.join(dir, `out-${plugins.length}`);
  return new Promise((resolve, reject) =>
    webpack(
      {
        mode: 'production',
        context: dir,
        entry: { app: './entry.js' },
        output: {
          path: out,
          filename: '[name]-[contenthash].js',
          chunkFilename: '[name]-[contenthash].js',
          hashDigestLength: 20,
          // Each build's folder holds that build's files only (the hinted one is built twice).
          clean: true,
        },
        plugins,
      },
      (error, stats) => {
        if (error || !stats || stats.hasErrors()) return reject(error ?? new Error(stats?.toString()));
        resolve(Object.fromEntries(readdirSync(out).map((file) => [file, readFileSync(path.join(out, file), 'utf8')])));
      },
    ),
  );
}

describe('the compile hint on the browser bundles', () => {
  writeFileSync(
    path.join(dir, 'entry.js'),
    '/* a comment the minifier drops */\nexport function greet(name) { return `hello ${name}`; }\n' +
      'import(/* webpackChunkName: "later" */ "./later.js").then((m) => console.log(greet(m.name)));\n',
  );
  writeFileSync(path.join(dir, 'later.js'), 'export const name = "later";\n');

  it('is the first line of every script, entry and chunk, after minifying', async () => {
    const files = await build([new CompileHintsPlugin()]);
    const scripts = Object.keys(files).filter((file) => file.endsWith('.js'));
    expect(scripts.map((file) => file.split('-')[0]).sort()).toEqual(['app', 'later']);
    for (const file of scripts) {
      expect(files[file]!.startsWith(COMPILE_HINT), file).toBe(true);
      expect(files[file], `${file} is minified`).not.toContain('a comment the minifier drops');
      expect(files[file]!.split('\n').length, `${file}: the hint, then the minified code on one line`).toBe(2);
    }
  });

  it('is part of the bytes each file is named by', async () => {
    const [hinted, plain] = [await build([new CompileHintsPlugin()]), await build([])];
    for (const files of [hinted, plain])
      for (const file of Object.keys(files)) expect(file).toMatch(/^(app|later)-[0-9a-f]{20}\.js$/);
    // The same code with and without the hint has other names: the hint changed the content hash.
    expect(Object.keys(hinted).sort()).not.toEqual(Object.keys(plain).sort());
    // The entry loads the chunk by its new name.
    const app = Object.entries(hinted).find(([file]) => file.startsWith('app-'))![1];
    const later = Object.keys(hinted).find((file) => file.startsWith('later-'))!;
    expect(app).toContain(later.replace(/^later-/, '').replace(/\.js$/, ''));
  });
});
