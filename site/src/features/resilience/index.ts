// Site resilience: a newer build is noticed (the version file, version.mjs) and offered or loaded
// with the next page; a failed chunk load reloads the page at most once per 10 s per path.
export { installChunkFailureRecovery, lazyChunk } from './chunkFailure';
export { deferHydration } from './deferHydration';
export { loadNewBuild, newBuildSeen } from './newBuild';
export { VersionWatch } from './VersionWatch';
