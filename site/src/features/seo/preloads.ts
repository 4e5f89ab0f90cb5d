// What a page's HTML preloads so Gatsby's loader finds it in the cache (see gatsby-ssr.tsx).

/** The part of public/webpack.stats.json that names each chunk's files. */
export interface ChunkStats {
  assetsByChunkName: Record<string, string[] | undefined>;
  namedChunkGroups?: Record<string, { assets: { name: string }[] } | undefined>;
}

/**
 * The scripts Gatsby writes at the end of every page (its `app` chunk group: webpack's runtime,
 * the framework and the app), as root paths, in that order.
 */
export function appScripts(stats: ChunkStats): string[] {
  return (stats.namedChunkGroups?.app?.assets ?? [])
    .map((asset) => asset.name)
    .filter((file) => file.endsWith('.js'))
    .map((file) => `/${file}`);
}

/**
 * The JavaScript files of a named chunk group (shared chunks included), as root paths: a page
 * template's (its componentChunkName) or one a dynamic import names with webpackChunkName.
 */
export function chunkGroupScripts(stats: ChunkStats, chunkGroupName: string): string[] {
  return (stats.assetsByChunkName[chunkGroupName] ?? [])
    .filter((file) => file.endsWith('.js'))
    .map((file) => `/${file}`);
}

/** Where Gatsby's loader fetches a page's data: '/' -> /page-data/index/page-data.json. */
export function pageDataPath(pathname: string): string {
  const trimmed = pathname.replace(/^\/+|\/+$/g, '');
  return `/page-data/${trimmed === '' ? 'index' : trimmed}/page-data.json`;
}

/**
 * The header's desktop mega menu: the design system names its dynamic import (webpackChunkName in
 * design-system/src/navigation/Header/Header.tsx) and loads it on screens at least 74rem wide.
 */
export const MEGA_MENU_CHUNK = 'ds-mega-menu';
export const MEGA_MENU_MEDIA = '(min-width: 74rem)';
