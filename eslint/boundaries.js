// The dependency rule of the repository (ARCHITECTURE.md): tokens -> design system -> site, and
// inside the site, each feature (site/src/features/<name>/) is used only through its index.ts.
// Its plain-JS rule modules (*.mjs: the price rule, the version check) are the entry points of the
// Node code that cannot load TypeScript (gatsby-config, site/gatsby, site/config, site/server, the
// Medusa source plugin); site code uses the index. eslint/boundaries.test.mjs shows it failing.
import boundaries from 'eslint-plugin-boundaries';

const SITE_APP = ['feature', 'lib', 'templates'];

export default [
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs'] } },
      'boundaries/elements': [
        { type: 'tokens', pattern: 'tokens' },
        { type: 'design-system', pattern: 'design-system' },
        { type: 'stories', pattern: 'stories' },
        { type: 'feature', pattern: 'site/src/features/*', capture: ['feature'] },
        { type: 'lib', pattern: 'site/src/lib' },
        { type: 'templates', pattern: 'site/src/templates' },
        { type: 'site-build', pattern: 'site/{gatsby,config,build,server,plugins,scripts}' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'tokens' } },
              disallow: { to: { element: { types: ['design-system', 'stories', 'site-build', ...SITE_APP] } } },
              message: 'tokens depend on nothing of the design system or the site',
            },
            {
              from: { element: { type: 'design-system' } },
              disallow: { to: { element: { types: ['stories', 'site-build', ...SITE_APP] } } },
              message: 'the design system never imports from the site or its stories',
            },
            {
              from: { element: { types: ['stories', 'site-build', ...SITE_APP] } },
              disallow: { to: { element: { type: 'design-system', fileInternalPath: 'src/**' } } },
              message: 'use the design system through its package, @tonewood/design-system',
            },
            {
              from: { element: { types: ['feature', 'lib'] } },
              disallow: { to: { element: { types: ['templates', 'site-build'] } } },
              message: 'features and lib never import templates or build code',
            },
            {
              from: { element: { type: 'lib' } },
              disallow: { to: { element: { type: 'feature' } } },
              message: 'site/src/lib is shared infrastructure below the features',
            },
            {
              from: { element: { types: SITE_APP } },
              disallow: { to: { element: { type: 'feature', fileInternalPath: '!index.ts' } } },
              message: "import a feature through its index.ts, never another feature's internals",
            },
            {
              disallow: { to: { element: { type: 'feature', fileInternalPath: '!(index.ts|*.mjs)' } } },
              message: 'import a feature through its index.ts (Node code: its *.mjs rule modules)',
            },
          ],
        },
      ],
    },
  },
];
