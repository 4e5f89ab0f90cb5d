// Server rendering: the same global CSS as the browser (inlined into each page by Gatsby), the
// head's consent script (whether the server-rendered cookie banner shows),
// a preload for the headlines' Latin font file (Fraunces), so the largest text does not reflow
// when it arrives (CLS; the body's Inter is font-display: optional, see global.css),
// and the loader that fetches what Gatsby needs to hydrate the page once the page has painted.
import type { GatsbySSR } from 'gatsby';
import frauncesLatin from '@tonewood/design-system/fonts/fraunces-latin-wght-normal.woff2';
import { CONSENT_ASK_SCRIPT_ID, consentAskScript } from './site/src/features/consent';
import { usesSimplifiedHeader } from './site/src/features/layout';
import { HYDRATION_SCRIPT_ID, hydrationLoader } from './site/config/hydration.mjs';
import {
  appScripts,
  chunkGroupScripts,
  FAVICON_HREF,
  MEGA_MENU_CHUNK,
  MEGA_MENU_MEDIA,
  pageDataPath,
  type ChunkStats,
} from './site/src/features/seo';
import './site/src/styles/global.css';

// Built-ins through process.getBuiltinModule (see site/config/env.mjs for why).
const fs = process.getBuiltinModule('fs');
const path = process.getBuiltinModule('path');

// Written by the production build's webpack step; `gatsby develop` has none (nothing to preload).
let stats: ChunkStats | null | undefined;
const chunkStats = (): ChunkStats | null => {
  if (stats === undefined) {
    const file = path.join(process.cwd(), 'public', 'webpack.stats.json');
    stats = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as ChunkStats) : null;
  }
  return stats;
};

export const onRenderBody: GatsbySSR['onRenderBody'] = ({
  setHeadComponents,
  setPostBodyComponents,
  pathname,
  loadPageDataSync,
}) => {
  const fonts = [frauncesLatin].map((href) => (
    <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
  ));
  // Gatsby 5 leaves the page template's chunks out of the HTML: its loader requests them only
  // after app.js has run and fetched app-data.json and the page's page-data.json. Preloading all
  // of them lets the browser fetch them alongside the framework, so the page hydrates sooner.
  const chunks = process.env.NODE_ENV === 'production' ? chunkStats() : null;
  const pageData = chunks
    ? (loadPageDataSync(pathname) as
        { componentChunkName?: string; result?: { pageContext?: { shell?: string } } } | undefined)
    : undefined;
  const scripts = chunks && pageData?.componentChunkName ? chunkGroupScripts(chunks, pageData.componentChunkName) : [];
  const data = chunks ? ['/page-data/app-data.json', pageDataPath(pathname)] : [];
  // On a wide screen the header loads its mega menu's code once the page has hydrated, and until
  // then the menu's buttons do nothing. Preloading it there (only there: the media query) lets it
  // arrive with the page, so the menu hydrates with it. Checkout pages have no menu.
  const megaMenu =
    chunks && !usesSimplifiedHeader(pageData?.result?.pageContext)
      ? chunkGroupScripts(chunks, MEGA_MENU_CHUNK).filter((href) => !scripts.includes(href))
      : [];
  // Every page loads its scripts only once it has painted (site/config/hydration.mjs): a page whole
  // as rendered here once its largest picture is painted too, a cart, checkout or order shell (no
  // such picture) once its header, headline and placeholder are. The loader asks for them then, so
  // the head preloads none of them.
  const deferred = chunks && pageData?.componentChunkName;
  setHeadComponents([
    // Before the body paints: marks the page when the cookie banner shows (no choice stored), so
    // the banner the server rendered into it paints with it (global.css hides it otherwise).
    <script
      key={CONSENT_ASK_SCRIPT_ID}
      id={CONSENT_ASK_SCRIPT_ID}
      dangerouslySetInnerHTML={{ __html: consentAskScript() }}
    />,
    <link key="icon" rel="icon" href={FAVICON_HREF} />,
    ...fonts,
    ...(deferred
      ? []
      : [
          ...scripts.map((href) => <link key={href} rel="preload" href={href} as="script" />),
          ...data.map((href) => <link key={href} rel="preload" href={href} as="fetch" crossOrigin="anonymous" />),
        ]),
    ...megaMenu.map((href) => <link key={href} rel="preload" href={href} as="script" media={MEGA_MENU_MEDIA} />),
  ]);
  if (deferred)
    setPostBodyComponents([
      <script
        key={HYDRATION_SCRIPT_ID}
        id={HYDRATION_SCRIPT_ID}
        dangerouslySetInnerHTML={{
          __html: hydrationLoader({ scripts: appScripts(chunks), preloads: [...scripts, ...data] }),
        }}
      />,
    ]);
};
