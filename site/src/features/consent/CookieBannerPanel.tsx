// The cookie banner wired to the stored choice. Its own chunk: the server's banner hydrates once it
// has loaded (CookieBannerHost), and only for a visitor who has not chosen yet.
import { CookieBanner } from '@tonewood/design-system';
import { useEffect } from 'react';
import { localizePath, type Language } from '../i18n';
import { ACCEPT_ALL, DECLINE_ALL } from './rules';
import { saveConsent } from './state';

export default function CookieBannerPanel({ language, onShown }: { language: Language; onShown?: () => void }) {
  useEffect(() => onShown?.(), [onShown]);
  return (
    <CookieBanner
      cookiesHref={localizePath(language, '/cookies')}
      onAcceptAll={() => saveConsent(ACCEPT_ALL)}
      onDeclineAll={() => saveConsent(DECLINE_ALL)}
      onSave={(categories) => saveConsent(categories)}
    />
  );
}
