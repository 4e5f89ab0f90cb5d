// Polls the version file (spec section 4): every interval while the tab is visible, paused while
// it is hidden and checked at once when it shows again after the interval has passed. Runs once
// per page load (the layout mounts with every page; the first start wins).
import { isNewBuild, VERSION_PATH } from './version.mjs';
import { markNewBuild } from './newBuild';

declare global {
  interface Window {
    ___webpackCompilationHash?: string;
  }
}

let started = false;

/** Starts polling (once per page load); returns how to stop it. */
export function startVersionPolling(intervalMs: number): () => void {
  if (started) return () => {};
  started = true;
  let last = Date.now();
  let timer: number | undefined;
  let stopped = false;

  const check = async () => {
    try {
      const response = await fetch(VERSION_PATH, { cache: 'no-store', credentials: 'same-origin' });
      if (response.ok && isNewBuild(window.___webpackCompilationHash, await response.json())) {
        stopped = true;
        markNewBuild();
      }
    } catch {
      // Offline or a half-deployed file: the next round asks again.
    }
  };
  const schedule = () => {
    window.clearTimeout(timer);
    if (!stopped && document.visibilityState !== 'hidden')
      timer = window.setTimeout(tick, Math.max(0, last + intervalMs - Date.now()));
  };
  const tick = async () => {
    last = Date.now();
    await check();
    schedule();
  };
  document.addEventListener('visibilitychange', schedule);
  schedule();
  return () => {
    stopped = true;
    window.clearTimeout(timer);
    document.removeEventListener('visibilitychange', schedule);
  };
}
