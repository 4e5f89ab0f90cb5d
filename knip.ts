// knip: unused files, exports and dependencies (run by `npm run lint`), over the root workspaces and
// over cms/ and commerce/ (separate npm projects with their own lockfiles, checked here all the same).
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  workspaces: {
    '.': {
      // Gatsby's config and node files, Storybook, Vitest, ESLint and PostCSS are found by knip's
      // plugins; these are the entries they do not know.
      entry: [
        // Gatsby's browser and server APIs (knip 6.42's Gatsby plugin finds only config and node).
        'gatsby-{browser,ssr}.tsx',
        // Gatsby creates pages from these by path (site/gatsby/pages/page.ts).
        'site/src/templates/*.tsx',
        // Copied into .cache/fragments, where Gatsby's query compiler reads it (site/gatsby/bootstrap.ts).
        'site/src/features/i18n/pageLocales.ts',
        // Aliased for i18next, react-i18next and outdent in the site's bundles (site/gatsby/bootstrap.ts).
        'site/src/features/i18n/runtime/*.{ts,tsx}',
        // Aliased for react and react-dom/client in the site's browser bundles (site/gatsby/bootstrap.ts).
        'site/src/lib/preact/{react,client}.ts',
        // Local Gatsby plugin, loaded by path from gatsby-config.ts.
        'site/plugins/gatsby-source-medusa/{index,gatsby-node}.js',
        'site/scripts/*.mjs',
        'scripts/*.mjs',
        // The stack launcher's command line (node scripts/stack/index.mjs --only ...).
        'scripts/stack/index.mjs',
        // The site's server as several processes, spawned by path by the launcher's scaled shape.
        'site/server/cluster.mjs',
        'bench/*.mjs',
        'e2e/{run,screenshots}.mjs',
        'stories/**/*.stories.tsx',
        // Stand-ins for gatsby, gatsby-plugin-react-i18next and @medusajs/js-sdk in Storybook,
        // aliased by path in .storybook/main.ts (the page stories render the site's templates).
        '.storybook/site/*.{ts,tsx}',
        // Read by the Storybook test-runner (test-storybook) from the working directory.
        'test-runner-jest.config.js',
      ],
      project: [
        '*.{ts,tsx,js,mjs,cjs}',
        'eslint/*.js',
        'site/**/*.{ts,tsx,js,mjs,css}',
        'scripts/**/*.mjs',
        'bench/**/*.mjs',
        'e2e/**/*.mjs',
        'stories/**/*.{ts,tsx}',
        '.storybook/**/*.{ts,tsx}',
      ],
      ignoreDependencies: [
        // Run with npx by design-system/build.mjs (the library's stylesheet).
        '@tailwindcss/cli',
        // Run by its CLI file in bench/site-pages.mjs.
        'lighthouse',
        // The mail catcher, run by its command file in scripts/mail-catcher.mjs.
        'maildev',
      ],
      // Debian's Java runs the HTML checker (vnu-jar) in e2e/hardening.mjs.
      ignoreBinaries: ['java'],
    },
    'design-system': {
      entry: ['bundling/*.cjs'],
      // The brand fonts are dependencies for the consumers, who import them once in their app
      // shell (design-system/README.md), and the source of the cut files build.mjs writes
      // (bundling/fonts.mjs reads them by path); the library itself only names their families.
      ignoreDependencies: ['@fontsource-variable/fraunces', '@fontsource-variable/inter'],
      project: ['src/**/*.{ts,tsx,css}', 'bundling/**/*.{cjs,mjs,ts}', '*.{ts,mjs}'],
    },
    tokens: {
      project: ['*.mjs', 'test/**/*.ts'],
    },
    rules: {
      project: ['src/**/*.ts'],
    },
    cms: {
      // Strapi loads these by convention (config, the app's register/bootstrap, each API's
      // content types, controllers, routes and services); the scripts are run by package.json.
      entry: ['config/*.ts', 'src/index.ts', 'src/api/**/*.ts', 'scripts/*.mjs', 'test/**/*.test.ts'],
      project: ['config/**/*.ts', 'src/**/*.ts', 'scripts/**/*.mjs', 'test/**/*.ts'],
      ignoreDependencies: [
        // Loaded by Strapi by name (the users-permissions plugin) and by knex when
        // DATABASE_CLIENT=postgres (pg).
        '@strapi/plugin-users-permissions',
        'pg',
      ],
    },
    commerce: {
      // Medusa loads these by convention (file-based API routes and middlewares, modules, module
      // links, subscribers, scheduled jobs, workflow hooks, `medusa exec` scripts).
      entry: [
        'medusa-config.ts',
        'src/api/**/*.ts',
        'src/modules/*/index.ts',
        'src/subscribers/*.ts',
        'src/jobs/*.ts',
        'src/links/*.ts',
        'src/workflows/**/*.ts',
        'src/scripts/*.ts',
        'src/modules/*/migrations/*.ts',
        'scripts/*.mjs',
        'test/**/*.test.ts',
      ],
      project: ['src/**/*.ts', 'scripts/**/*.mjs', 'test/**/*.{ts,mjs}'],
      // Medusa's CLI loads medusa-config.ts and `medusa exec` scripts through ts-node. sharp
      // (scripts/generate-images.mjs rasterises the instrument pictures) is the root's, installed
      // for Gatsby's image plugins, and resolved from the repository's node_modules like the
      // design system's renderer.
      ignoreDependencies: ['ts-node', 'sharp'],
      // The embedded PostgreSQL runs as its own user, created with Debian's useradd when missing.
      ignoreBinaries: ['useradd'],
    },
  },
  compilers: {
    // Stylesheets import packages too (the brand fonts, the design system's theme).
    css: (text: string) =>
      [...text.matchAll(/@import\s+['"]([^'"]+)['"]/g)].map(([, source]) => `import '${source}';`).join('\n'),
  },
};

export default config;
