// Markdown (Strapi bodies) to HTML at build time with micromark: CommonMark, raw HTML in the
// source is escaped, so the result is safe to render. Loaded with a runtime import: gatsby-node is
// bundled by Parcel, and micromark is ESM-only.
const runtimeImport = new Function('specifier', 'return import(specifier)');
let micromarkPromise;

export async function markdownToHtml(markdown) {
  micromarkPromise ??= runtimeImport('micromark');
  const { micromark } = await micromarkPromise;
  return micromark(markdown)
    .replace(/<img /g, '<img loading="lazy" decoding="async" ')
    .replace(/<a href="(https?:)/g, '<a rel="noopener" href="$1');
}
