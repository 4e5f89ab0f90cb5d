import { getJestConfig } from '@storybook/test-runner';
import { chromiumArgs, chromiumExecutable } from './scripts/chromium.mjs';

const testRunnerConfig = getJestConfig();

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...testRunnerConfig,
  testTimeout: 30_000,
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
