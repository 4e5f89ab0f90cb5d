export type { RequestFormProps, RequestFormState, RequestOutcome, ServerFieldErrors } from './RequestForm';
