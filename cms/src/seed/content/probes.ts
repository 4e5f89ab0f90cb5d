import type { ArticleSeed } from './articles';
import type { RedirectSeed } from './redirects';

/**
 * Probe content for the site's end-to-end tests, seeded only when TONEWOOD_SEED_PROBES=1 (the
 * private e2e instances e2e/run.mjs starts through the stack launcher): text that tries to run a script on the built
 * site and links that must not reach an href. The e2e checks read the same values from here.
 */
export const PROBES_ENABLED = process.env.TONEWOOD_SEED_PROBES === '1';

/** Ends a <script> block and opens another; must only ever show as text. */
const SCRIPT_PAYLOAD = '</script><script>alert(1)</script>';

export const probeArticle: ArticleSeed = {
  slug: 'probe-script-in-title',
  author: 'Probe',
  // Old enough to stay off the home page's latest posts.
  publishedDate: '2001-01-01',
  cover: 'workbench',
  content: {
    en: {
      title: `Probe ${SCRIPT_PAYLOAD}`,
      excerpt: `Probe excerpt ${SCRIPT_PAYLOAD}`,
      seoDescription: `Probe description ${SCRIPT_PAYLOAD}`,
      body: [
        `Probe body ${SCRIPT_PAYLOAD}`,
        '',
        '[probe javascript](javascript:alert(1)) [probe upper](JAVASCRIPT:alert(1)) [probe entity](jav&#x61;script:alert(1))',
        '[probe data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==) [probe vbscript](vbscript:msgbox(1))',
        '[probe protocol-relative](//evil.example/) <javascript:alert(1)> [probe fine](/blog)',
      ].join('\n'),
    },
    de: {
      title: `Probe ${SCRIPT_PAYLOAD}`,
      excerpt: `Probe-Auszug ${SCRIPT_PAYLOAD}`,
      seoDescription: `Probe-Beschreibung ${SCRIPT_PAYLOAD}`,
      body: `Probe-Text ${SCRIPT_PAYLOAD}\n\n[probe javascript](javascript:alert(1)) [probe fine](/blog)`,
    },
  },
};

/** A menu link the site must drop (the menu's href field takes any string). */
export const probeMenuLink = { name: 'Probe menu link', href: 'javascript:alert(1)' };

/** Redirect targets that pass the CMS's own check (a leading slash) but lead to another site. */
export const probeRedirects: RedirectSeed[] = [
  { from: '/probe-redirect-protocol-relative', to: '//evil.example/', permanent: false },
  { from: '/probe-redirect-backslash', to: '/\\evil.example/', permanent: false },
];

/**
 * Visitor statistics for the e2e run: an address the browser checks route to a recorder
 * (e2e/analytics.mjs), and a website id to find in every payload.
 */
export const probeAnalytics = {
  endpoint: 'https://stats.tonewood.example',
  websiteId: '6f1c5d0e-7b2a-4c1e-9d3f-2a8b4e5c6d70',
};
