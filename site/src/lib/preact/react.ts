// `react` in the browser bundles: preact/compat, with React's useSyncExternalStore semantics while
// hydrating (hydration.ts) and without refs on function components (refs.ts). Aliased in
// site/gatsby/bootstrap.ts for the build-javascript stage.
import compat, { useLayoutEffect, useState, useSyncExternalStore as compatStore } from 'preact/compat';
import { isHydrating } from './hydration';
import { dropFunctionComponentRefs } from './refs';

// preact/compat's types are declared with `export =` (one namespace); the module is ESM.
// @ts-expect-error TS2498: re-exporting all of preact/compat's exports, typed or not
export * from 'preact/compat';

dropFunctionComponentRefs();

export function useSyncExternalStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot?: () => T,
): T {
  // Rendered while hydrating: the server's snapshot, then the client's right after (as React does).
  const [fromServer, setFromServer] = useState(() => getServerSnapshot !== undefined && isHydrating());
  const value = compatStore(subscribe, fromServer && getServerSnapshot ? getServerSnapshot : getSnapshot);
  useLayoutEffect(() => {
    if (fromServer) setFromServer(false);
  }, [fromServer]);
  return value;
}

export default { ...compat, useSyncExternalStore };
