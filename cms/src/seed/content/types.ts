export type Locale = 'en' | 'de';
export const LOCALES: Locale[] = ['en', 'de'];

/** Text that exists once per site language. */
export type Localized<T> = Record<Locale, T>;

/** One text in both languages, written side by side. */
export const text = (en: string, de: string): Localized<string> => ({ en, de });

/** Key of an image in seed/images (file name without extension). */
export type ImageKey =
  | 'guitar-sunburst'
  | 'bass-natural'
  | 'amp-combo'
  | 'tote-bag'
  | 'guitar-case'
  | 'shellac-finish'
  | 'neck-jig'
  | 'tonewood-stack'
  | 'pickup-coil'
  | 'workbench';
