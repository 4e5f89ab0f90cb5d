// An embed behind the design system's ConsentGate: the hosted contact form or the workshop video.
// The iframe is rendered only after the visitor accepts all cookies (spec section 4), from the
// banner or from the gate's own button; until then the gate explains why it is hidden.
import { ConsentGate, type ConsentGateKind } from '@tonewood/design-system';
import { localizePath, type Language } from '../i18n';
import { ACCEPT_ALL, embedsAllowed } from './rules';
import { saveConsent, useConsent } from './state';

const frameClass: Record<ConsentGateKind, string> = {
  contactForm: 'h-[640px] w-full rounded-lg border border-maple-300 bg-white',
  video: 'aspect-video h-auto w-full rounded-lg border-0 bg-walnut-900',
};

export function ConsentFrame({
  src,
  title,
  language,
  kind = 'contactForm',
}: {
  src: string;
  title: string;
  language: Language;
  kind?: ConsentGateKind;
}) {
  const consent = useConsent();
  return (
    // data-consent-frame tells the route manifest to allow the embed's origin in this page's CSP.
    <div data-consent-frame={kind}>
      <ConsentGate
        kind={kind}
        consented={embedsAllowed(consent ?? null)}
        onAccept={() => saveConsent(ACCEPT_ALL)}
        title={title}
        cookiesHref={localizePath(language, '/cookies')}
        // As tall as the embed, so accepting (here or in the banner) moves nothing below it.
        className={kind === 'contactForm' ? 'min-h-[640px]' : undefined}
      >
        <iframe
          src={src}
          title={title}
          className={frameClass[kind]}
          loading="lazy"
          allow={kind === 'video' ? 'fullscreen; picture-in-picture' : undefined}
        />
      </ConsentGate>
    </div>
  );
}
