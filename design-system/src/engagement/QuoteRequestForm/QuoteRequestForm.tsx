import { RequestForm, type RequestFormProps } from '../RequestForm/RequestForm';

export type QuoteRequestFormProps = RequestFormProps;

/** Asks the workshop for a quote: name, email, location, wishes, consent, with success and error states. */
export function QuoteRequestForm(props: QuoteRequestFormProps) {
  return <RequestForm kind="quote" {...props} />;
}
