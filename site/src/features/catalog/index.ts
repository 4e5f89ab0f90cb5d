// The catalog feature: product tiles, the one price rule (price.mjs, shared with the Medusa source
// plugin) and the browser's regional price and availability refresh.
export { ProductTile, type ProductTileData } from './ProductTile';
export { useRegionalProduct } from './useRegionalProduct';
