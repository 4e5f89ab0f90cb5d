import { RequestForm, type RequestFormProps } from '../RequestForm/RequestForm';

export type ContactRequestFormProps = RequestFormProps;

/** Writes to the workshop: name, email, location, message, consent, with success and error states. */
export function ContactRequestForm(props: ContactRequestFormProps) {
  return <RequestForm kind="contact" {...props} />;
}
