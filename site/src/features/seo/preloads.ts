// What a page's HTML preloads so Gatsby's loader finds it in the cache (see gatsby-ssr.tsx).

/** The part of public/webpack.stats.json that names each chunk's files. */
export interface ChunkStats {
  assetsByChunkName: Record<string, string[] | undefined>;
}

/** The JavaScript files of a page template's chunk (shared chunks included), as root paths. */
export function templateScripts(stats: ChunkStats, componentChunkName: string): string[] {
  return (stats.assetsByChunkName[componentChunkName] ?? [])
    .filter((file) => file.endsWith('.js'))
    .map((file) => `/${file}`);
}

/** Where Gatsby's loader fetches a page's data: '/' -> /page-data/index/page-data.json. */
export function pageDataPath(pathname: string): string {
  const trimmed = pathname.replace(/^\/+|\/+$/g, '');
  return `/page-data/${trimmed === '' ? 'index' : trimmed}/page-data.json`;
}
