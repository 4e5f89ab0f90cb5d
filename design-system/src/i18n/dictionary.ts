import type { Message } from './useDsStrings';

/** The texts of one language for the keys of `T`: a plain text any string, a filled one a function of the same variables. */
type TextsLike<T> = { [K in keyof T]: T[K] extends string ? string : T[K] };

/**
 * A dictionary in every language, its keys the English texts' own: a text the German lacks (or a
 * key only the German has) is a type error, not a fallback at run time.
 */
export function dictionary<T extends Record<string, Message>>(texts: {
  en: T;
  de: TextsLike<T>;
}): { en: T; de: TextsLike<T> } {
  return texts;
}
