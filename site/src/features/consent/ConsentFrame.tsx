// The hosted contact form behind the design system's ConsentGate: the iframe loads only after
// the visitor accepts all cookies (spec section 4). Consent is the cookiesAccepted cookie.
import { ConsentGate } from '@tonewood/design-system';
import { useState } from 'react';
import { readCookie, useCookieValue, writeCookie } from '../../lib/cookies';
import { localizePath, type Language } from '../i18n';

const CONSENT_COOKIE = 'cookiesAccepted';

export function ConsentFrame({ src, title, language }: { src: string; title: string; language: Language }) {
  const stored = useCookieValue((cookie) => readCookie(cookie, CONSENT_COOKIE) === 'true', false);
  const [acceptedNow, setAcceptedNow] = useState(false);
  const accepted = stored || acceptedNow;
  const accept = () => {
    writeCookie(CONSENT_COOKIE, 'true', 1704085200);
    setAcceptedNow(true);
  };
  return (
    // data-consent-frame tells the route manifest to allow the form's origin in this page's CSP.
    <div data-consent-frame>
      <ConsentGate
        kind="contactForm"
        consented={accepted}
        onAccept={accept}
        title={title}
        cookiesHref={localizePath(language, '/cookies')}
      >
        <iframe
          src={src}
          title={title}
          className="h-[640px] w-full rounded-lg border border-maple-300 bg-white"
          loading="lazy"
        />
      </ConsentGate>
    </div>
  );
}
