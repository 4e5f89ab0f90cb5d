export type Language = 'en' | 'de';
export declare const LANGUAGES: readonly Language[];
export declare const DEFAULT_LANGUAGE: Language;
export declare const BCP47: Record<Language, string>;
export declare const OG_LOCALE: Record<Language, string>;
export declare const LANGUAGE_COOKIE: string;
export declare function localizePath(language: Language, route: string): string;
export declare function languageOfPath(path: string): Language;
export declare function routeOfPath(path: string): string;
export declare function chosenLanguage(cookie: string | null | undefined): Language | null;
export declare function languageCookie(language: Language): string;
export declare function preferredLanguage(languages: readonly string[] | string): Language;
export declare function firstVisitLanguage(
  cookie: string | null | undefined,
  languages: readonly string[] | string,
): Language;
