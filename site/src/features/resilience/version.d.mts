export declare const VERSION_PATH: string;
export declare function versionFile(
  appData: { webpackCompilationHash?: unknown },
  builtAt: Date,
): { id: string; builtAt: string };
export declare function isNewBuild(runningId: string | undefined, answer: unknown): boolean;
export declare function checkIntervalMs(minutes: number | null | undefined): number;
