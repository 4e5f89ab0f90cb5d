// What every page runs besides its content, none of it needed to paint: the cookie banner (for a
// visitor without a choice), the visitor statistics (with consent) and the new-build watch. One
// chunk, loaded once the page has hydrated, so a page's first load carries none of it.
import { AnalyticsHost } from '../analytics';
import { CookieBannerHost } from '../consent';
import type { Language } from '../i18n';
import { VersionWatch } from '../resilience';
import type { SiteChrome } from './siteChrome';

export default function SiteServices({
  language,
  route,
  setting,
}: {
  language: Language;
  route: string;
  setting: SiteChrome['setting'];
}) {
  return (
    <>
      <VersionWatch minutes={setting.versionCheckMinutes} />
      <AnalyticsHost config={setting.analytics} route={route} />
      <CookieBannerHost language={language} />
    </>
  );
}
