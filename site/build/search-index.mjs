// The site search's index, written after each build from the generated pages with Pagefind
// (its binary ships in the npm package `pagefind`): public/pagefind/, one index per language
// (Pagefind splits by each page's <html lang>, so German pages are searched on /de only and
// English ones on /). Only pages whose templates mark their main content (data-pagefind-body:
// products, journal posts, content pages) are indexed; cart, checkout, legal pages, the 404
// pages and the search page carry no mark and stay out. Umlauts and ß match their plain
// spellings through Pagefind's own normalisation ("Baesse" finds "Bässe", "Strasse"
// finds "Straße"; e2e/search.mjs checks it on the built site).
import * as pagefind from 'pagefind';

const fs = process.getBuiltinModule('fs');
const path = process.getBuiltinModule('path');

/** Pagefind's bundled search UIs: the shop has its own (the design system's SearchDialog). */
const UNUSED_FILES = /^pagefind-(component-ui|modular-ui|ui|highlight)\.(js|css)$/;

/**
 * Indexes `publicDir` into `publicDir/pagefind`. Returns the indexed page count, the languages
 * and the time taken; throws with Pagefind's messages when it reports errors.
 *
 * @param {string} publicDir
 * @returns {Promise<{ pages: number, languages: string[], ms: number }>}
 */
export async function buildSearchIndex(publicDir) {
  const started = performance.now();
  const outputPath = path.join(publicDir, 'pagefind');
  fs.rmSync(outputPath, { recursive: true, force: true });
  try {
    const { index, errors } = await pagefind.createIndex({});
    if (!index) throw new Error(errors.join('; '));
    const added = await index.addDirectory({ path: publicDir });
    if (added.errors.length) throw new Error(added.errors.join('; '));
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length) throw new Error(written.errors.join('; '));
    for (const file of fs.readdirSync(outputPath)) if (UNUSED_FILES.test(file)) fs.rmSync(path.join(outputPath, file));
    const languages = fs
      .readdirSync(outputPath)
      .map((file) => /^wasm\.([a-z-]+)\.pagefind$/.exec(file)?.[1])
      .filter((language) => language && language !== 'unknown');
    return { pages: added.page_count, languages, ms: performance.now() - started };
  } finally {
    await pagefind.close();
  }
}

// `node site/build/search-index.mjs <publicDir>`: the build's post-build step runs it in its own
// process (gatsby-node is bundled to CommonJS; Pagefind's Node API is an ES module that finds
// its binary from its own location) and reads the summary it prints as JSON.
const url = await import('node:url');
if (process.argv[1] && path.resolve(process.argv[1]) === url.fileURLToPath(import.meta.url)) {
  const summary = await buildSearchIndex(path.resolve(process.argv[2] ?? 'public'));
  console.log(JSON.stringify(summary));
}
