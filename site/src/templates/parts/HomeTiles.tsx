// The home page's product and post tiles, below the fold on a phone: home.tsx hydrates each after
// the page (deferHydration), one tile per task, from this chunk. Each renders one root element
// (an article), as a deferred part must.
export { ProductTile } from '../../features/catalog';
export { PostTile } from '../../features/blog';
