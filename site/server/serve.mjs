// Production server for the built site (fastify + @fastify/static). It reads the route manifest
// the build writes (public/_route-manifest.json): server redirects (internal and external),
// rewrites for the client-only routes in both languages, per-page Content-Security-Policy and
// security headers, long caching for hashed assets; it runs Gatsby's compiled functions from
// .cache/functions/manifest.json and answers unknown paths with the right language's 404 page.
//
// The site functions (POST /api/send-newsletter-registration, /api/contact-request,
// /api/quote-request and the newsletter confirmation link) live in ./functions/.
//
// It also answers GET /cdn-cgi/trace with the visitor's country from a request header
// (SITE_COUNTRY_HEADER, default CF-IPCountry; X-Country or the like behind another proxy).
//
//   node site/server/serve.mjs [--port 8000] [--host 127.0.0.1]
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { DEFAULT_LANGUAGE, firstVisitLanguage, languageOfPath, localizePath, readEnvFile } from '@tonewood/rules';
import { functionsConfig, registerSiteFunctions } from './functions/index.mjs';
import { orderPageAllowed, orderPageId } from './functions/order.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function trimSlash(p) {
  return p.length > 1 && p.endsWith('/') ? p.replace(/\/+$/, '') || '/' : p;
}

/**
 * The path with exactly one leading slash. To a browser `//host` and `/\host` (a backslash reads
 * as a slash) are another site, so a Location built from a request path must never start so.
 */
export function collapseLeadingSlashes(p) {
  return `/${p.replace(/^[/\\]+/, '')}`;
}

/** A decoded path as a Location header value on this site: encoded, `?` and `#` included. */
export function localLocation(p) {
  return encodeURI(collapseLeadingSlashes(p)).replace(/[?#]/g, encodeURIComponent);
}

/**
 * A redirect target with the request's query string kept (?utm_source=... survives a moved
 * page). A target with a query of its own gets the request's parameters after its own; a
 * fragment stays last.
 */
export function withQuery(to, search) {
  if (!search || search === '?') return to;
  const hashAt = to.indexOf('#');
  const [base, hash] = hashAt < 0 ? [to, ''] : [to.slice(0, hashAt), to.slice(hashAt)];
  const joined = base.includes('?')
    ? `${base}${base.endsWith('?') || base.endsWith('&') ? '' : '&'}${search.slice(1)}`
    : `${base}${search}`;
  return `${joined}${hash}`;
}

/**
 * Types of the search index's own files (site/build/search-index.mjs): Pagefind's index,
 * fragments, metadata and its WebAssembly are binary (gzip inside, unpacked by pagefind.js).
 */
export const PAGEFIND_TYPES = {
  '.pf_meta': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
  '.pagefind': 'application/octet-stream',
};

function matcher(pattern) {
  if (pattern.endsWith('/*')) {
    const base = pattern.slice(0, -2);
    return (p) => p.startsWith(`${base}/`) && p.length > base.length + 1;
  }
  return (p) => p === pattern;
}

/**
 * The CSP of a file the manifest names as not a page; undefined for any other file, which then gets
 * the default policy (as every file does with a manifest that has no such list).
 */
function assetPolicy(assets) {
  if (!assets) return () => undefined;
  const patterns = assets.patterns.map((pattern) => new RegExp(pattern));
  const except = new RegExp(assets.except);
  return (p) => (patterns.some((regex) => regex.test(p)) && !except.test(p) ? assets.csp : undefined);
}

/** Gatsby Functions compiled by the build, adapted to fastify's request and reply. */
function loadFunctions(cacheDir) {
  const manifestFile = path.join(cacheDir, 'functions', 'manifest.json');
  if (!existsSync(manifestFile)) return [];
  const require = createRequire(manifestFile);
  return JSON.parse(readFileSync(manifestFile, 'utf8')).map((fn) => {
    const route = `/api/${fn.matchPath ?? fn.functionRoute}`;
    const params = route.includes(':') || route.includes('*');
    const regex = new RegExp(
      '^' + route.replace(/\[\.\.\.[^\]]+\]|\*/g, '(.*)').replace(/:([A-Za-z0-9_]+)|\[([^\]]+)\]/g, '([^/]+)') + '/?$',
    );
    return {
      route,
      regex,
      params,
      file: fn.absoluteCompiledFilePath,
      load: () => require(fn.absoluteCompiledFilePath),
    };
  });
}

async function runFunction(fn, request, reply, match, secure) {
  const mod = fn.load();
  const handler = mod.default ?? mod;
  const res = reply.raw;
  const shim = Object.assign(res, {
    status(code) {
      res.statusCode = code;
      return shim;
    },
    json(body) {
      if (!res.getHeader('content-type')) res.setHeader('content-type', 'application/json; charset=utf-8');
      res.end(JSON.stringify(body));
      return shim;
    },
    send(body) {
      if (body !== null && typeof body === 'object' && !Buffer.isBuffer(body)) return shim.json(body);
      res.end(body);
      return shim;
    },
    redirect(a, b) {
      const [code, url] = typeof a === 'number' ? [a, b] : [302, a];
      res.statusCode = code;
      res.setHeader('location', url);
      res.end();
      return shim;
    },
  });
  const req = Object.assign(request.raw, {
    query: request.query,
    body: request.body,
    params: match.slice(1),
    cookies: Object.fromEntries(
      (request.headers.cookie ?? '')
        .split(';')
        .filter(Boolean)
        .map((c) => c.trim().split('=').map(decodeURIComponent)),
    ),
  });
  secure(reply);
  for (const [name, value] of Object.entries(reply.getHeaders())) res.setHeader(name, value);
  reply.hijack();
  await handler(req, shim);
}

/** The request header that names the visitor's country (SITE_COUNTRY_HEADER, default CF-IPCountry). */
export const DEFAULT_COUNTRY_HEADER = 'CF-IPCountry';

/**
 * The answer to GET /cdn-cgi/trace, in Cloudflare's `key=value` line format: `loc=` carries the
 * country from the configured header, trimmed and upper-cased, when it is a two-letter code
 * (Cloudflare's XX for unknown and T1 for Tor are left out); without one there is no `loc=` line.
 */
export function traceBody(headerValue) {
  const value = Array.isArray(headerValue) ? headerValue[0] : headerValue;
  const code = typeof value === 'string' ? value.trim().toUpperCase() : '';
  const loc = /^[A-Z]{2}$/.test(code) && code !== 'XX' ? `loc=${code}\n` : '';
  return `fl=tonewood\nvisit_scheme=http\n${loc}`;
}

/**
 * fastify's `trustProxy` from SITE_TRUST_PROXY: unset, empty or `false` trusts nobody (the socket's
 * address counts: right when the server faces the internet); `true` trusts every proxy; a number
 * trusts that many hops; anything else is a comma-separated list of proxy addresses or CIDR ranges
 * (`127.0.0.1,10.0.0.0/8`). Behind a trusted proxy the rate limit keys on the client's address from
 * X-Forwarded-For, and X-Forwarded-Proto tells whether the visitor came over HTTPS.
 *
 * @param {string | undefined} value
 * @returns {boolean | number | string}
 */
export function parseTrustProxy(value) {
  const text = (value ?? '').trim();
  if (!text || /^(false|0|no|off)$/i.test(text)) return false;
  if (/^(true|yes|on)$/i.test(text)) return true;
  if (/^\d+$/.test(text)) return Number(text);
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .join(',');
}

/**
 * The server's timeouts (ms), from SITE_REQUEST_TIMEOUT_MS, SITE_CONNECTION_TIMEOUT_MS and
 * SITE_KEEP_ALIVE_TIMEOUT_MS: `request` bounds the whole request (headers and body: a body
 * trickled a byte at a time is cut off with 408), `connection` a socket that says nothing,
 * `keepAlive` an idle kept-alive connection. Node checks open requests every `checkInterval`.
 */
export function serverTimeouts(env = process.env) {
  const ms = (value, fallback) => (Number(value) > 0 ? Number(value) : fallback);
  const request = ms(env.SITE_REQUEST_TIMEOUT_MS, 30_000);
  return {
    request,
    connection: ms(env.SITE_CONNECTION_TIMEOUT_MS, 60_000),
    keepAlive: ms(env.SITE_KEEP_ALIVE_TIMEOUT_MS, 10_000),
    checkInterval: Math.max(50, Math.min(1000, Math.floor(request / 4))),
  };
}

/** The policy of an answer that is not a page (JSON, a redirect, a plain refusal): it may load and be framed by nothing. */
export const NON_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * Build files at the site's root that no browser asks for: webpack's stats and chunk map (read by
 * the build) and the route manifest, `_headers` and `_redirects` (read by this server and the CDN).
 */
export function buildInternalFile(urlPath) {
  return /^\/(webpack\.stats\.json|chunk-map\.json|_[^/]*)(\.br|\.gz)?$/.test(path.posix.normalize(urlPath));
}

export async function createServer({
  publicDir: publicDirOption = path.join(root, 'public'),
  cacheDir = path.join(root, '.cache'),
  logger = false,
  trustProxy = parseTrustProxy(process.env.SITE_TRUST_PROXY),
  countryHeader = process.env.SITE_COUNTRY_HEADER || DEFAULT_COUNTRY_HEADER,
  timeouts = serverTimeouts(),
  // The site functions' settings (functions/index.mjs): Strapi's write token, SMTP, the newsletter key.
  siteFunctions = functionsConfig(
    process.env,
    readEnvFile(path.resolve(root, process.env.CMS_SITE_ENV_FILE || 'cms/.site.env')),
    readEnvFile(path.resolve(root, process.env.COMMERCE_SITE_ENV_FILE || 'commerce/.site.env')),
  ),
} = {}) {
  // The functions' mail outbox lives beside the site unless SITE_MAIL_OUTBOX_DIR says where.
  siteFunctions = {
    ...siteFunctions,
    mailOutboxDir: siteFunctions.mailOutboxDir || path.join(root, 'site/.mail-outbox'),
  };
  const publicDir = path.resolve(publicDirOption);
  const manifestFile = path.join(publicDir, '_route-manifest.json');
  if (!existsSync(manifestFile))
    throw new Error(`${manifestFile} is missing: build the site first (npm run build:site).`);
  // The manifest is re-read when a new build replaces it, so a running server never pairs new
  // pages with old CSP hashes.
  let loaded = null;
  const routes = () => {
    const mtime = statSync(manifestFile).mtimeMs;
    if (loaded?.mtime !== mtime) {
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
      loaded = {
        mtime,
        manifest,
        redirects: new Map(manifest.redirects.map((r) => [r.from, r])),
        rewrites: manifest.rewrites.map((r) => ({ ...r, test: matcher(r.from) })),
        // Each HTML file's CSP, by the file actually sent: the English 404 page is 404.html, not
        // the /404 route, and its inline scripts differ.
        cspByFile: new Map(Object.values(manifest.pages).map((page) => [page.file, page.csp])),
        cacheRules: manifest.headers.cache.map((c) => ({ regex: new RegExp(c.pattern), value: c.value })),
        // Which files are not pages (route-manifest.mjs ASSETS): they get the strict policy.
        assetCsp: assetPolicy(manifest.headers.assets),
      };
    }
    return loaded;
  };
  routes();
  const functions = loadFunctions(cacheDir);

  // No absolute URL is ever built from the request (Host, X-Forwarded-Host): every Location is
  // site-relative or a configured external target, and canonical URLs come from the build.
  const app = Fastify({
    logger,
    trustProxy,
    requestTimeout: timeouts.request,
    connectionTimeout: timeouts.connection,
    keepAliveTimeout: timeouts.keepAlive,
    // Node enforces the request timeout only when the server is created with it (fastify sets it after).
    http: {
      requestTimeout: timeouts.request,
      headersTimeout: Math.min(timeouts.request, 60_000),
      connectionsCheckingInterval: timeouts.checkInterval,
    },
    // A path fastify cannot decode (`/%ff`): its 400 with the headers every answer carries.
    frameworkErrors: (error, _request, reply) => {
      missingSecurityHeaders(reply);
      return reply
        .code(error.statusCode ?? 400)
        .type('application/json; charset=utf-8')
        .send({ error: 'Bad Request', statusCode: error.statusCode ?? 400 });
    },
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body))),
  );
  await app.register(fastifyStatic, {
    root: publicDir,
    serve: false,
    preCompressed: true,
    cacheControl: false,
    index: false,
    dotfiles: 'deny',
  });

  const securityHeaders = (reply, csp) => {
    const { manifest } = routes();
    for (const [name, value] of Object.entries(manifest.headers.all)) reply.header(name, value);
    reply.header('Content-Security-Policy', csp ?? manifest.headers.defaultCsp);
    // HSTS only on an answer that went out over HTTPS (a TLS socket, or a trusted proxy's
    // X-Forwarded-Proto): over plain http a browser ignores it, and local http must keep working.
    if (reply.request.protocol === 'https' && manifest.headers.https)
      for (const [name, value] of Object.entries(manifest.headers.https)) reply.header(name, value);
  };

  // Every other answer (the functions' JSON, redirects, fastify's own refusals such as the 400
  // for `/%ff`) gets the same headers; one without a CSP of its own the strict one.
  const missingSecurityHeaders = (reply) => {
    if (!reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', NON_PAGE_CSP);
    const { manifest } = routes();
    const wanted = {
      ...manifest.headers.all,
      ...(reply.request.protocol === 'https' ? manifest.headers.https : {}),
    };
    for (const [name, value] of Object.entries(wanted)) if (!reply.hasHeader(name)) reply.header(name, value);
  };
  app.addHook('onSend', async (_request, reply, payload) => {
    missingSecurityHeaders(reply);
    return payload;
  });

  const sendPage = (reply, file, status = 200, headers = {}) => {
    securityHeaders(reply, routes().cspByFile.get(file));
    reply.header('Cache-Control', 'public, max-age=0, must-revalidate');
    reply.header('Content-Type', 'text/html; charset=utf-8');
    for (const [name, value] of Object.entries(headers)) reply.header(name, value);
    return reply.code(status).sendFile(file);
  };

  const notFound = (reply, urlPath) => {
    const language = languageOfPath(urlPath);
    return sendPage(reply, routes().manifest.notFound[language], 404);
  };

  // The hosting edge's country for the shop's shipping-country detection (spec section 7): the
  // same answer Cloudflare gives at /cdn-cgi/trace, so the chain works behind any proxy that sets
  // a country header. Never cached: it differs per visitor.
  const countryHeaderName = countryHeader.toLowerCase();
  app.get('/cdn-cgi/trace', async (request, reply) => {
    securityHeaders(reply);
    reply.header('Cache-Control', 'no-store');
    reply.header('Content-Type', 'text/plain; charset=utf-8');
    return reply.send(traceBody(request.headers[countryHeaderName]));
  });

  await registerSiteFunctions(app, siteFunctions);

  app.all('/api/*', async (request, reply) => {
    const urlPath = request.url.split('?')[0];
    for (const fn of functions) {
      const match = fn.regex.exec(urlPath);
      if (match) return runFunction(fn, request, reply, match, missingSecurityHeaders);
    }
    return notFound(reply, urlPath);
  });

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (request, reply) => {
      const [rawPath, query = ''] = request.url.split('?');
      let urlPath;
      try {
        urlPath = decodeURIComponent(rawPath);
      } catch {
        return notFound(reply, '/');
      }
      const search = query ? `?${query}` : '';
      const { redirects, rewrites, cacheRules, assetCsp } = routes();

      // One canonical form per page: one leading slash (`//host/` and `/\host` must never reach a
      // Location as they are; the Location is built from the path, never from the Host header),
      // no trailing slash.
      if (/^[/\\]{2}/.test(urlPath)) return reply.redirect(localLocation(trimSlash(urlPath)) + search, 301);

      // Redirects first: the spec's fixed ones and the CMS rules (external targets included), with
      // the request's query string kept.
      const redirect = redirects.get(trimSlash(urlPath));
      if (redirect) return reply.redirect(withQuery(redirect.to, search), redirect.status);

      if (urlPath === '/') {
        reply.header('Vary', 'Cookie, Accept-Language');
        const language = firstVisitLanguage(request.headers.cookie, request.headers['accept-language'] ?? '');
        if (language !== DEFAULT_LANGUAGE) return reply.redirect(withQuery(localizePath(language, '/'), search), 302);
      }

      if (urlPath.length > 1 && urlPath.endsWith('/'))
        return reply.redirect(localLocation(trimSlash(urlPath)) + search, 301);

      // Source maps are not published (the build emits none; a stale one is not served either),
      // nor the build's own files.
      if (urlPath.endsWith('.map') || buildInternalFile(urlPath)) return notFound(reply, urlPath);

      // Files with an extension: assets, page-data, sitemap, robots.
      const relative = urlPath.slice(1);
      const filePath = path.join(publicDir, relative);
      if (filePath !== publicDir && !filePath.startsWith(publicDir + path.sep)) return notFound(reply, urlPath);
      if (path.extname(urlPath) && existsSync(filePath) && statSync(filePath).isFile()) {
        securityHeaders(reply, assetCsp(urlPath));
        reply.header('Cache-Control', cacheRules.find((r) => r.regex.test(urlPath)).value);
        const type = PAGEFIND_TYPES[path.extname(urlPath)];
        if (type) reply.header('Content-Type', type);
        return reply.sendFile(relative);
      }

      // Pages: <path>/index.html.
      const pageFile = path.join(relative, 'index.html');
      if (!urlPath.startsWith('/404') && !urlPath.startsWith('/de/404') && existsSync(path.join(publicDir, pageFile))) {
        return sendPage(reply, pageFile);
      }

      // The guest order page (/order/{id}?token=...): a link without the order's token is the 404
      // page at once (the HMAC alone decides: Medusa is not asked, so existing and unknown orders
      // look the same). The shell is never cached and sends no referrer (the token is in the URL).
      if (orderPageId(urlPath) !== null) {
        if (!orderPageAllowed(urlPath, query, siteFunctions.orderSecret)) return notFound(reply, urlPath);
        return sendPage(reply, path.join(localizePath(languageOfPath(urlPath), '/order').slice(1), 'index.html'), 200, {
          'Cache-Control': 'no-store',
          'Referrer-Policy': 'no-referrer',
          'X-Robots-Tag': 'noindex',
        });
      }

      // Client-only routes: their shell, in the visitor's language.
      const rewrite = rewrites.find((r) => r.test(urlPath));
      if (rewrite) return sendPage(reply, path.join(rewrite.to.slice(1), 'index.html'));

      return notFound(reply, urlPath);
    },
  });

  app.setNotFoundHandler((request, reply) => notFound(reply, request.url.split('?')[0]));
  return app;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > -1 ? process.argv[i + 1] : fallback;
  };
  const port = Number(arg('port', process.env.PORT || 8000));
  const host = arg('host', process.env.HOST || '127.0.0.1');
  const app = await createServer();
  await app.listen({ port, host });
  console.log(`site: serving public/ at http://${host}:${port}`);
  const close = () => app.close().then(() => process.exit(0));
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
}
