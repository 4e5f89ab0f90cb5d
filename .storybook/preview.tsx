import { useEffect } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria';
import { configure } from 'storybook/test';
import { preloadHeaderMenus } from '@tonewood/design-system';
import { BCP47, type Language } from '@tonewood/rules';
import '@fontsource-variable/fraunces';
import '@fontsource-variable/inter';
import './preview.css';

// findBy* and waitFor in the stories' play functions return as soon as their state is there; they
// give up after 10 s instead of testing-library's default second, which a loaded CI machine
// (two Chromium workers beside Strapi and Medusa on two cores) can need for a lazy chunk.
configure({ asyncUtilTimeout: 10_000 });

type LocaleKey = Language;

declare global {
  // Set by the test-runner's prepare hook: the language of the run, and that axe runs from the
  // test-runner (so the a11y addon's own automatic run must not race it).
  var __TONEWOOD_LOCALE__: LocaleKey | undefined;
  var __TONEWOOD_TEST_RUN__: boolean | undefined;
}

function LocaleRoot({ locale, children }: { locale: LocaleKey; children: React.ReactNode }) {
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return <I18nProvider locale={BCP47[locale]}>{children}</I18nProvider>;
}

const withLocale: Decorator = (Story, context) => {
  const locale: LocaleKey = context.globals.locale === 'de' ? 'de' : 'en';
  return (
    <LocaleRoot locale={locale}>
      <Story />
    </LocaleRoot>
  );
};

const preview: Preview = {
  decorators: [withLocale],
  // The header loads its menus' code on demand (only wide screens fetch the desktop menu). Stories
  // show every state at once, so the code is loaded before a story renders.
  loaders: [
    async () => {
      await preloadHeaderMenus();
      return {};
    },
  ],
  tags: ['autodocs'],
  globalTypes: {
    locale: {
      description: 'Language of the library chrome and sample content',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English', right: BCP47.en },
          { value: 'de', title: 'Deutsch', right: BCP47.de },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    locale: globalThis.__TONEWOOD_LOCALE__ ?? 'en',
    viewport: { value: 'desktop', isRotated: false },
    a11y: { manual: globalThis.__TONEWOOD_TEST_RUN__ === true },
  },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    a11y: { test: 'error' },
    viewport: {
      options: {
        mobile: { name: 'Phone (390 x 844)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        smallPhone: { name: 'Small phone (320 x 640)', styles: { width: '320px', height: '640px' }, type: 'mobile' },
        desktop: { name: 'Desktop (1280 x 800)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
  },
};

export default preview;
