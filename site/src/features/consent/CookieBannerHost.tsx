// Where the cookie banner appears on every page: nothing on the server and for a visitor who has
// chosen; otherwise the banner's code in its own chunk. The banner is fixed to the bottom of the
// viewport, so it covers content rather than moving it (no layout shift).
import { lazy, Suspense } from 'react';
import { lazyChunk } from '../resilience';
import type { Language } from '../i18n';
import { bannerShown } from './rules';
import { useConsent } from './state';

const CookieBannerPanel = lazy(lazyChunk(() => import(/* webpackChunkName: "consent-banner" */ './CookieBannerPanel')));

export function CookieBannerHost({ language }: { language: Language }) {
  const consent = useConsent();
  return consent !== undefined && bannerShown(consent) ? (
    <Suspense fallback={null}>
      <CookieBannerPanel language={language} />
    </Suspense>
  ) : null;
}
