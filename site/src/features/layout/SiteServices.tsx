// What every page runs besides its content, none of it needed to paint: the visitor statistics
// (with consent) and the new-build watch. One chunk, loaded once the page has hydrated, so a
// page's first load carries none of it. (The cookie banner paints with the page: Layout.)
import { AnalyticsHost } from '../analytics';
import { VersionWatch } from '../resilience';
import type { SiteChrome } from './siteChrome';

export default function SiteServices({ route, setting }: { route: string; setting: SiteChrome['setting'] }) {
  return (
    <>
      <VersionWatch minutes={setting.versionCheckMinutes} />
      <AnalyticsHost config={setting.analytics} route={route} />
    </>
  );
}
