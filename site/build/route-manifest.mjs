// Writes the route manifest after a build: redirects (the spec's fixed ones and every Strapi
// rule, in both languages), rewrites for client-only routes, and response headers (CSP with the
// hashes of each page's inline scripts, security headers, caching). The same routes go out as
// Cloudflare Pages `_redirects` and `_headers`; sitemap.xml and robots.txt are written too.
// site/server/serve.mjs reads public/_route-manifest.json.
import { CLIENT_ONLY_ROUTES, FIXED_REDIRECTS, SEARCH_ROUTE, WITHDRAWAL_ROUTE } from '../config/routes.mjs';
import { DEFAULT_LANGUAGE, LANGUAGES, localizePath } from '@tonewood/rules';
import { droppedLinkMessage, safeLink } from '../config/links.mjs';
import { HYDRATION_SCRIPT_ID, withoutEagerScripts } from '../config/hydration.mjs';

// Built-ins through process.getBuiltinModule: this module is also bundled into gatsby-node.
const fs = process.getBuiltinModule('fs');
const path = process.getBuiltinModule('path');
const crypto = process.getBuiltinModule('crypto');

const MANIFEST_FILE = '_route-manifest.json';
const isExternal = (to) => /^https?:\/\//i.test(to);

/**
 * The CMS redirect rules that may be served: `from` a site path (one leading slash), `to` a
 * site path or an http(s) address (site/config/links.mjs). Other rules are dropped with a
 * warning naming the rule and its field.
 *
 * @param {{ from: string, to: string, permanent: boolean }[]} rules
 * @param {(message: string) => void} warn
 * @returns {{ from: string, to: string, permanent: boolean }[]}
 */
export function checkCmsRedirects(rules, warn) {
  const isPath = (link) => link !== null && link.startsWith('/');
  return rules.flatMap((rule) => {
    const where = (field) => ({ type: 'redirect', field: `${field} (rule from ${JSON.stringify(String(rule.from))})` });
    const from = safeLink(rule.from, { schemes: [] });
    if (!isPath(from)) {
      warn(droppedLinkMessage(rule.from, where('from'), 'site paths'));
      return [];
    }
    const to = safeLink(rule.to, { schemes: ['http', 'https'] });
    if (to === null || !(isPath(to) || isExternal(to))) {
      warn(droppedLinkMessage(rule.to, where('to'), 'site paths and http(s): addresses'));
      return [];
    }
    return [{ ...rule, from, to }];
  });
}

/** Every redirect in both languages, with status codes. */
export function expandRedirects(rules) {
  const out = new Map();
  for (const rule of rules) {
    const status = rule.permanent ? 301 : 302;
    const languageOfFrom = LANGUAGES.find(
      (l) => l !== DEFAULT_LANGUAGE && (rule.from === `/${l}` || rule.from.startsWith(`/${l}/`)),
    );
    const languages = languageOfFrom || rule.from === '/en' ? [DEFAULT_LANGUAGE] : LANGUAGES;
    for (const language of languages) {
      const from = localizePath(language, rule.from);
      const targetHasLanguage = LANGUAGES.some((l) => rule.to === `/${l}` || rule.to.startsWith(`/${l}/`));
      const to = isExternal(rule.to) || targetHasLanguage ? rule.to : localizePath(language, rule.to);
      if (!out.has(from)) out.set(from, { from, to, status });
    }
  }
  return [...out.values()];
}

function clientOnlyRewrites() {
  return LANGUAGES.flatMap((language) =>
    CLIENT_ONLY_ROUTES.filter((r) => r.matchPath.endsWith('/*')).map((r) => ({
      from: localizePath(language, r.matchPath),
      to: localizePath(language, r.path),
    })),
  );
}

function listHtml(dir, base = dir) {
  const files = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      // _gatsby/slices holds fragments Gatsby stitches into pages, not pages.
      if (!['static', 'page-data', '~partytown', '_gatsby'].includes(entry.name)) files.push(...listHtml(full, base));
    } else if (entry.name.endsWith('.html')) files.push(path.relative(base, full));
  }
  return files;
}

/**
 * The inline scripts the build itself writes into every page, known by id or by their exact
 * form: Gatsby's loader (`window.pagePath`), its chunk mapping and the compilation hash. Each
 * comes once, at the end of <body>, after all content.
 */
const BUILD_SCRIPTS = [
  { name: 'gatsby-script-loader', test: (attrs) => /^\s+id="gatsby-script-loader"\s*$/.test(attrs) },
  { name: 'gatsby-chunk-mapping', test: (attrs) => /^\s+id="gatsby-chunk-mapping"\s*$/.test(attrs) },
  // The loader of a page's scripts (site/config/hydration.mjs).
  { name: HYDRATION_SCRIPT_ID, test: (attrs) => attrs.trim() === `id="${HYDRATION_SCRIPT_ID}"` },
  {
    name: 'webpack-compilation-hash',
    test: (attrs, body) => !attrs.trim() && /^window\.___webpackCompilationHash="[0-9a-f]+";$/.test(body),
  },
];

/**
 * sha256 sources for the CSP of one HTML file: the build's own inline scripts only. Anything
 * else that looks like a script (a payload from content that got through, a JSON-LD block)
 * gets no hash, so the browser refuses to run it. Of each kind only the last one counts: the
 * build writes its scripts after the page's content. `fixedScripts` are scripts the build
 * writes word for word (the head's consent script): one is hashed wherever it stands, since
 * content that copied it could only run the same harmless lines.
 */
export function inlineScriptHashes(html, fixedScripts = []) {
  const last = new Map();
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = match[1] ?? '';
    const body = match[2];
    if (fixedScripts.includes(body)) last.set(body, body);
    const kind = BUILD_SCRIPTS.find((k) => k.test(attrs, body));
    if (kind && body) last.set(kind.name, body);
  }
  return [...new Set(last.values())].map(
    (body) => `'sha256-${crypto.createHash('sha256').update(body).digest('base64')}'`,
  );
}

function contentSecurityPolicy({ scriptHashes = [], commerceUrl, frameOrigins = [], connectOrigins = [] }) {
  const commerceOrigin = commerceUrl ? new URL(commerceUrl).origin : '';
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval': the site search (Pagefind) compiles its WebAssembly module in the
    // browser; without it WebAssembly.instantiate is refused. It allows no JavaScript eval.
    `script-src 'self' ${[...scriptHashes, "'wasm-unsafe-eval'"].join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    ["connect-src 'self'", commerceOrigin, ...connectOrigins].filter(Boolean).join(' '),
    `frame-src ${frameOrigins.length ? frameOrigins.join(' ') : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

// Graded A+ under the MDN HTTP Observatory's scoring (site/build/observatory.mjs applies it in
// site/build/headers-grade.test.ts). CORP same-origin: nothing of the site is embedded elsewhere
// (the mails link the site, they embed none of its files). COOP same-origin: the shop opens no
// window it must talk to (payments redirect or use Stripe's iframes).
const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
};
// Only over HTTPS (a browser ignores it over http): one year, as the Observatory asks for at
// least six months. serve.mjs adds it when the request came over HTTPS; the CDN is HTTPS only.
const HTTPS_HEADERS = { 'Strict-Transport-Security': 'max-age=31536000' };
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';
// A file that is not a page (a script chunk, a stylesheet, a picture, a font, page data, the
// search index) runs nothing of its own when it is opened: it gets the strictest policy, a few
// dozen bytes instead of the 404 pages' (about 850 bytes of script hashes, sent again with every
// chunk: 18 chunks on the cart page, 15 KiB of a phone's download). A page's policy is the page
// response's; a subresource's own CSP does not govern it. The exception is a worker, whose script
// response sets the worker's policy: the search's worker (/pagefind/*.js) keeps the default CSP.
const ASSET_CSP = "default-src 'none'; frame-ancestors 'none'";
const ASSETS = {
  csp: ASSET_CSP,
  patterns: ['^/static/', '^/page-data/', '^/pagefind/(fragment|index)/', '\\.(js|css)$'],
  except: '^/pagefind/[^/]+\\.js$',
};

/**
 * @param {{
 *   publicDir: string,
 *   cmsRedirects?: { from: string, to: string, permanent: boolean }[],
 *   routes?: { path: string, language: string, route: string }[],
 *   commerceUrl: string,
 *   siteUrl: string,
 *   frameOrigins?: string[],
 *   connectOrigins?: string[],
 *   fixedScripts?: string[],
 * }} options
 */
export function writeRouteManifest({
  publicDir,
  cmsRedirects = [],
  routes = [],
  commerceUrl,
  siteUrl,
  frameOrigins = [],
  connectOrigins = [],
  fixedScripts = [],
}) {
  const redirects = expandRedirects([...FIXED_REDIRECTS, ...cmsRedirects]);
  const rewrites = clientOnlyRewrites();

  // Per HTML file: the CSP with that file's inline script hashes. The server picks it by the
  // file it sends (404.html, whose scripts name /404.html, is not the /404 page).
  const pages = {};
  const hashesByFile = new Map();
  let repaired = 0;
  let deferredPages = 0;
  for (const file of listHtml(publicDir)) {
    let html = fs.readFileSync(path.join(publicDir, file), 'utf8');
    // React 18's streaming renderer (Gatsby renders pages with renderToPipeableStream) flushes its
    // whole 2 KB buffer when a multi-byte character (€, ü, a no-break space) does not fit at its
    // end, so stray NUL bytes can land in a page (facebook/react#31134; fixed by #26228 in React
    // 19, not in 18.3.1). NUL is never valid in HTML; without them the text is what was rendered.
    if (html.includes('\0')) {
      html = html.replaceAll('\0', '');
      fs.writeFileSync(path.join(publicDir, file), html);
      repaired++;
    }
    // A page whose scripts wait for its first picture: Gatsby's own script tags come out (the
    // loader adds the same ones; anything else means the two disagree, and the build stops).
    const deferred = withoutEagerScripts(html);
    if (deferred.html !== html) {
      if (deferred.removed.join(' ') !== deferred.loaded.join(' '))
        throw new Error(`${file}: Gatsby's scripts (${deferred.removed}) are not the loader's (${deferred.loaded})`);
      html = deferred.html;
      fs.writeFileSync(path.join(publicDir, file), html);
      deferredPages++;
    }
    const urlPath = '/' + file.replace(/(^|\/)index\.html$/, '').replace(/\/$/, '');
    const frames = /<iframe|data-consent-frame/.test(html) ? frameOrigins : [];
    hashesByFile.set(file, inlineScriptHashes(html, fixedScripts));
    pages[urlPath === '/' ? '/' : urlPath.replace(/\/$/, '')] = {
      file,
      csp: contentSecurityPolicy({
        scriptHashes: hashesByFile.get(file),
        commerceUrl,
        frameOrigins: frames,
        connectOrigins,
      }),
    };
  }
  const notFound = { en: '404.html', de: 'de/404/index.html' };
  // Static hosts answer unknown paths with a 404 page under the requested path, where only the
  // default headers apply: the default CSP allows the 404 pages' own scripts.
  const notFoundHashes = [...new Set(Object.values(notFound).flatMap((file) => hashesByFile.get(file) ?? []))];

  const manifest = {
    generatedAt: new Date().toISOString(),
    redirects,
    rewrites,
    notFound,
    headers: {
      all: SECURITY_HEADERS,
      https: HTTPS_HEADERS,
      defaultCsp: contentSecurityPolicy({ scriptHashes: notFoundHashes, commerceUrl, connectOrigins }),
      assets: ASSETS,
      cache: [
        { pattern: '^/static/', value: IMMUTABLE },
        { pattern: '^/[^/]+-[0-9a-f]{16,}\\.(js|css)$', value: IMMUTABLE },
        { pattern: '^/page-data/', value: REVALIDATE },
        // The search index's files named by their content hash (site/build/search-index.mjs).
        { pattern: '^/pagefind/(fragment/|index/|pagefind\\.[a-z-]+_[0-9a-f]+\\.pf_meta$)', value: IMMUTABLE },
        { pattern: '.*', value: REVALIDATE },
      ],
    },
    pages,
  };
  fs.writeFileSync(path.join(publicDir, MANIFEST_FILE), JSON.stringify(manifest, null, 2));

  // Cloudflare Pages: the same redirects, rewrites (status 200) and headers. Pages keeps the
  // request's query string (?utm_source=...) on a redirect whose target has no query of its own,
  // as site/server/serve.mjs does (which also appends it to a target's own query).
  const redirectLines = [
    ...redirects.map((r) => `${r.from} ${r.to} ${r.status}`),
    ...rewrites.map((r) => `${r.from} ${r.to} 200`),
    '/de/* /de/404 404',
  ];
  fs.writeFileSync(path.join(publicDir, '_redirects'), redirectLines.join('\n') + '\n');
  const replaceCsp = (csp) => `  ! Content-Security-Policy\n  Content-Security-Policy: ${csp}`;
  const headerBlock = (p, values) => [p, ...Object.entries(values).map(([k, v]) => `  ${k}: ${v}`)].join('\n');
  const headerBlocks = [
    headerBlock('/*', {
      ...SECURITY_HEADERS,
      ...HTTPS_HEADERS,
      'Content-Security-Policy': manifest.headers.defaultCsp,
    }),
    // Files that are not pages: the strict policy in place of the default (ASSETS, as serve.mjs
    // decides it), then the search's worker scripts get the default back, and, their names
    // carrying no content hash, revalidation instead of a year's cache (as serve.mjs sends them).
    ...[
      ['/static/*', IMMUTABLE],
      ['/*.js', IMMUTABLE],
      ['/*.css', IMMUTABLE],
      ['/page-data/*', REVALIDATE],
      ['/pagefind/fragment/*', IMMUTABLE],
      ['/pagefind/index/*', IMMUTABLE],
    ].map(([p, cache]) => `${headerBlock(p, { 'Cache-Control': cache })}\n${replaceCsp(ASSET_CSP)}`),
    `/pagefind/*.js\n  ! Cache-Control\n  Cache-Control: ${REVALIDATE}\n${replaceCsp(manifest.headers.defaultCsp)}`,
    // Client-only paths are served their shell: the shell's CSP (pages below override theirs).
    ...rewrites.filter((r) => pages[r.to]).map((r) => `${r.from}\n${replaceCsp(pages[r.to].csp)}`),
    ...Object.entries(pages).map(([p, { csp }]) => `${p}\n${replaceCsp(csp)}`),
  ];
  fs.writeFileSync(path.join(publicDir, '_headers'), headerBlocks.join('\n') + '\n');

  // sitemap.xml with both languages and their alternates; robots.txt.
  const byRoute = new Map();
  for (const r of routes) {
    if (
      r.route === '/404' ||
      r.route === SEARCH_ROUTE ||
      r.route === WITHDRAWAL_ROUTE ||
      CLIENT_ONLY_ROUTES.some((c) => c.path === r.route)
    )
      continue;
    if (!byRoute.has(r.route)) byRoute.set(r.route, []);
    byRoute.get(r.route).push(r);
  }
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  let urls = 0;
  for (const entries of byRoute.values()) {
    for (const entry of entries) {
      urls++;
      xml.push(`  <url><loc>${siteUrl}${entry.path}</loc>`);
      for (const alt of entries)
        xml.push(`    <xhtml:link rel="alternate" hreflang="${alt.language}" href="${siteUrl}${alt.path}"/>`);
      const def = entries.find((e) => e.language === DEFAULT_LANGUAGE);
      if (def) xml.push(`    <xhtml:link rel="alternate" hreflang="x-default" href="${siteUrl}${def.path}"/>`);
      xml.push('  </url>');
    }
  }
  xml.push('</urlset>');
  fs.writeFileSync(path.join(publicDir, 'sitemap.xml'), xml.join('\n') + '\n');
  const disallow = LANGUAGES.flatMap((l) =>
    ['/cart', '/checkout/', '/order/'].map((p) => `Disallow: ${localizePath(l, p)}`),
  );
  fs.writeFileSync(
    path.join(publicDir, 'robots.txt'),
    ['User-agent: *', 'Allow: /', ...disallow, `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n'),
  );

  const { compressed, kept } = precompress(publicDir);
  return { redirects: redirects.length, rewrites: rewrites.length, urls, compressed, kept, repaired, deferredPages };
}

/**
 * Deletes source maps (and their compressed copies) from the build output: production builds
 * emit none (gatsby-node turns webpack's devtool off), and a map left by an older build must not
 * be published either. Returns how many files went.
 */
export function removeSourceMaps(publicDir) {
  let count = 0;
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.map(\.br|\.gz)?$/.test(entry.name)) {
        fs.rmSync(full);
        count++;
      }
    }
  };
  walk(publicDir);
  return count;
}

/**
 * Writes .br and .gz next to every text file, for the server's preCompressed mode. A file whose
 * copies hold its current bytes is left alone: compressing all of a 2,000-product catalog's 8,500
 * files again took most of a rebuild's time after one product changed (bench/catalog.mjs).
 * Returns how many files were compressed and how many kept.
 */
export function precompress(publicDir) {
  const zlib = process.getBuiltinModule('zlib');
  let compressed = 0;
  let kept = 0;
  const stat = (file) => fs.statSync(file, { throwIfNoEntry: false });
  // Gatsby stitches its slices into every page on every build, so a page's file is new even when
  // its bytes are not: then the .gz copy (quick to unpack, unlike brotli at quality 9 to make)
  // tells whether the bytes changed.
  const fresh = (full, mtimeMs, data) => {
    const [br, gz] = [stat(`${full}.br`), stat(`${full}.gz`)];
    if (!br || !gz) return false;
    if (br.mtimeMs >= mtimeMs && gz.mtimeMs >= mtimeMs) return true;
    try {
      return zlib.gunzipSync(fs.readFileSync(`${full}.gz`)).equals(data());
    } catch {
      return false;
    }
  };
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(html|js|css|json|svg|xml|txt)$/.test(entry.name)) {
        const { size, mtimeMs } = fs.statSync(full);
        if (size <= 1024) continue;
        let bytes;
        const data = () => (bytes ??= fs.readFileSync(full));
        if (fresh(full, mtimeMs, data)) {
          kept++;
          continue;
        }
        fs.writeFileSync(
          `${full}.br`,
          zlib.brotliCompressSync(data(), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }),
        );
        fs.writeFileSync(`${full}.gz`, zlib.gzipSync(data(), { level: 9 }));
        compressed++;
      }
    }
  };
  walk(publicDir);
  return { compressed, kept };
}
