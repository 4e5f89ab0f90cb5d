// The page shell: header, footer and the react-aria locale around every page.
export { CoverImage, type Cover } from './CoverImage';
export { Layout, type PageContextBase } from './Layout';
export { PageLoading } from './PageLoading';
export { usesSimplifiedHeader } from './headerVariant';
export type { SiteChrome } from './siteChrome';
