// The one availability rule of the catalog, from Medusa's inventory (spec section 4), in plain
// JavaScript so that the Medusa source plugin (build time, CommonJS) and the browser's regional
// refresh (useRegionalProduct) read the same file. Types: availability.d.mts beside it.
//
// A variant (store API fields +variants.inventory_quantity, +variants.allow_backorder,
// +variants.manage_inventory):
// - without managed inventory, or with stock left (inventory_quantity > 0): 'available';
// - none left but backorders allowed: 'built-to-order';
// - none left, no backorders: 'out-of-stock' (it cannot be added to a cart).
// A product is as available as its best variant: 'available' when any variant is, else
// 'built-to-order' when any variant is, else 'out-of-stock' (also for a product without variants).
// So a listing shows a guitar as available when one finish is in stock; the product page shows the
// selected variant's own state.

/** @typedef {'available' | 'built-to-order' | 'out-of-stock'} Availability */

const ORDER = ['available', 'built-to-order', 'out-of-stock'];

/**
 * @param {{ manage_inventory?: boolean | null, inventory_quantity?: number | null, allow_backorder?: boolean | null }} variant
 * @returns {Availability}
 */
export function variantAvailability(variant) {
  if (variant.manage_inventory === false) return 'available';
  if ((variant.inventory_quantity ?? 0) > 0) return 'available';
  return variant.allow_backorder ? 'built-to-order' : 'out-of-stock';
}

/**
 * The product's state from its variants' states: the best one.
 *
 * @param {Availability[]} states
 * @returns {Availability}
 */
export function productAvailability(states) {
  return ORDER.find((state) => states.includes(state)) ?? 'out-of-stock';
}

/**
 * Per-variant states (by variant id) and the product's state of a Medusa product.
 *
 * @param {{ variants?: { id: string }[] | null }} product
 */
export function availabilityOf(product) {
  /** @type {Record<string, Availability>} */
  const variantAvailabilities = {};
  for (const variant of product.variants ?? []) variantAvailabilities[variant.id] = variantAvailability(variant);
  return { availability: productAvailability(Object.values(variantAvailabilities)), variantAvailabilities };
}
