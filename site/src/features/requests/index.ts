// The request forms that post to the site functions (the contact request of /about).
export { DeferredContactRequest } from './DeferredContactRequest';
