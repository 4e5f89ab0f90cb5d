// On every page (inside the layout's SiteServices, loaded after hydration): starts the
// version-file polling and shows the new-version notice when a newer build is online.
import { lazy, Suspense, useEffect } from 'react';
import { lazyChunk } from './chunkFailure';
import { useNewBuildSeen } from './newBuild';
import { startVersionPolling } from './poller';
import { checkIntervalMs } from './version.mjs';

const NewVersionNotice = lazy(lazyChunk(() => import(/* webpackChunkName: "new-version" */ './NewVersionNotice')));

export function VersionWatch({ minutes }: { minutes: number }) {
  const seen = useNewBuildSeen();
  useEffect(() => {
    startVersionPolling(checkIntervalMs(minutes));
  }, [minutes]);
  return seen ? (
    <Suspense fallback={null}>
      <NewVersionNotice />
    </Suspense>
  ) : null;
}
