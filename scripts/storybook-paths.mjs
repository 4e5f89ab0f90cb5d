// The built Storybook must not name the machine it was built on (issue 27): react-docgen-typescript
// (Storybook's `typescript.reactDocgen`) writes each component's absolute `filePath` into the
// bundle, which told every visitor the checkout's folder. The Vite plugin here makes every such
// path relative to the checkout when the chunks are written; `pathLeaks` lists built files that
// still carry it (scripts/test-stories.mjs refuses to test such a build).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A Vite plugin (build only, after all others) that removes `root` (the checkout, with its
 * trailing separator) from every output chunk.
 * @param {string} root
 */
export function withoutCheckoutPaths(root) {
  const prefix = root.endsWith(path.sep) ? root : root + path.sep;
  return {
    name: 'tonewood:without-checkout-paths',
    apply: 'build',
    enforce: 'post',
    /** @param {string} code */
    renderChunk(code) {
      return code.includes(prefix) ? { code: code.replaceAll(prefix, ''), map: null } : null;
    },
  };
}

/**
 * The files under `dir` (relative paths) whose text contains `root`.
 * @param {string} dir
 * @param {string} root
 * @returns {string[]}
 */
export function pathLeaks(dir, root) {
  const needle = Buffer.from(root.replace(/[/\\]+$/, ''));
  const found = [];
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (readFileSync(full).includes(needle)) found.push(path.relative(dir, full));
    }
  };
  walk(dir);
  return found;
}
