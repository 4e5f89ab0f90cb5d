// react-aria's i18n modules the site's bundles replace (reactAriaLocale.mjs): still where the
// bundles look for them, and exporting nothing the stand-in (site/src/lib/react-aria) lacks.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as standIn from '../src/lib/react-aria/locale.mjs';
import { isReplaced, REACT_ARIA_LOCALE_MODULES, REACT_ARIA_STAND_IN } from './reactAriaLocale.mjs';

/** The names a bundled module exports (its one `export {a as b, …}` statement). */
const exportsOf = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/^export \{([^}]*)\}/gm)]
    .flatMap((m) => m[1]!.split(','))
    .map((part) =>
      part
        .trim()
        .split(/\s+as\s+/)
        .pop()!,
    )
    .sort();

describe("react-aria's i18n modules, replaced", () => {
  it('exist where the bundles replace them and export exactly what the stand-in exports', () => {
    const require = createRequire(import.meta.url);
    const dist = path.join(path.dirname(require.resolve('react-aria/package.json')), 'dist/private/i18n');
    for (const { file } of REACT_ARIA_LOCALE_MODULES) {
      const original = exportsOf(path.join(dist, file));
      expect(isReplaced(path.join(dist, file)), `${file} matched by its resolved path`).toBe(true);
      expect(isReplaced(path.join(dist, file.replace('.mjs', '.cjs'))), `${file}: only the ESM file`).toBe(false);
      expect(original.length, file).toBeGreaterThan(0);
      for (const name of original) expect(Object.keys(standIn), `${file} exports ${name}`).toContain(name);
    }
  });

  it('names the stand-in by its path from the root', () => {
    expect(path.resolve(import.meta.dirname, '../..', REACT_ARIA_STAND_IN)).toBe(
      path.resolve(import.meta.dirname, '../src/lib/react-aria/locale.mjs'),
    );
  });

  it('leaves every other module alone', () => {
    for (const other of [
      '/x/node_modules/react-aria/dist/private/i18n/I18nProvider.mjs',
      '/x/node_modules/react-aria/dist/private/i18n/useDefaultLocaleXmjs',
      '/x/node_modules/other/dist/private/i18n/utils.mjs',
      '/x/site/src/lib/react-aria/locale.mjs',
    ])
      expect(isReplaced(other), other).toBe(false);
    expect(isReplaced('C:\\x\\node_modules\\react-aria\\dist\\private\\i18n\\utils.mjs')).toBe(true);
  });
});
