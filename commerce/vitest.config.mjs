import { defineConfig } from 'vitest/config';

// One real Medusa (own data folder and ports) serves every test file, so files run one after
// another against it; see test/global-setup.mjs.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.mjs'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 240_000,
    teardownTimeout: 60_000,
  },
});
