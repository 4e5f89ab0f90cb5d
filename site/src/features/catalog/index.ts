// The catalog feature: product tiles, the one price rule (price.mjs, shared with the Medusa source
// plugin), the browser's regional price and availability refresh, and the 30-day lowest prices of
// the variants a view shows (the cart's lines), the product page's default variant (the link's
// ?variant=, else the cheapest buyable) and its offer for a variant that is out of stock, and the
// head's preload of a page's largest picture.
export { ProductTile, TILE_IMAGE_SIZES, type ProductTileData } from './ProductTile';
export { PicturePreload } from './PicturePreload';
export { useRegionalProduct } from './useRegionalProduct';
export { useLowestPrices } from './useLowestPrices';
export { defaultVariant, isBuyable, VARIANT_PARAM, withVariant } from './defaultVariant';
export { OutOfStockOffer } from './OutOfStockOffer';
export { ProductSafety } from './ProductSafety';
