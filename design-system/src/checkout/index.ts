// Public exports of the checkout area; src/index.ts re-exports this file.
export {};
