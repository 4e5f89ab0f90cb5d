// Public exports of the commerce area; src/index.ts re-exports this file.
export * from './Price';
export * from './PriceBadge';
export * from './AvailabilityBadge';
