// Redirects and the route manifest. createPages hands the routes it made, the checked CMS
// redirects and the frame origins to onPostBuild through Gatsby's cache (no module state); after
// the build, the route manifest for the server and Cloudflare Pages is written
// (site/build/route-manifest.mjs), the version file with the build's id,
// and the search index (site/build/search-index.mjs), written before the manifest step.
import type { Actions, GatsbyCache, GatsbyNode } from 'gatsby';
import { FIXED_REDIRECTS } from '../config/routes.mjs';
import { checkCmsRedirects, expandRedirects, removeSourceMaps, writeRouteManifest } from '../build/route-manifest.mjs';
import { siteServices } from '../config/env.mjs';
import { localizePath } from '@tonewood/rules';
import { VERSION_PATH, versionFile } from '../src/features/resilience/version.mjs';
import { consentAskScript } from '../src/features/consent/ask.mjs';
import type { SitePage } from './pages/page';
import type { SiteData } from './siteData';

const path = process.getBuiltinModule('path');
const childProcess = process.getBuiltinModule('child_process');
const root = process.cwd();
const ROUTE_PLAN = 'tonewood-route-plan';

interface RoutePlan {
  cmsRedirects: { from: string; to: string; permanent: boolean }[];
  routes: { path: string; language: string; route: string }[];
  frameOrigins: string[];
  /** Origins the browser sends to besides the site and Medusa: the statistics service. */
  connectOrigins: string[];
}

const originsOf = (urls: (string | null | undefined)[]) => [
  ...new Set(urls.filter((u): u is string => Boolean(u)).map((u) => new URL(u).origin)),
];

/** The server redirects (kept for the manifest) and the same redirects in the browser. */
export async function planRoutes(
  { data, pages, warn }: { data: SiteData; pages: SitePage[]; warn: (message: string) => void },
  { actions, cache }: { actions: Actions; cache: GatsbyCache },
) {
  const cmsRedirects = checkCmsRedirects(data.redirects, warn);
  for (const r of expandRedirects([...FIXED_REDIRECTS, ...cmsRedirects])) {
    actions.createRedirect({ fromPath: r.from, toPath: r.to, isPermanent: r.status === 301, redirectInBrowser: true });
  }
  const plan: RoutePlan = {
    cmsRedirects,
    routes: pages.map(({ context: { language, route } }) => ({ path: localizePath(language, route), language, route })),
    frameOrigins: originsOf([
      ...Object.values(data.contactFormUrls).flatMap((urls) => Object.values(urls)),
      ...Object.values(data.videoUrls),
    ]),
    connectOrigins: originsOf(Object.values(data.chrome).map((c) => c.setting.analytics?.endpoint)),
  };
  await cache.set(ROUTE_PLAN, plan);
}

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter, cache }) => {
  const publicDir = path.resolve(root, 'public');
  const removed = removeSourceMaps(publicDir);
  if (removed) reporter.info(`site: removed ${removed} source map files left by an earlier build`);
  const plan = ((await cache.get(ROUTE_PLAN)) as RoutePlan | undefined) ?? {
    cmsRedirects: [],
    routes: [],
    frameOrigins: [],
    connectOrigins: [],
  };
  // The version file the pages poll for a newer build (site/src/features/resilience/version.mjs).
  const fs = process.getBuiltinModule('fs');
  const appData = JSON.parse(fs.readFileSync(path.join(publicDir, 'page-data/app-data.json'), 'utf8')) as object;
  const version = versionFile(appData, new Date());
  fs.writeFileSync(path.join(publicDir, VERSION_PATH.slice(1)), JSON.stringify(version));
  reporter.info(`site: ${VERSION_PATH} names build ${version.id}`);
  // The search index first: the manifest step below precompresses its script files as well.
  const indexer = childProcess.spawnSync(
    process.execPath,
    [path.resolve(root, 'site/build/search-index.mjs'), publicDir],
    { encoding: 'utf8' },
  );
  if (indexer.status !== 0) reporter.panic(`site: the search index failed: ${indexer.stderr || indexer.stdout}`);
  const search = JSON.parse(indexer.stdout.trim().split('\n').at(-1) ?? '{}') as {
    pages: number;
    languages: string[];
    ms: number;
  };
  reporter.info(
    `site: search index of ${search.pages} pages (${search.languages.join(', ')}) in ${Math.round(search.ms)} ms`,
  );
  const { medusaUrl, siteUrl } = siteServices(root);
  // gatsby-ssr.tsx writes the consent script into every page's head, word for word.
  const summary = writeRouteManifest({
    publicDir,
    ...plan,
    commerceUrl: medusaUrl,
    siteUrl,
    fixedScripts: [consentAskScript()],
  });
  reporter.info(
    `site: route manifest with ${summary.redirects} redirects, ${summary.rewrites} rewrites; sitemap with ${summary.urls} URLs; ${summary.compressed} files precompressed (${summary.kept} unchanged ones kept); ${summary.repaired} pages cleared of NUL bytes; ${summary.deferredPages} pages load their scripts after their first picture`,
  );
};
