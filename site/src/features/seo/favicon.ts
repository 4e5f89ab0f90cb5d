// The site's icon, a data: URL percent-encoded as a whole (a URL may not contain raw spaces or
// quotes; the HTML checker rejects them). gatsby-ssr.tsx writes its link into every page's HTML
// head, so it is no part of the browser's JavaScript.
const FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#2b1d14"/>' +
  '<text x="16" y="23" font-size="20" text-anchor="middle" fill="#f6efe4" font-family="Georgia">T</text></svg>';

export const FAVICON_HREF = `data:image/svg+xml,${encodeURIComponent(FAVICON_SVG)}`;
