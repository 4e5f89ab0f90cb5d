// Radix's packages are built with esbuild's keepNames: after every function comes a statement
// `__name(fn, "fn")`, and classes carry `static { __name(this, "Name") }`. In the published
// files those are plain calls that set a property, so a bundler has to keep them, and with them
// every function they name: code nothing imports stays in the bundle (react-collection's whole
// second collection implementation, unused Slot and layer parts: about 3.4 KB gzip on a wide
// screen's header).
//
// markKeepNamesPure marks each such call pure. A call whose result is unused can then be
// dropped, and functions nothing else refers to go with it. Only `.name` of the functions that
// stay changes, to whatever the minifier calls them, as without keepNames; Radix never reads it
// (React's component names come from displayName).
//
// Ships with the design system for the apps that bundle it:
// - webpack (the site, through gatsby-node.ts): this file is the loader, for RADIX_MODULE files;
// - Vite or Rollup: `radixPureNames()` is the plugin (bench/design-system-size.mjs uses it).
'use strict';

const KEEP_NAMES_CALL = /(^|[^\w$.])(?<!@__PURE__ \*\/ )__name\(/gm;

/** Adds a pure annotation to every `__name(...)` call that lacks one. */
function markKeepNamesPure(code) {
  if (!code.includes('__name(')) return code;
  return code.replace(KEEP_NAMES_CALL, '$1/* @__PURE__ */ __name(');
}

/** Radix's ESM builds: node_modules/@radix-ui/<package>/dist/<file>.mjs */
const RADIX_MODULE = /[\\/]node_modules[\\/]@radix-ui[\\/][^\\/]+[\\/]dist[\\/][^\\/]+\.mjs$/;

/** The same as a Vite / Rollup / Rolldown plugin. */
function radixPureNames() {
  return {
    name: 'tonewood:radix-pure-names',
    transform(code, id) {
      return RADIX_MODULE.test(id) ? { code: markKeepNamesPure(code), map: null } : null;
    },
  };
}

/** The webpack loader. */
module.exports = function radixPureNamesLoader(source) {
  return markKeepNamesPure(source);
};
module.exports.markKeepNamesPure = markKeepNamesPure;
module.exports.radixPureNames = radixPureNames;
module.exports.RADIX_MODULE = RADIX_MODULE;
