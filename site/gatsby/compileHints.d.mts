export const COMPILE_HINT: string;

/** The parts of webpack's compiler the plugin uses (it takes webpack from the compiler it is given). */
export interface Compiler {
  webpack: {
    Compilation: { PROCESS_ASSETS_STAGE_DEV_TOOLING: number };
    sources: { ConcatSource: new (...parts: unknown[]) => unknown };
  };
  hooks: { thisCompilation: { tap(name: string, run: (compilation: Compilation) => void): void } };
}

interface Compilation {
  hooks: {
    processAssets: {
      tap(options: { name: string; stage: number }, run: (assets: Record<string, unknown>) => void): void;
    };
  };
  updateAsset(name: string, update: (source: unknown) => unknown): void;
}

export class CompileHintsPlugin {
  apply(compiler: Compiler): void;
}
