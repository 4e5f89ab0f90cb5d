// Public exports of the engagement area; src/index.ts re-exports this file.
export * from './Carousel';
