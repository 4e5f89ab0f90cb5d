// Prints what the design system costs a consumer: minified ESM, raw and gzip, for the whole
// package and for single imports, bundled and tree-shaken as an app build does it.
//
// The header loads parts of itself with import(): the desktop menu at once on a wide screen only
// (phones never show it), the two drawers (phone menu, language panel) on first use. Its row is a
// Vite 8 (Rolldown) production app build, the bundler this repository builds with, and reports
// the first load on a phone, on a wide screen and what the drawers add; each file is gzipped on
// its own, as a browser receives it. Rows without lazy code use esbuild, one file.
//
// Radix's published files keep code nothing imports (their keepNames `__name(fn, "fn")` calls).
// The site's webpack build drops it with the design system's loader
// (design-system/bundling/radix-pure-names.cjs); the header rows are measured the same way, with
// the library's Vite plugin, and once more with Vite's defaults for comparison.
import { createRequire } from 'node:module';
import { build } from 'esbuild';
import { build as viteBuild } from 'vite';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';

const designSystem = new URL('../design-system', import.meta.url).pathname;
const { radixPureNames } = createRequire(import.meta.url)('@tonewood/design-system/bundling/radix-pure-names');
const pkg = JSON.parse(readFileSync(new URL('../design-system/package.json', import.meta.url)));
const react = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'];
const deps = Object.keys(pkg.dependencies);
const gzip = (code) => gzipSync(code, { level: 9 }).byteLength;
const sizeOf = (codes) => ({
  raw: codes.reduce((sum, code) => sum + Buffer.byteLength(code), 0),
  gzip: codes.reduce((sum, code) => sum + gzip(code), 0),
});

/** esbuild, one output file. */
async function measure(name, source, external) {
  const result = await build({
    stdin: { contents: source, resolveDir: designSystem, loader: 'js' },
    bundle: true,
    write: false,
    minify: true,
    format: 'esm',
    platform: 'browser',
    treeShaking: true,
    external: external.flatMap((d) => [d, `${d}/*`]),
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  return { name, ...sizeOf([result.outputFiles[0].text]) };
}

/**
 * A Vite (Rolldown) production build of a one-line app. The first load is the entry chunk and
 * what it imports statically. The header loads its desktop menu at once on a wide screen (phones
 * never show it), so a wide screen's first load adds that chunk; the drawers load on first use.
 */
async function measureVite(name, source, external, plugins = []) {
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
      ...plugins,
      {
        name: 'bench-entry',
        resolveId: (id) => (id === 'virtual:bench-entry' ? '\0bench-entry' : null),
        load: (id) => (id === '\0bench-entry' ? source : null),
      },
    ],
  });
  const chunks = (Array.isArray(result) ? result[0] : result).output.filter((o) => o.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (roots, into = new Set()) => {
    for (const chunk of roots) {
      if (into.has(chunk)) continue;
      into.add(chunk);
      closure(chunk.imports.map((file) => byFile.get(file)).filter(Boolean), into);
    }
    return into;
  };
  const phone = closure(chunks.filter((chunk) => chunk.isEntry));
  const megaMenu = chunks.filter((chunk) => /MegaMenu\.js$/.test(chunk.facadeModuleId ?? ''));
  const wide = closure(megaMenu, new Set(phone));
  const rest = chunks.filter((chunk) => !wide.has(chunk));
  const codes = (set) => [...set].map((chunk) => chunk.code);
  return {
    name,
    ...sizeOf(codes(phone)),
    wide: megaMenu.length ? sizeOf(codes(wide)) : null,
    lazy: rest.length ? sizeOf(codes(rest)) : null,
  };
}

const headerFooterCard = `import { Header, Footer, ProductCard } from '@tonewood/design-system'; console.log(Header, Footer, ProductCard);`;

export async function designSystemSizes(entries = []) {
  return [
    await measureVite('Header + Footer + ProductCard, Vite 8, phone', headerFooterCard, react, [radixPureNames()]),
    await measureVite('the same, Vite defaults (no Radix loader), phone', headerFooterCard, react),
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
    if (r.wide)
      console.log(
        `    first load on a wide screen (+ desktop menu)`.padEnd(54) +
          ` raw ${kb(r.wide.raw).padStart(9)}  gzip ${kb(r.wide.gzip).padStart(8)}`,
      );
    if (r.lazy)
      console.log(
        `    + loaded on first use (drawers)`.padEnd(54) +
          ` raw ${kb(r.lazy.raw).padStart(9)}  gzip ${kb(r.lazy.gzip).padStart(8)}`,
      );
  }
}
