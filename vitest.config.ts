import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    include: [
      'design-system/src/**/*.test.{ts,tsx}',
      'design-system/bundling/*.test.ts',
      'tokens/test/**/*.test.ts',
      'rules/src/**/*.test.ts',
      'site/src/**/*.test.ts',
      'site/{build,config,server,gatsby}/*.test.ts',
      'site/plugins/*/*.test.ts',
      'site/gatsby/pages/*.test.ts',
      'site/server/functions/*.test.ts',
      'scripts/*.test.mjs',
      'commerce/scripts/*.test.mjs',
      'eslint/*.test.mjs',
    ],
    environment: 'jsdom',
    // Above the setup's 10 s ceiling for findBy*/waitFor, so a slow wait fails with its own message.
    testTimeout: 20_000,
    // A suite's set-up starting a server (the mail catcher) took over the default 10 s on a loaded machine.
    hookTimeout: 30_000,
    restoreMocks: true,
    // Node 25 and later bring a localStorage of their own (undefined without --localstorage-file),
    // which hides jsdom's window.localStorage from the tests; Node 20 knows no such flag.
    execArgv: Number(process.versions.node.split('.')[0]) >= 25 ? ['--no-experimental-webstorage'] : [],
    setupFiles: ['./vitest.setup.ts'],
  },
});
