export type { RequestFormProps, RequestFormState, RequestOutcome } from './RequestForm';
export {
  createContactRequestSchema,
  createQuoteRequestSchema,
  createRequestSchema,
  requestSchemaMessages,
  type ContactRequestValues,
  type QuoteRequestValues,
  type RequestSchemaMessages,
  type RequestValues,
} from './schema';
