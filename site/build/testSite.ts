// A tiny built site for the server and route-manifest tests: a few pages with the inline
// scripts Gatsby writes, a hashed script with its source map, and the route manifest written by
// site/build/route-manifest.mjs, in a temporary folder.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeRouteManifest } from './route-manifest.mjs';

/** The inline scripts Gatsby 5 writes at the end of every page's <body>. */
export function gatsbyScripts(pagePath: string) {
  return [
    `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};/*]]>*/</script>`,
    `<script\n            id="gatsby-chunk-mapping"\n          >\n            window.___chunkMapping="{}";\n          </script>`,
    `<script>window.___webpackCompilationHash="0123456789abcdef0123";</script>`,
    `<script src="/app-0123456789abcdef0123.js" async></script>`,
  ].join('');
}

export function page(pagePath: string, { lang = 'en', head = '', body = '' } = {}) {
  return `<!DOCTYPE html><html lang="${lang}"><head><title>${pagePath}</title>${head}</head><body><div id="___gatsby">${body}</div>${gatsbyScripts(pagePath)}</body></html>`;
}

const PAGES: Record<string, string> = {
  'index.html': page('/'),
  'guitars/index.html': page('/guitars'),
  'de/index.html': page('/de', { lang: 'de' }),
  'de/guitars/index.html': page('/de/guitars', { lang: 'de' }),
  'cart/index.html': page('/cart'),
  'checkout/index.html': page('/checkout'),
  'order/index.html': page('/order', { body: 'Order shell' }),
  'de/order/index.html': page('/de/order', { lang: 'de', body: 'Bestellung' }),
  '404/index.html': page('/404'),
  // Gatsby copies the English 404 page to 404.html, whose loader names /404.html.
  '404.html': page('/404.html', { body: 'Not found' }),
  'de/404/index.html': page('/de/404', { lang: 'de', body: 'Nicht gefunden' }),
};

const CMS_REDIRECTS = [
  { from: '/old-shop/tote', to: '/product/tote-bag', permanent: true },
  { from: '/winter-sale', to: '/ready-to-ship?sort=price', permanent: false },
  { from: '/workshop', to: '/about#visit', permanent: true },
  { from: '/partners/hartmann-tonholz', to: 'https://hartmann-tonholz.example/', permanent: false },
];

export function makeSite(
  extraFiles: Record<string, string> = {},
  { commerceUrl = 'http://127.0.0.1:9000' }: { commerceUrl?: string } = {},
) {
  const dir = mkdtempSync(path.join(tmpdir(), 'tonewood-site-test-'));
  const files = {
    ...PAGES,
    'app-0123456789abcdef0123.js': 'console.log(1);\n//# sourceMappingURL=app-0123456789abcdef0123.js.map\n',
    'app-0123456789abcdef0123.js.map': '{"version":3,"sources":["secret.ts"]}',
    ...extraFiles,
  };
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  writeRouteManifest({
    publicDir: dir,
    cmsRedirects: CMS_REDIRECTS,
    routes: [],
    commerceUrl,
    siteUrl: 'https://tonewood.example',
  });
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}
