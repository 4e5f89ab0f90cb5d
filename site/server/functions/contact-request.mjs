// POST /api/contact-request: the custom-instrument request of /about (and /de/about).
import { createRequestSchema } from '@tonewood/design-system/schemas';
import { handleRequest } from './request.mjs';

const contactRequest = { kind: 'contact', pluralName: 'contact-requests', createSchema: createRequestSchema };

export const handleContactRequest = (body, deps) => handleRequest(contactRequest, body, deps);
