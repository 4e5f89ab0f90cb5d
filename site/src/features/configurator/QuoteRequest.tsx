// The quote request for a configuration: the request form in a dialog, posting the form's values
// with the product, the configuration, its total, reference and link to /api/quote-request
// (stored in Strapi, acknowledged by mail). Loaded when the shopper first asks for a quote.
import { Modal, QuoteRequestForm } from '@tonewood/design-system';
import { useTranslation } from 'react-i18next';
import { localizePath, type Language } from '../i18n';
import { QUOTE_REQUEST_ENDPOINT, sendRequest } from '../requests';
import { MadeToSpecificationNote } from '../withdrawal';

export interface QuoteRequestProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  language: Language;
  product: string;
  configuration: Record<string, string>;
  total: number;
  reference: string;
}

export default function QuoteRequest({
  open,
  onOpenChange,
  language,
  product,
  configuration,
  total,
  reference,
}: QuoteRequestProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={t('configurator_quote_title')}
      description={t('configurator_quote_intro', { product, reference })}
    >
      {/* Every configured instrument is built to the shopper's choices (its models carry the flag in Medusa). */}
      <MadeToSpecificationNote language={language} className="mb-4" />
      <QuoteRequestForm
        privacyHref={localizePath(language, '/privacy')}
        submit={(values) =>
          sendRequest(
            QUOTE_REQUEST_ENDPOINT,
            { ...values, product, configuration, total, reference, link: window.location.href },
            language,
          )
        }
      />
    </Modal>
  );
}
