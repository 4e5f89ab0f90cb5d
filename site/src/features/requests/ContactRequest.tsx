// The custom-instrument request form of /about, posting to /api/contact-request.
import { ContactRequestForm } from '@tonewood/design-system';
import { localizePath, type Language } from '../i18n';
import { CONTACT_REQUEST_ENDPOINT, sendRequest } from './sendRequest';

export default function ContactRequest({ language }: { language: Language }) {
  return (
    <ContactRequestForm
      privacyHref={localizePath(language, '/privacy')}
      submit={(values) => sendRequest(CONTACT_REQUEST_ENDPOINT, values, language)}
    />
  );
}
