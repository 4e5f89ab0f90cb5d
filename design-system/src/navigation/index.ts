// Public exports of the navigation area; src/index.ts re-exports this file.
export {};
