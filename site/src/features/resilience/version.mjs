// The new-build rule (spec section 4), shared by the build (which writes the version file) and
// the browser (which polls it). A build's id is webpack's compilation hash: Gatsby writes it into
// every page (window.___webpackCompilationHash) and into page-data/app-data.json, and reloads
// itself on navigation when they differ; the version file lets a page that stays open notice too.

/** Where the build writes its id, served uncached like every non-hashed file. */
export const VERSION_PATH = '/version.json';

/**
 * The version file's content for a build, from Gatsby's app-data.json.
 *
 * @param {{ webpackCompilationHash?: unknown }} appData
 * @param {Date} builtAt
 */
export function versionFile(appData, builtAt) {
  const id = appData.webpackCompilationHash;
  if (typeof id !== 'string' || !id) throw new Error('app-data.json has no webpackCompilationHash');
  return { id, builtAt: builtAt.toISOString() };
}

/**
 * Whether the version file announces another build than the one running. Anything that is not
 * a version file (an error page, a half-written file) announces nothing.
 *
 * @param {string | undefined} runningId
 * @param {unknown} answer
 */
export function isNewBuild(runningId, answer) {
  const id = answer && typeof answer === 'object' ? /** @type {{ id?: unknown }} */ (answer).id : undefined;
  return Boolean(runningId) && typeof id === 'string' && id.length > 0 && id !== runningId;
}

/** The polling interval in milliseconds: the CMS setting in minutes, 5 minutes without one. */
export function checkIntervalMs(minutes) {
  return (Number.isFinite(minutes) && minutes > 0 ? minutes : 5) * 60_000;
}
