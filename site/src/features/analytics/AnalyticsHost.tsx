// On every page: when statistics are configured and the visitor allowed the optional cookies,
// the tracker's code loads and counts the page. Nothing otherwise (no request at all).
import { useEffect } from 'react';
import { statisticsAllowed, useConsent } from '../consent';
import type { TrackerConfig } from './tracker';

export function AnalyticsHost({ config, route }: { config: TrackerConfig | null; route: string }) {
  const allowed = statisticsAllowed(useConsent() ?? null);
  useEffect(() => {
    if (!config || !allowed) return;
    import(/* webpackChunkName: "analytics" */ './start').then((m) => m.trackPage(config)).catch(() => undefined);
  }, [config, allowed, route]);
  return null;
}
