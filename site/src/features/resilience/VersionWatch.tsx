// On every page: starts the version-file polling once the page is interactive (its code loads
// then, not with the page) and shows the new-version notice when a newer build is online.
import { lazy, Suspense, useEffect } from 'react';
import { lazyChunk } from './chunkFailure';
import { useNewBuildSeen } from './newBuild';
import { checkIntervalMs } from './version.mjs';

const NewVersionNotice = lazy(lazyChunk(() => import(/* webpackChunkName: "new-version" */ './NewVersionNotice')));

export function VersionWatch({ minutes }: { minutes: number }) {
  const seen = useNewBuildSeen();
  useEffect(() => {
    import(/* webpackChunkName: "new-version-poller" */ './poller')
      .then((m) => m.startVersionPolling(checkIntervalMs(minutes)))
      .catch(() => undefined); // no polling on this page; the next page starts it
  }, [minutes]);
  return seen ? (
    <Suspense fallback={null}>
      <NewVersionNotice />
    </Suspense>
  ) : null;
}
