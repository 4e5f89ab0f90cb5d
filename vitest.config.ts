import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Three projects, so the run pays only for what a test needs (it took 350 s in CI with a fresh jsdom
// and module graph for each of 122 files, and most of that was building them, not testing):
// - node: code that runs in Node (rules, build scripts, server functions, lint rules), no DOM;
// - dom: components, hooks and browser code, in a jsdom that the files of a worker share, each file
//   starting on an emptied document and storage (vitest.setup.ts);
// - fresh: a file that needs modules nobody has loaded yet gets its own jsdom and module graph: one
//   that replaces modules (`vi.mock`, `vi.doMock`: others would get its replacements, or it theirs)
//   or checks what a component loads on demand (`*.lazy.test.tsx`).
// A file may still ask for another environment in its first comment (`@vitest-environment node`).
const node = [
  'design-system/bundling/*.test.ts',
  'tokens/test/**/*.test.ts',
  'rules/src/**/*.test.ts',
  'site/{build,config,server,gatsby}/*.test.ts',
  'site/plugins/*/*.test.ts',
  'site/gatsby/pages/*.test.ts',
  'site/server/functions/*.test.ts',
  'scripts/*.test.mjs',
  'commerce/scripts/*.test.mjs',
  'eslint/*.test.mjs',
  '.storybook/*.test.ts',
];
const dom = ['design-system/src/**/*.test.{ts,tsx}', 'site/src/**/*.test.ts'];
const replacesModules = /\bvi\.(mock|doMock|resetModules)\(/;
const fresh = ['design-system/src', 'site/src']
  .flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((file) => path.join(folder, file)),
  )
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) => file.endsWith('.lazy.test.tsx') || replacesModules.test(readFileSync(file, 'utf8')));

export default defineConfig({
  plugins: [react()],
  test: {
    // Worker threads start faster than forked processes.
    pool: 'threads',
    // Above the setup's 10 s ceiling for findBy*/waitFor, so a slow wait fails with its own message.
    testTimeout: 20_000,
    // A suite's set-up starting a server (the mail catcher) took over the default 10 s on a loaded machine.
    hookTimeout: 30_000,
    restoreMocks: true,
    // Node 25 and later bring a localStorage of their own (undefined without --localstorage-file),
    // which hides jsdom's window.localStorage from the tests; Node 20 knows no such flag.
    execArgv: Number(process.versions.node.split('.')[0]) >= 25 ? ['--no-experimental-webstorage'] : [],
    projects: [
      { extends: true, test: { name: 'node', environment: 'node', include: node, isolate: false } },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: dom,
          exclude: fresh,
          isolate: false,
          setupFiles: ['./vitest.setup.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'fresh', environment: 'jsdom', include: fresh, setupFiles: ['./vitest.setup.ts'] },
      },
    ],
  },
});
