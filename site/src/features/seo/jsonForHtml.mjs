// JSON written into an HTML document (JSON-LD in a <script> block, the hydration loader's lists,
// any inline data): `<`, `>` and `&` become \u003c, \u003e and \u0026, so no text from the CMS
// or the catalog can end the block (`</script>`), open a comment (`<!--`) or be read as a
// character reference by an HTML parser; U+2028 and U+2029 are escaped for parsers that read the
// result as JavaScript. The result is still the same JSON (JSON.parse gives the original value
// back). A rule module (.mjs): the build's Node code (site/config/hydration.mjs) takes it too.
const ESCAPES = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** @param {unknown} value */
export function jsonForHtml(value) {
  return (JSON.stringify(value) ?? 'null').replace(/[<>&\u2028\u2029]/g, (c) => ESCAPES[c] ?? c);
}
