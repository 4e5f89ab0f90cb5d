// The site's icon, a data: URL percent-encoded as a whole (a URL may not contain raw spaces or
// quotes; the HTML checker rejects them). gatsby-ssr.tsx writes its link into every page's HTML
// head, so it is no part of the browser's JavaScript.
//
// The letter is a path, not <text>: the browser draws the icon in a document of its own on the
// page's main thread, and a <text> made it look up a font there first (a 125 ms task at 4x CPU on
// every page load, after the first paint, so part of Lighthouse's blocking time).
const FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#2b1d14"/>' +
  '<path fill="#f6efe4" d="M9.5 9h13v3.6h-.8l-.8-1.8H17v11.2l2.2.6V23h-6.4v-.4l2.2-.6V10.8h-3.9l-.8 1.8h-.8z"/></svg>';

export const FAVICON_HREF = `data:image/svg+xml,${encodeURIComponent(FAVICON_SVG)}`;
