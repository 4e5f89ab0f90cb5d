// Public exports of the configurator area; src/index.ts re-exports this file.
export {};
