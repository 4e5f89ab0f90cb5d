export type { RequestFormProps, RequestFormState, RequestOutcome } from './RequestForm';
