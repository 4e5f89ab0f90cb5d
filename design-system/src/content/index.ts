// Public exports of the content area; src/index.ts re-exports this file.
export {};
