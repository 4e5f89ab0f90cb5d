// The cookie banner wired to the stored choice. Its own chunk: it loads only for a visitor who
// has not chosen yet, after the page is interactive (never on the critical path).
import { CookieBanner } from '@tonewood/design-system';
import { localizePath, type Language } from '../i18n';
import { ACCEPT_ALL, DECLINE_ALL } from './rules';
import { saveConsent } from './state';

export default function CookieBannerPanel({ language }: { language: Language }) {
  return (
    <CookieBanner
      cookiesHref={localizePath(language, '/cookies')}
      onAcceptAll={() => saveConsent(ACCEPT_ALL)}
      onDeclineAll={() => saveConsent(DECLINE_ALL)}
      onSave={(categories) => saveConsent(categories)}
    />
  );
}
