// One page in one language, with the i18n context gatsby-plugin-react-i18next expects already set
// (so the plugin does not copy it and German match paths are never doubled to /de/de/...), the
// header/footer content of its language, and the languages it exists in (hreflang).
import { DEFAULT_LANGUAGE, LANGUAGES, localizePath, type Language } from '@tonewood/rules';
import type { CommerceConnection } from '../../src/lib/commerce';
import type { SiteData } from '../siteData';

const path = process.getBuiltinModule('path');

export interface SitePage {
  path: string;
  matchPath?: string;
  component: string;
  context: Record<string, unknown> & { route: string; language: Language };
}

interface PageInput {
  /** The route without language prefix, e.g. /blog/x */
  route: string;
  /** The template's file name in site/src/templates. */
  template: string;
  context?: Record<string, unknown>;
  matchPath?: string;
  /** Languages this route exists in (for hreflang); defaults to both. */
  languages?: readonly Language[];
}

/** What every page step gets: the site's data, the language, and the page maker of that language. */
export interface PageStep {
  data: SiteData;
  language: Language;
  page: (input: PageInput) => SitePage;
  warn: (message: string) => void;
}

export function pageMaker(data: SiteData, language: Language, commerce: CommerceConnection): PageStep['page'] {
  return ({ route, template, context = {}, matchPath, languages = LANGUAGES }) => {
    const pagePath = localizePath(language, route);
    return {
      path: pagePath,
      matchPath: matchPath ? localizePath(language, matchPath) : undefined,
      component: path.resolve(process.cwd(), `site/src/templates/${template}.tsx`),
      context: {
        ...context,
        chrome: data.chrome[language],
        commerce,
        route,
        language,
        alternates: languages,
        i18n: {
          language,
          languages: LANGUAGES,
          defaultLanguage: DEFAULT_LANGUAGE,
          generateDefaultLanguagePage: false,
          routed: language !== DEFAULT_LANGUAGE,
          originalPath: route,
          path: pagePath,
        },
      },
    };
  };
}
