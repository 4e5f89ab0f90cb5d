import { getJestConfig } from '@storybook/test-runner';
import { chromiumArgs, chromiumExecutable } from './scripts/chromium.mjs';

const testRunnerConfig = getJestConfig();

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...testRunnerConfig,
  // An upper bound for one story (render, play, axe, screenshot); its waits return once their state
  // is there. Two Chromium workers beside Strapi and Medusa on a two-core CI machine need room.
  testTimeout: 90_000,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: chromiumExecutable,
        headless: true,
        args: chromiumArgs,
      },
    },
  },
};
