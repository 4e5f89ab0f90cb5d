// V8's explicit compile hint (v8.dev/blog/explicit-compile-hints, Chromium 136 and later) on every
// browser bundle: a script whose first line is `//# allFunctionsCalledOnLoad` has all of its
// functions compiled while the browser streams it in, on a background thread. Without it V8 only
// pre-parses a function and compiles it on the main thread when it is first called, and hydration
// calls most of the first load's functions for the first time: on a phone that compiling is part
// of the long tasks that block a tap. Measured on the product page at 4x CPU (issue 29): the
// longest script task 210 -> 147 ms, script blocking time 266 -> 151 ms (medians of 5, alternating).
// Browsers without the hint read a comment. Added after minifying (which drops comments) and
// before webpack hashes the files' contents, so each name still matches its bytes.

/** The hint, the first line of every browser script. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

export class CompileHintsPlugin {
  /** @param {import('./compileHints.d.mts').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(CompileHintsPlugin.name, (compilation) => {
      // After the minifier (PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE), before the real content hash
      // (PROCESS_ASSETS_STAGE_OPTIMIZE_HASH).
      compilation.hooks.processAssets.tap(
        { name: CompileHintsPlugin.name, stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING },
        (assets) => {
          for (const name of Object.keys(assets))
            if (name.endsWith('.js'))
              compilation.updateAsset(name, (source) => new sources.ConcatSource(COMPILE_HINT, source));
        },
      );
    });
  }
}
