// Prints what the design system costs a consumer: minified ESM, raw and gzip, for the whole
// package and for single imports, bundled and tree-shaken as an app build does it.
//
// The header's two drawers (phone menu, language panel) load with import() on first use, so a
// page's first load and the code fetched on first use are reported apart. The headline row is a
// Vite 8 (Rolldown) production app build, the bundler this repository builds with: like webpack
// (Gatsby), it keeps modules the page and the lazy chunks share in the page's chunk. esbuild with
// code splitting is printed next to it; it moves shared modules into extra chunks, each gzipped on
// its own, so its first-load sum comes out higher. Rows without lazy code use esbuild, one file.
import { build } from 'esbuild';
import { build as viteBuild } from 'vite';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';

const designSystem = new URL('../design-system', import.meta.url).pathname;
const pkg = JSON.parse(readFileSync(new URL('../design-system/package.json', import.meta.url)));
const react = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'];
const deps = Object.keys(pkg.dependencies);
const gzip = (code) => gzipSync(code, { level: 9 }).byteLength;
const sizeOf = (codes) => ({
  raw: codes.reduce((sum, code) => sum + Buffer.byteLength(code), 0),
  gzip: codes.reduce((sum, code) => sum + gzip(code), 0),
});

/** esbuild; with `splitting`, the entry chunk plus the chunks it imports statically is the first load. */
async function measure(name, source, external, { splitting = false } = {}) {
  const result = await build({
    stdin: { contents: source, resolveDir: designSystem, loader: 'js' },
    bundle: true,
    write: false,
    minify: true,
    format: 'esm',
    platform: 'browser',
    treeShaking: true,
    splitting,
    outdir: '/bench-out',
    metafile: true,
    external: external.flatMap((d) => [d, `${d}/*`]),
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  const outputs = result.metafile.outputs;
  const code = new Map(result.outputFiles.map((file) => [file.path, file.text]));
  const key = (file) => `/${file.replace(/^(\.\.\/)+/, '')}`;
  const entry = Object.keys(outputs).find((file) => outputs[file].entryPoint);
  const initial = new Set();
  const visit = (file) => {
    if (initial.has(file)) return;
    initial.add(file);
    for (const i of outputs[file].imports) if (i.kind === 'import-statement' && outputs[i.path]) visit(i.path);
  };
  visit(entry);
  const lazy = Object.keys(outputs).filter((file) => !initial.has(file) && file.endsWith('.js'));
  return {
    name,
    ...sizeOf([...initial].map((file) => code.get(key(file)))),
    lazy: lazy.length ? sizeOf(lazy.map((file) => code.get(key(file)))) : null,
  };
}

/** A Vite (Rolldown) production build of a one-line app; the entry chunk is the first load. */
async function measureVite(name, source, external) {
  const result = await viteBuild({
    configFile: false,
    logLevel: 'silent',
    root: designSystem,
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      write: false,
      minify: true,
      modulePreload: false,
      rollupOptions: { input: 'virtual:bench-entry', external, output: { format: 'es' } },
    },
    plugins: [
      {
        name: 'bench-entry',
        resolveId: (id) => (id === 'virtual:bench-entry' ? '\0bench-entry' : null),
        load: (id) => (id === '\0bench-entry' ? source : null),
      },
    ],
  });
  const chunks = (Array.isArray(result) ? result[0] : result).output.filter((o) => o.type === 'chunk');
  const lazy = chunks.filter((chunk) => !chunk.isEntry);
  return {
    name,
    ...sizeOf(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.code)),
    lazy: lazy.length ? sizeOf(lazy.map((chunk) => chunk.code)) : null,
  };
}

const headerFooterCard = `import { Header, Footer, ProductCard } from '@tonewood/design-system'; console.log(Header, Footer, ProductCard);`;

export async function designSystemSizes(entries = []) {
  return [
    await measureVite('Header + Footer + ProductCard, Vite 8 app build', headerFooterCard, react),
    await measure('Header + Footer + ProductCard, esbuild split', headerFooterCard, react, { splitting: true }),
    await measure('whole package, own code only (deps external)', `export * from '@tonewood/design-system';`, [
      ...react,
      ...deps,
    ]),
    await measure('whole package incl. deps (React external)', `export * from '@tonewood/design-system';`, react),
    await measure(
      'import { Button } (React external)',
      `import { Button } from '@tonewood/design-system'; console.log(Button);`,
      react,
    ),
    ...(await Promise.all(entries.map(([name, src]) => measure(name, src, react)))),
  ];
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await designSystemSizes();
  console.log('\nDesign system bundle size (minified, tree-shaken; React external unless said)');
  for (const r of rows) {
    console.log(`  ${r.name.padEnd(52)} raw ${kb(r.raw).padStart(9)}  gzip ${kb(r.gzip).padStart(8)}`);
    if (r.lazy)
      console.log(
        `    + loaded on first use (drawers)`.padEnd(54) +
          ` raw ${kb(r.lazy.raw).padStart(9)}  gzip ${kb(r.lazy.gzip).padStart(8)}`,
      );
  }
}
