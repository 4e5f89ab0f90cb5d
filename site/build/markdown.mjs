// Markdown (Strapi bodies) to HTML at build time with micromark: CommonMark, raw HTML in the
// source is escaped, so the result is safe to render. Two choices on top of CommonMark:
// - a line break inside a paragraph is a line break (<br />), as editors type an address or the
//   lines of an imprint, and as Strapi's editor previews it;
// - links and images keep only what site/config/links.mjs allows (http(s):, mailto:, tel:,
//   site-relative); any other link is dropped (its text stays) and reported to `onDroppedLink`.
// Loaded with a runtime import: gatsby-node is bundled by Parcel, and micromark is ESM-only.
import { safeLink } from '../config/links.mjs';

const runtimeImport = new Function('specifier', 'return import(specifier)');
let micromarkPromise;

// Where a line ending is no line break: code spans (a space there), image descriptions, link
// destinations and titles, references and definitions, raw HTML.
const NO_BREAK_INSIDE = new Set(['codeText', 'image', 'resource', 'reference', 'definition', 'htmlText']);
const HARD_BREAKS = new Set(['hardBreakEscape', 'hardBreakTrailing']);

/** micromark events with each soft line break of a paragraph turned into a hard break. */
function softBreaksAsLineBreaks(events) {
  const out = [];
  const open = [];
  for (const event of events) {
    const [kind, token, context] = event;
    if (kind === 'enter') {
      const previous = out[out.length - 1];
      if (
        token.type === 'lineEnding' &&
        open.includes('paragraph') &&
        !open.some((type) => NO_BREAK_INSIDE.has(type)) &&
        !(previous && previous[0] === 'exit' && HARD_BREAKS.has(previous[1].type))
      ) {
        const hardBreak = { type: 'hardBreakEscape', start: token.start, end: token.start };
        out.push(['enter', hardBreak, context], ['exit', hardBreak, context]);
      }
      open.push(token.type);
    } else {
      open.pop();
    }
    out.push(event);
  }
  return out;
}

const decodeAttribute = (value) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * Applies the site's link rule to compiled HTML: an anchor with a link that is not allowed
 * becomes its text, an image with a source that is not allowed goes.
 */
function checkLinks(html, onDroppedLink = () => {}) {
  return html
    .replace(/<a href="([^"]*)"([^>]*)>([\s\S]*?)<\/a>/g, (anchor, href, rest, text) => {
      if (safeLink(href) !== null) return anchor;
      onDroppedLink(decodeAttribute(href));
      return text;
    })
    .replace(/<img src="([^"]*)"[^>]*>/g, (image, src) => {
      if (safeLink(src, { schemes: ['http', 'https'] }) !== null) return image;
      onDroppedLink(decodeAttribute(src));
      return '';
    });
}

/**
 * The HTML of a markdown text, with the micromark module given (the tests import it directly).
 *
 * @param {typeof import('micromark')} micromark
 * @param {string} markdown
 * @param {{ onDroppedLink?: (link: string) => void }} [options]
 */
export function renderMarkdown({ compile, parse, postprocess, preprocess }, markdown, { onDroppedLink } = {}) {
  // micromark's own protocol filter is off: it would blank unsafe links silently (and keep
  // protocol-relative ones); checkLinks applies the site's rule and names what it drops.
  const options = { allowDangerousProtocol: true };
  const events = postprocess(
    parse(options)
      .document()
      .write(preprocess()(markdown, undefined, true)),
  );
  return checkLinks(compile(options)(softBreaksAsLineBreaks(events)), onDroppedLink)
    .replace(/<img /g, '<img loading="lazy" decoding="async" ')
    .replace(/<a href="(https?:)/g, '<a rel="noopener" href="$1');
}

/**
 * @param {string} markdown
 * @param {{ onDroppedLink?: (link: string) => void }} [options]
 */
export async function markdownToHtml(markdown, options) {
  micromarkPromise ??= runtimeImport('micromark');
  return renderMarkdown(await micromarkPromise, markdown, options);
}
