// What the shop does when a JavaScript or CSS chunk fails to load (a deploy replaced it, the
// network dropped): it reloads the page, at most once per path every 10 seconds (reloadGuard.ts).
//
// Gatsby handles part of this itself and we leave that alone: a page template's chunk that fails
// during a client navigation makes its loader open the target page with a full page load. For
// other chunks (code this shop loads on demand) Gatsby's navigation.js reloads the route on an
// unhandled chunk rejection, without any limit; our listener runs before it (gatsby-browser is
// evaluated first), reloads within the limit and stops Gatsby's handler, so a chunk that stays
// broken cannot start a reload loop.
import { claimReload, isChunkLoadError } from './reloadGuard';

/** Reloads the page after a failed chunk load unless this path did so in the last 10 s. */
function reloadAfterChunkFailure(error: unknown): boolean {
  if (!isChunkLoadError(error)) return false;
  let storage: Storage;
  try {
    storage = window.sessionStorage;
  } catch {
    return false;
  }
  if (!claimReload(storage, window.location.pathname, Date.now())) return false;
  window.location.reload();
  return true;
}

/** Installs the listener for chunk failures nobody handled (call once, as early as possible). */
export function installChunkFailureRecovery() {
  window.addEventListener('unhandledrejection', (event) => {
    if (!isChunkLoadError(event.reason)) return;
    reloadAfterChunkFailure(event.reason);
    event.stopImmediatePropagation();
    event.preventDefault();
  });
}

const Nothing = () => null;
const reloading = new Promise<never>(() => {});

/**
 * Resolves in a task of its own in the browser (at once on the server, whose render waits for the
 * chunk). Asking webpack for a chunk adds a <script> for each of its files, and each costs the main
 * thread several milliseconds on a phone (4 to 30 ms at 4x CPU, site/config/hydration.mjs): a part
 * that asks while the page hydrates (the footer, the home page's lists, the site's services) would
 * add those milliseconds to hydration's one long task. A task later they are short tasks of their own.
 */
const taskOfItsOwn = (): Promise<void> =>
  typeof document === 'undefined' ? Promise.resolve() : new Promise((resolve) => setTimeout(resolve, 0));

/**
 * A loader for React.lazy whose chunk is asked for in a task of its own (taskOfItsOwn) and whose
 * failure reloads the page (once per 10 s per path). When the guard allows no reload, the piece
 * renders nothing: a missing banner or notice is better than a page that React has to tear down.
 */
export function lazyChunk<P extends object>(
  load: () => Promise<{ default: React.ComponentType<P> }>,
): () => Promise<{ default: React.ComponentType<P> }> {
  return () =>
    taskOfItsOwn()
      .then(load)
      .catch((error: unknown) => {
        if (!isChunkLoadError(error)) throw error;
        return reloadAfterChunkFailure(error) ? reloading : { default: Nothing };
      });
}
