// react-aria's i18n modules the site's bundles take from site/src/lib/react-aria/locale.mjs
// (it says why): matched by their resolved path, after webpack resolved react-aria's own imports.
import path from 'node:path';

/** The stand-in, from the repository's root (Gatsby compiles this file elsewhere: no import.meta). */
export const REACT_ARIA_STAND_IN = 'site/src/lib/react-aria/locale.mjs';

/** The replaced files in react-aria/dist/private/i18n. */
export const REACT_ARIA_LOCALE_MODULES = [{ file: 'useDefaultLocale.mjs' }, { file: 'utils.mjs' }];

const replaced = new RegExp(
  `[\\\\/]react-aria[\\\\/]dist[\\\\/]private[\\\\/]i18n[\\\\/](${REACT_ARIA_LOCALE_MODULES.map(({ file }) => file.replace('.', '\\.')).join('|')})$`,
);

/** Whether webpack's resolved path of a module is one of those files. */
export const isReplaced = (resource) => replaced.test(resource);

/**
 * Webpack plugins that put the stand-in in place of those files (`replacement` makes a
 * NormalModuleReplacementPlugin: Gatsby's plugins.normalModuleReplacement), and fail the build
 * when one of them was not replaced (every page uses react-aria's i18n: react-aria moved it).
 * `root`: the repository's root.
 */
export function reactAriaLocalePlugins(replacement, root) {
  const standIn = path.join(root, REACT_ARIA_STAND_IN);
  const seen = new Set();
  const replace = replacement(replaced, (resolved) => {
    const data = resolved.createData;
    // Called before resolving too (with the request only): the resolved path is what counts.
    if (!data?.resource || !replaced.test(data.resource)) return;
    const original = data.resource;
    seen.add(path.basename(original));
    // The module's identity as well as its file, so both files become one module.
    for (const key of ['resource', 'request', 'userRequest'])
      if (typeof data[key] === 'string') data[key] = data[key].split(original).join(standIn);
  });
  const check = {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('ReactAriaLocale', (compilation) =>
        compilation.hooks.finishModules.tap('ReactAriaLocale', () => {
          const missing = REACT_ARIA_LOCALE_MODULES.filter(({ file }) => !seen.has(file)).map(({ file }) => file);
          if (missing.length)
            compilation.errors.push(
              new Error(`react-aria's i18n no longer has ${missing.join(', ')}: see site/gatsby/reactAriaLocale.mjs`),
            );
        }),
      );
    },
  };
  return [replace, check];
}
