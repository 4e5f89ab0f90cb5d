// Serves a static build (storybook-static/) for `npm start` and the Storybook test-runner.
// serve-handler's default `cleanUrls` answers /iframe.html?id=… with a redirect to /iframe and
// drops the query string, so a link to one story opened a blank "No Preview" frame. Files are
// therefore served under their own names, and should a redirect still happen (a `redirects` or
// `trailingSlash` option), it keeps the request's query string.
//
// Every answer carries the security headers below (issue 27): the same ones `storybook dev` adds
// through .storybook/middleware.mjs. Storybook's own pages run inline and generated scripts, so
// the CSP does not limit scripts; it forbids plugins, foreign frames around it, base and form
// targets elsewhere.
import { createServer } from 'node:http';
import handler from 'serve-handler';

/** The headers every Storybook answer carries. */
export const STORYBOOK_SECURITY_HEADERS = {
  'Content-Security-Policy': "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'",
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'SAMEORIGIN',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

/** Sets them on one response (before anything is written). */
function setStorybookSecurityHeaders(res) {
  for (const [name, value] of Object.entries(STORYBOOK_SECURITY_HEADERS)) res.setHeader(name, value);
}

/**
 * A request handler for `dir`. `options` go to serve-handler on top of the defaults here
 * (`cleanUrls: false`, no directory listings).
 * @param {string} dir
 * @param {Record<string, unknown>} [options]
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<void>}
 */
export function staticHandler(dir, options = {}) {
  const config = { cleanUrls: false, directoryListing: false, ...options, public: dir };
  return (req, res) => {
    setStorybookSecurityHeaders(res);
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.search) keepQueryOnRedirect(res, url.search);
    // Without cleanUrls serve-handler looks for no index.html in a folder: ask for it by name.
    if (!config.cleanUrls && url.pathname.endsWith('/')) req.url = `${url.pathname}index.html${url.search}`;
    return handler(req, res, config);
  };
}

/** Appends `query` to the Location of a redirect that has none of its own. */
function keepQueryOnRedirect(res, query) {
  const writeHead = res.writeHead;
  res.writeHead = function (statusCode, ...rest) {
    if (statusCode >= 300 && statusCode < 400) {
      const headers = rest.find((arg) => arg && typeof arg === 'object');
      const key = headers && Object.keys(headers).find((name) => name.toLowerCase() === 'location');
      if (key && !String(headers[key]).includes('?')) headers[key] = `${headers[key]}${query}`;
    }
    return writeHead.call(this, statusCode, ...rest);
  };
}

/**
 * Serves `dir` on 127.0.0.1:`port` (0 picks a free port); resolves once it listens.
 * @param {string} dir
 * @param {number} port
 * @param {Record<string, unknown>} [options]
 * @returns {Promise<import('node:http').Server>}
 */
export function serveStatic(dir, port, options) {
  const server = createServer(staticHandler(dir, options));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
