// Where the cookie banner appears on every page. The server renders it into every page, hidden
// unless the head's script marked the page (no choice stored: ask.mjs; the rule in global.css),
// so it paints with the page instead of arriving after hydration (it was the cart's and
// checkout's largest paint, late). Its code stays in its own chunk: the browser keeps
// the server's banner as it is while that loads, then hydrates it; a tap on its buttons meanwhile
// is kept by the hydration loader (site/config/hydration.mjs) and done then. For a visitor who
// has chosen, the hidden banner goes once the choice is read and its code never loads. The banner
// is fixed to the bottom of the viewport, so it covers content rather than moving it (CLS 0).
import { lazy, memo, Suspense, useCallback, useEffect, useState } from 'react';
import { announceHydrated, HYDRATES_LATER_ATTRIBUTE, lazyChunk } from '../resilience';
import type { Language } from '../i18n';
import { CONSENT_ASK_ATTRIBUTE } from './ask.mjs';
import { bannerShown } from './rules';
import { useConsent } from './state';

// The banner's chunk, asked for once. When it cannot load and the page may not reload again,
// lazyChunk gives a piece that renders nothing, and the server's banner, which could never work,
// is taken away (`unavailable`).
let loaded = false;
const panelChunk = lazyChunk<PanelProps>(() =>
  import(/* webpackChunkName: "consent-banner" */ './CookieBannerPanel').then((module) => {
    loaded = true;
    return module;
  }),
);
let chunk: ReturnType<typeof panelChunk> | undefined;
const loadPanel = () => (chunk ??= panelChunk());
const CookieBannerPanel = lazy(loadPanel);
// Holds the server's banner, hidden and unhydrated, until the visitor's choice is read.
const Held = lazy(() => new Promise<never>(() => {}));

interface PanelProps {
  language: Language;
  onShown?: () => void;
}
interface BannerProps extends Required<PanelProps> {
  held: boolean;
}

// Memoised: a part still waiting for its code must not be updated (the page's own updates pass it
// by), or its server HTML would be thrown away (see resilience/deferHydration.tsx).
const Banner = memo(function Banner({ language, held, onShown }: BannerProps) {
  return (
    <Suspense fallback={null}>{held ? <Held /> : <CookieBannerPanel language={language} onShown={onShown} />}</Suspense>
  );
});

export function CookieBannerHost({ language }: { language: Language }) {
  const consent = useConsent();
  const [shown, setShown] = useState(false);
  const [unavailable, setUnavailable] = useState(false);
  const onShown = useCallback(() => setShown(true), []);
  useEffect(() => {
    if (consent !== null) return;
    document.documentElement.setAttribute(CONSENT_ASK_ATTRIBUTE, '');
    let current = true;
    void loadPanel().then(() => current && !loaded && setUnavailable(true));
    return () => {
      current = false;
    };
  }, [consent]);
  // The banner hydrated: the loader may do a tap that came before (the marker is gone by now).
  useEffect(() => {
    if (shown) announceHydrated();
  }, [shown]);
  if (unavailable || (consent !== undefined && !bannerShown(consent))) return null;
  // Hydrating (consent unknown): the head's script has read the cookie already.
  const held =
    consent === undefined &&
    typeof document !== 'undefined' &&
    !document.documentElement.hasAttribute(CONSENT_ASK_ATTRIBUTE);
  return (
    <div data-consent-banner="" {...(shown ? {} : { [HYDRATES_LATER_ATTRIBUTE]: '' })}>
      <Banner language={language} held={held} onShown={onShown} />
    </div>
  );
}
