// @tonewood/rules: each rule the spec or the law states, written once and imported by every
// runtime (the site in the browser, the site's server, Strapi, Medusa, the scripts). Plain ESM,
// no dependencies. One module per rule; this file only re-exports them.
export * from './secrets.js';
export * from './env.js';
export * from './language.js';
export * from './tax.js';
export * from './zones.js';
export * from './fields.js';
export * from './orders.js';
export * from './delivery.js';
export * from './withdrawal.js';
export * from './money.js';
export * from './dates.js';
export * from './legal.js';
export * from './tracking.js';
export * from './addresses.js';
export * from './price-history.js';
export * from './product-safety.js';
export * from './promotions.js';
export * from './payment-methods.js';
export * from './shopper-text.js';
export * from './order-rate-limit.js';
export * from './attempt-limits.js';
export * from './listing-pages.js';
export * from './store-deadlines.js';
