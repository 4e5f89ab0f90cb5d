import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // One real Strapi per file; files must not race for the port.
    fileParallelism: false,
    // Some tests start or restart Strapi itself: on a loaded CI machine that took over 30 s.
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
