// Prints what the design system costs a consumer: ESM size raw and gzip for the whole package
// and for single imports, bundled and tree-shaken by esbuild exactly as an app bundler would.
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../design-system/package.json', import.meta.url)));
const react = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'];
const deps = Object.keys(pkg.dependencies);

async function measure(name, source, external) {
  const result = await build({
    stdin: { contents: source, resolveDir: new URL('../design-system', import.meta.url).pathname, loader: 'js' },
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
  const code = result.outputFiles[0].contents;
  const raw = code.byteLength;
  const gzip = gzipSync(code, { level: 9 }).byteLength;
  return { name, raw, gzip };
}

export async function designSystemSizes(entries = []) {
  const rows = [
    await measure(
      'Header + Footer + ProductCard incl. deps (React external)',
      `import { Header, Footer, ProductCard } from '@tonewood/design-system'; console.log(Header, Footer, ProductCard);`,
      react,
    ),
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
  return rows;
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await designSystemSizes();
  console.log('\nDesign system bundle size (esbuild, minified, tree-shaken)');
  for (const r of rows)
    console.log(`  ${r.name.padEnd(52)} raw ${kb(r.raw).padStart(9)}  gzip ${kb(r.gzip).padStart(8)}`);
}
