// Before Gatsby starts: the CommonJS marker for .cache/, the Strapi reachability check, the
// pages' shared locales fragment, and the webpack settings of the browser bundles.
import type { GatsbyNode } from 'gatsby';
import { siteServices } from '../config/env.mjs';
import { CompileHintsPlugin } from './compileHints.mjs';
import { reactAriaLocalePlugins } from './reactAriaLocale.mjs';
import { assertStrapiReachable } from '../plugins/strapi-source-options.mjs';

// Built-ins through process.getBuiltinModule (see site/config/env.mjs for why).
const fs = process.getBuiltinModule('fs');
const path = process.getBuiltinModule('path');
const root = process.cwd();

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = async () => {
  // Gatsby may have wiped .cache/ (plugin changes) after site/scripts/gatsby.mjs marked it
  // CommonJS; the SSR renderer and functions written later need the marker again.
  fs.writeFileSync(path.resolve(root, '.cache/package.json'), '{ "type": "commonjs" }\n');
  // Gatsby reads fragments from src/ and .cache/fragments only: the templates' `...PageLocales`.
  fs.mkdirSync(path.resolve(root, '.cache/fragments'), { recursive: true });
  fs.copyFileSync(
    path.resolve(root, 'site/src/features/i18n/pageLocales.ts'),
    path.resolve(root, '.cache/fragments/page-locales.ts'),
  );
  const { strapiUrl } = siteServices(root);
  try {
    await assertStrapiReachable({ apiURL: strapiUrl });
  } catch (error) {
    // One line naming the URL, not a stack trace.
    process.stderr.write(`${(error as Error).message}\n`);
    process.exit(1);
  }
};

// Radix's published files keep every function's name with a `__name(fn, "fn")` statement, which
// keeps code nothing imports in the bundles. The design system's loader marks those calls pure so
// the minifier drops the unused parts (design-system/bundling/radix-pure-names.cjs).
// The browser bundles of a production build get no source maps: they would publish the site's
// sources to everyone (the server refuses *.map as well; onPostBuild removes stale ones).
//
// Gatsby's `commons` chunk (loaded by every page) takes a module found in as many chunks as there
// are page templates, counting the chunks loaded on demand too. The pieces every page loads only
// after it is interactive (cookie banner, statistics, new-build watch), sharing the library's
// Button and Radix parts, would pull those into every page's first load: their chunks do not
// count here, so the rest of the bundling stays as Gatsby makes it.
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ actions, stage, getConfig, plugins }) => {
  const require = process.getBuiltinModule('module').createRequire(path.join(root, 'package.json'));
  const loader = require.resolve('@tonewood/design-system/bundling/radix-pure-names');
  const { RADIX_MODULE } = require(loader) as { RADIX_MODULE: RegExp };
  actions.setWebpackConfig({
    module: { rules: [{ test: RADIX_MODULE, enforce: 'pre', use: [loader] }] },
    // The site's own i18next and react-i18next (site/src/features/i18n/runtime): the few functions
    // the pages use, not 20 KB (gzip) of the libraries in every page's first load. Every stage, so
    // the server's HTML and the browser's hydration come from the same code.
    resolve: {
      alias: {
        i18next$: path.resolve(root, 'site/src/features/i18n/runtime/i18next.ts'),
        'react-i18next$': path.resolve(root, 'site/src/features/i18n/runtime/react-i18next.tsx'),
        outdent$: path.resolve(root, 'site/src/features/i18n/runtime/outdent.ts'),
        // qs's side channels on the browser's WeakMap and Map, not through get-intrinsic and a
        // dozen more packages (site/src/lib/data/sideChannel.cjs; 30 KB of the commerce chunk).
        'side-channel$': path.resolve(root, 'site/src/lib/data/sideChannel.cjs'),
      },
    },
    // react-aria's default locale and text direction without Intl while a page hydrates
    // (site/src/lib/react-aria/locale.mjs says why), in the browser's bundles.
    ...(stage === 'build-javascript' || stage === 'develop'
      ? {
          plugins: [
            ...reactAriaLocalePlugins((pattern, replace) => plugins.normalModuleReplacement(pattern, replace), root),
            // V8 compiles the production bundles' functions off the main thread (compileHints.mjs).
            ...(stage === 'build-javascript' ? [new CompileHintsPlugin()] : []),
          ],
        }
      : {}),
    ...(stage === 'build-javascript' ? { devtool: false } : {}),
  });
  if (stage !== 'build-javascript') return;
  const config = getConfig() as {
    resolve: { alias: Record<string, string> };
    optimization?: { splitChunks?: { cacheGroups?: Record<string, CacheGroup | false> } };
  };
  servePreact(config);
  actions.replaceWebpackConfig(config);
  // Gatsby names each `shared` chunk after the names of the chunks that use its modules, and a
  // chunk loaded on demand without a webpackChunkName has none: every module used by the same
  // number of such chunks landed in one chunk. The market's idle start (market/resolve.ts) so
  // fetched zod, react-hook-form and the store API client (46 KB gzip) on every page. Unnamed
  // users leave the chunk unnamed: webpack then groups by the exact set of chunks using a module.
  const shared = config.optimization?.splitChunks?.cacheGroups?.shared;
  const sharedName = shared ? shared.name : undefined;
  if (shared && typeof sharedName === 'function')
    shared.name = (module: unknown, chunks: { name?: string | null }[], key: string) =>
      chunks.every((chunk) => chunk.name) ? sharedName(module, chunks, key) : undefined;
  const commons = config.optimization?.splitChunks?.cacheGroups?.commons;
  if (!commons || typeof commons.minChunks !== 'number') return;
  const needed = commons.minChunks;
  commons.test = (module, { chunkGraph }) => {
    let count = 0;
    for (const chunk of chunkGraph.getModuleChunksIterable(module))
      if (!AFTER_INTERACTIVE.has(chunk.name ?? '')) count++;
    return count >= needed;
  };
  actions.replaceWebpackConfig(config);
};

/** The webpackChunkName of each piece loaded after a page is interactive (site/src/features). */
const AFTER_INTERACTIVE = new Set(['site-services', 'consent-banner', 'analytics', 'new-version']);

interface CacheGroup {
  minChunks?: number;
  name?: string | ((module: unknown, chunks: { name?: string | null }[], key: string) => string | undefined);
  test?: (
    module: unknown,
    context: { chunkGraph: { getModuleChunksIterable: (module: unknown) => Iterable<{ name?: string | null }> } },
  ) => boolean;
}

// The browser bundles run on Preact (preact/compat), not React: the same components in about a
// third of React's size. The server's HTML (build-html, the page engines) is still React's, and so
// are Storybook and the unit tests. site/src/lib/preact holds what React's hydration does that
// preact/compat's does not (useSyncExternalStore's server snapshot, useId's ids).
function servePreact(config: {
  resolve: { alias: Record<string, string> };
  optimization?: { splitChunks?: { cacheGroups?: Record<string, CacheGroup | false> } };
}) {
  const preact = (file: string) => path.resolve(root, 'site/src/lib/preact', file);
  // Gatsby's own aliases point react and react-dom (and so every path inside them) at React.
  delete config.resolve.alias.react;
  delete config.resolve.alias['react-dom'];
  Object.assign(config.resolve.alias, {
    react$: preact('react.ts'),
    'react-dom$': 'preact/compat',
    'react-dom/client$': preact('client.ts'),
    'react/jsx-runtime$': 'preact/compat/jsx-runtime',
    'react/jsx-dev-runtime$': 'preact/compat/jsx-dev-runtime',
    'react-dom/test-utils$': 'preact/test-utils',
    scheduler$: 'preact/compat/scheduler',
  });
  // Preact in Gatsby's `framework` chunk, where React was (cached across builds and pages).
  const framework = config.optimization?.splitChunks?.cacheGroups?.framework;
  if (framework && framework.test) {
    const reactTest = framework.test as (module: { nameForCondition?: () => string | null }) => boolean;
    framework.test = ((module: { nameForCondition?: () => string | null }) =>
      /[\\/]node_modules[\\/]preact[\\/]/.test(module.nameForCondition?.() ?? '') ||
      reactTest(module)) as CacheGroup['test'];
  }
}
