import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { withoutCheckoutPaths } from '../scripts/storybook-paths.mjs';

const designSystemSource = fileURLToPath(new URL('../design-system/src/index.ts', import.meta.url));
const designSystemSchemas = fileURLToPath(new URL('../design-system/src/schemas/index.ts', import.meta.url));
const designSystemInstrument = fileURLToPath(new URL('../design-system/src/instrument/index.ts', import.meta.url));
const siteMock = (file: string) => fileURLToPath(new URL(`./site/${file}`, import.meta.url));
const checkout = fileURLToPath(new URL('..', import.meta.url));

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    const { default: tailwindcss } = await import('@tailwindcss/vite');
    // Stories import the library's source, so designers see changes without a package build.
    return mergeConfig(viteConfig, {
      // The repository's public/ is the Gatsby site's build output, not Storybook's static files.
      publicDir: false,
      // No absolute path of this checkout in the build (docgen's filePath): scripts/storybook-paths.mjs.
      plugins: [tailwindcss(), withoutCheckoutPaths(checkout)],
      resolve: {
        alias: [
          { find: /^@tonewood\/design-system$/, replacement: designSystemSource },
          { find: /^@tonewood\/design-system\/schemas$/, replacement: designSystemSchemas },
          { find: /^@tonewood\/design-system\/instrument$/, replacement: designSystemInstrument },
          // The page stories render the site's real templates (stories/pages); these stand in for
          // what only Gatsby's runtime or a commerce backend provides (.storybook/site/).
          { find: /^gatsby$/, replacement: siteMock('gatsby.tsx') },
          {
            find: /^gatsby-plugin-react-i18next(\/dist\/Link)?$/,
            replacement: siteMock('gatsby-plugin-react-i18next.tsx'),
          },
          { find: /^@medusajs\/js-sdk$/, replacement: siteMock('medusa-js-sdk.ts') },
        ],
      },
    });
  },
};

export default config;
