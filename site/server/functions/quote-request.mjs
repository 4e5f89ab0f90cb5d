// POST /api/quote-request: a quote for a configured instrument (the configurator sends it).
import { createQuoteRequestSchema } from '@tonewood/design-system/schemas';
import { handleRequest } from './request.mjs';

const quoteRequest = { kind: 'quote', pluralName: 'quote-requests', createSchema: createQuoteRequestSchema };

export const handleQuoteRequest = (body, deps) => handleRequest(quoteRequest, body, deps);
