// The site's i18next: the part of i18next's API the site and gatsby-plugin-react-i18next use, in
// a few hundred bytes instead of i18next's 14 KB (gzip) on every page's first load. Webpack
// aliases `i18next` to this file (site/gatsby/bootstrap.ts); unit tests, Storybook and the type
// checker keep the real package. What it does, as i18next does with the site's options
// (keySeparator and nsSeparator off, escapeValue off): a page's strings of its language in one
// namespace, `{{name}}` interpolation, plurals by `count` (`key_one`, `key_other`, … by
// Intl.PluralRules, `key_zero` for 0 when present), and the key itself for a missing string.

type Resources = Record<string, Record<string, Record<string, string>>>;
export type TOptions = Record<string, unknown> & { count?: number };

export interface InitOptions {
  resources?: Resources;
  lng?: string;
  fallbackLng?: string;
  defaultNS?: string;
  fallbackNS?: string[] | string | false;
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

export class I18n {
  language = '';
  languages: string[] = [];
  options: InitOptions = {};
  isInitialized = false;
  private resources: Resources = {};

  init(options: InitOptions = {}): Promise<unknown> {
    this.options = options;
    this.resources = options.resources ?? {};
    this.isInitialized = true;
    this.setLanguage(options.lng ?? options.fallbackLng ?? 'en');
    return Promise.resolve(this.t);
  }

  changeLanguage(lng: string): Promise<unknown> {
    this.setLanguage(lng);
    return Promise.resolve(this.t);
  }

  private setLanguage(lng: string) {
    this.language = lng;
    const fallback = this.options.fallbackLng;
    this.languages = fallback && fallback !== lng ? [lng, fallback] : [lng];
  }

  private namespaces(): string[] {
    const { defaultNS = 'translation', fallbackNS } = this.options;
    return [defaultNS, ...(Array.isArray(fallbackNS) ? fallbackNS : fallbackNS ? [fallbackNS] : [])];
  }

  private lookup(key: string): string | undefined {
    for (const lng of this.languages)
      for (const ns of this.namespaces()) {
        const value = this.resources[lng]?.[ns]?.[key];
        if (typeof value === 'string') return value;
      }
    return undefined;
  }

  exists = (key: string): boolean => this.lookup(key) !== undefined;

  t = (key: string, options: TOptions = {}): string => {
    const { count } = options;
    let found: string | undefined;
    if (typeof count === 'number') {
      if (count === 0) found = this.lookup(`${key}_zero`);
      found ??= this.lookup(`${key}_${new Intl.PluralRules(this.language).select(count)}`);
    }
    found ??= this.lookup(key);
    if (found === undefined) return key;
    return found.replace(PLACEHOLDER, (whole, name: string) =>
      name in options && options[name] != null ? String(options[name]) : whole,
    );
  };

  getFixedT = () => this.t;
}

const i18next = {
  createInstance: () => new I18n(),
};

export default i18next;
