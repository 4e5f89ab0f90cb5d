// Site resilience: a newer build is noticed (the version file, version.mjs) and offered or loaded
// with the next page; a failed chunk load reloads the page at most once per 10 s per path; parts
// hydrate after the page (deferHydration), and the hydration loader hears when they have.
export { installChunkFailureRecovery, lazyChunk } from './chunkFailure';
export { deferHydration, hydrateInTurn } from './deferHydration';
export { announceHydrated, HYDRATES_LATER_ATTRIBUTE } from './hydrated.mjs';
export { useBrowserValue, useHydrated } from './inBrowser';
export { loadNewBuild, newBuildSeen } from './newBuild';
export { VersionWatch } from './VersionWatch';
