// The catalog feature: product tiles, the one price rule (price.mjs, shared with the Medusa source
// plugin), the browser's regional price and availability refresh, and the 30-day lowest prices of
// the variants a view shows (the cart's lines).
export { ProductTile, type ProductTileData } from './ProductTile';
export { useRegionalProduct } from './useRegionalProduct';
export { useLowestPrices } from './useLowestPrices';
