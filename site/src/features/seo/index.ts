// Meta tags through the Head API, and the preloads the server-rendered HTML carries.
export { FAVICON_HREF } from './favicon';
export { PageSeo } from './PageSeo';
export { Seo } from './Seo';
export {
  appScripts,
  chunkGroupScripts,
  MEGA_MENU_CHUNK,
  MEGA_MENU_MEDIA,
  pageDataPath,
  type ChunkStats,
} from './preloads';
