// Site-local consent placeholder for the hosted contact form until the library's
// engagement/ConsentGate lands: the iframe loads only after the visitor accepts all cookies
// (spec section 4: blocked embeds appear only after accepting all cookies).
import { Button } from '@tonewood/design-system';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const CONSENT_COOKIE = 'cookiesAccepted';

export function ConsentFrame({ src, title }: { src: string; title: string }) {
  const { t } = useTranslation();
  const [accepted, setAccepted] = useState(false);
  useEffect(() => {
    setAccepted(document.cookie.split('; ').includes(`${CONSENT_COOKIE}=true`));
  }, []);
  const accept = () => {
    document.cookie = `${CONSENT_COOKIE}=true; Max-Age=1704085200; Path=/; SameSite=Lax`;
    setAccepted(true);
  };
  if (accepted) {
    return <iframe src={src} title={title} className="h-[640px] w-full rounded-lg border border-maple-300 bg-white" loading="lazy" />;
  }
  return (
    <div data-consent-frame className="flex flex-col items-start gap-4 rounded-lg border border-dashed border-walnut-500 bg-maple-100 p-6">
      <p className="max-w-prose text-walnut-800">{t('contact_form_consent')}</p>
      <Button onClick={accept}>{t('contact_form_accept')}</Button>
    </div>
  );
}
