// When a page's JavaScript starts to load (issue 29). Every page first paints (and its largest
// picture, if it has one) and only then asks for its scripts: a cart, checkout or order shell, whose
// content the browser draws, its header, headline and placeholder; on a phone's connection the
// framework, the app and the template (about 70 KB) no longer share the bandwidth with that
// picture and the fonts. gatsby-ssr.tsx writes the loader into every page instead of the head's
// script and page-data preloads; after the build, site/build/route-manifest.mjs takes Gatsby's
// own script tags out of it (they would start the download at once) and hashes the loader for
// the page's Content-Security-Policy.
//
// The loader starts the scripts one frame after the page has painted for the first time and its
// high-priority picture (if it has one) has loaded, at once if the picture fails, at the latest
// after 3 s, and at once when the shopper touches, clicks, types or scrolls: interaction never
// waits for the picture. Where the browser cannot report its first paint (no 'paint' entries),
// the picture alone decides. A tap on a button before the page has hydrated is done once it has
// (gatsby-browser.tsx's onInitialClientRender calls the loader back), so the tap that started the
// scripts is not lost. A part the server rendered whose code comes later (the cookie banner) marks
// itself with HYDRATES_LATER_ATTRIBUTE until that code has hydrated it and then calls the loader
// back too: a tap on its buttons is kept until then.

import { HYDRATED_HOOK, HYDRATES_LATER_ATTRIBUTE } from '../src/features/resilience/hydrated.mjs';
import { jsonForHtml } from '../src/features/seo/jsonForHtml.mjs';

/** The id of the loader's inline script. */
export const HYDRATION_SCRIPT_ID = 'tonewood-hydration';
// What the page calls once it has hydrated, and the marker of a part that hydrates later.
export { HYDRATED_HOOK, HYDRATES_LATER_ATTRIBUTE };
/** The longest the loader waits for the picture. */
export const HYDRATION_WAIT_MS = 3000;
/** The longest the loader adds requests in one go before it lets the browser work. */
export const LOADER_SLICE_MS = 15;

/**
 * The loader's source: `scripts` are added as async <script>s (Gatsby's runtime, framework and
 * app), `preloads` as <link rel=preload> (the template's chunks as scripts, page data as fetches,
 * as gatsby-ssr.tsx preloads them on the other pages), scripts first, when it starts. Each request
 * costs the main thread 8 to 30 ms at 4x CPU (all dozen at once were one 100 ms task), so it adds
 * them LOADER_SLICE_MS at a time and lets the browser work in between.
 */
export function hydrationLoader({ scripts, preloads }) {
  return [
    '(function(){',
    `var d=document,w=window,s=${jsonForHtml(scripts)},p=${jsonForHtml(preloads)},started=false;`,
    'function go(){if(started)return;started=true;var q=[];',
    "s.forEach(function(u){q.push(function(){var e=d.createElement('script');e.src=u;e.async=true;d.body.appendChild(e)})});",
    "p.forEach(function(u){q.push(function(){var l=d.createElement('link');l.rel='preload';l.href=u;",
    "if(/\\.json$/.test(u)){l.setAttribute('as','fetch');l.setAttribute('crossorigin','anonymous')}",
    "else{l.setAttribute('as','script')}d.head.appendChild(l)})});",
    `(function run(){var t=performance.now();while(q.length){q.shift()();if(q.length&&performance.now()-t>${LOADER_SLICE_MS}){setTimeout(run,0);return}}})()}`,
    // Two things to wait for: the first paint and the picture; then one frame (its paint) more.
    'var waiting=2;function ready(){if(--waiting===0)requestAnimationFrame(function(){setTimeout(go,0)})}',
    "['pointerdown','keydown','touchstart','scroll'].forEach(function(t){w.addEventListener(t,go,{once:true,passive:true,capture:true})});",
    `setTimeout(go,${HYDRATION_WAIT_MS});`,
    // A tap on a button before the page has hydrated did nothing: it is kept and done once the
    // page has (the last such tap; a link works without scripts, a form field keeps its input).
    // In a part that hydrates later, it waits for that part's call.
    `var later=${jsonForHtml(`[${HYDRATES_LATER_ATTRIBUTE}]`)},hydrated=false,tapped=null;`,
    "d.addEventListener('click',function(e){var t=e.target,b=t&&t.closest?t.closest('button'):null;",
    "if(!b||b.type!=='button'||(hydrated&&!b.closest(later)))return;tapped=b},true);",
    `w[${jsonForHtml(HYDRATED_HOOK)}]=function(){hydrated=true;var b=tapped;`,
    'if(!b||(b.isConnected&&b.closest(later)))return;tapped=null;',
    'if(b.isConnected&&!b.disabled)b.click()};',
    'var painted=false;function paint(){if(!painted){painted=true;ready()}}',
    "try{if((PerformanceObserver.supportedEntryTypes||[]).indexOf('paint')<0)throw 0;",
    "var o=new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();paint()}});",
    "o.observe({type:'paint',buffered:true})}catch(e){paint()}",
    'var i=d.querySelector(\'img[fetchpriority="high"]\');',
    "if(i&&!i.complete){i.addEventListener('load',ready);i.addEventListener('error',go)}else{ready()}",
    '})()',
  ].join('');
}

const GATSBY_SCRIPTS =
  /(<!-- slice-start id="_gatsby-scripts-\d+" -->)([\s\S]*?)(<!-- slice-end id="_gatsby-scripts-\d+" -->)/;
const EXTERNAL_SCRIPT = /<script src="\/[^"<>]+\.js" async=""><\/script>|<script src="\/[^"<>]+\.js" async><\/script>/g;

/**
 * A built page with the loader, without the external script tags of Gatsby's scripts slice (its
 * inline chunk mapping and compilation hash stay). Other pages come back unchanged. Returns the
 * page, the scripts taken out and the scripts the loader adds (the two lists must be the same).
 */
export function withoutEagerScripts(html) {
  if (!html.includes(`<script id="${HYDRATION_SCRIPT_ID}">`)) return { html, removed: [], loaded: [] };
  const loaded = JSON.parse(/\bs=(\[[^\]]*\])/.exec(html)?.[1] ?? '[]');
  const removed = [];
  const next = html.replace(GATSBY_SCRIPTS, (_, start, body, end) => {
    const rest = body.replace(EXTERNAL_SCRIPT, (tag) => {
      removed.push(/src="([^"]+)"/.exec(tag)[1]);
      return '';
    });
    return `${start}${rest}${end}`;
  });
  return { html: next, removed, loaded };
}
