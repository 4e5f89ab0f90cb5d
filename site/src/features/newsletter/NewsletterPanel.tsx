// The newsletter overlay, loaded when a subscribe button is first clicked (never in a page's
// first-load JS). It opens on tab1; every submit that passes validation ends on tab3.
import { NewsletterOverlay, newsletterMessages } from '@tonewood/design-system';
import type { Language } from '../i18n';
import { sendNewsletterRegistration } from './send';

export default function NewsletterPanel({
  open,
  onOpenChange,
  language,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  language: Language;
}) {
  const m = newsletterMessages[language];
  // The spec's labels: the spam and fill texts the form shows, sent along for the record.
  const labels = { spam: m['newsletterForm.layerFormErrorHoneyPot'], fill: m['newsletterForm.layerFormErrorEmail'] };
  return (
    <NewsletterOverlay
      open={open}
      onOpenChange={onOpenChange}
      submit={(values) => sendNewsletterRegistration(values, language, labels)}
    />
  );
}
