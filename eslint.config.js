import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import designSystem from './eslint/design-system.js';
import siteBoundaries from './eslint/boundaries.js';

export default tseslint.config(
  {
    // Build output and databases of cms/ and commerce/.
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'cms/{.tmp,.strapi,build,public,types/generated}/**',
      'commerce/{.medusa,.data,static,public}/**',
      '.cache/**',
      'public/**',
      // Written by Gatsby's GraphQL typegen.
      'site/gatsby-types.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  ...storybook.configs['flat/recommended'],
  {
    files: ['**/*.{js,mjs,cjs}', '.storybook/**', 'scripts/**', 'bench/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'test-runner-jest.config.js', '.storybook/test-runner.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
  },
  ...designSystem,
  ...siteBoundaries,
);
