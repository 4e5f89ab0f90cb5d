export const REACT_ARIA_LOCALE_MODULES: { file: string }[];
export function isReplaced(resource: string): boolean;
export const REACT_ARIA_STAND_IN: string;
export function reactAriaLocalePlugins(
  replacement: (pattern: RegExp, replace: (resolved: { createData?: Record<string, unknown> }) => void) => unknown,
  root: string,
): unknown[];
