import { createInstance, type i18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { Decorator } from '@storybook/react-vite';
import en from '../../site/locales/en/translation.json';
import de from '../../site/locales/de/translation.json';
import { langOf, type Lang } from '../support/locale';

// The site's i18next as gatsby-plugin-react-i18next sets it up (gatsby-config.ts), with the site's
// own translation files: one instance per language, ready before the first render.
const instances = new Map<Lang, i18n>();
function siteI18n(lang: Lang): i18n {
  let instance = instances.get(lang);
  if (!instance) {
    instance = createInstance();
    void instance.use(initReactI18next).init({
      lng: lang,
      resources: { en: { translation: en }, de: { translation: de } },
      initImmediate: false,
      interpolation: { escapeValue: false },
      keySeparator: false,
      nsSeparator: false,
      returnNull: false,
    });
    instances.set(lang, instance);
  }
  return instance;
}

/** Renders a site template as Gatsby would: the page's i18next and the site's page background. */
export const withSite: Decorator = (Story, context) => (
  <I18nextProvider i18n={siteI18n(langOf(context))}>
    <div className="bg-maple-50 text-walnut-900">
      <Story />
    </div>
  </I18nextProvider>
);

/**
 * The Layout prints the current year in the footer; the stories render on a fixed day so the
 * baselines do not change on New Year's Day (a story's beforeEach, undone after it).
 */
export function onFixedDay(): () => void {
  const RealDate = Date;
  globalThis.Date = class extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length) super(...(args as [string]));
      else super('2026-11-23T12:00:00Z');
    }
  } as DateConstructor;
  return () => {
    globalThis.Date = RealDate;
  };
}

/**
 * The visitor has chosen (declined) cookies, so the banner stays away from the page baselines;
 * the embeds stay behind their consent gates. The banner has its own stories.
 */
export function withConsentChosen(): () => void {
  document.cookie = 'cookiesAccepted=false; path=/';
  return () => {
    document.cookie = 'cookiesAccepted=; Max-Age=0; path=/';
  };
}
