// The request forms that post to the site functions: the contact request of /about, and the
// sender the configurator's quote request uses.
export { DeferredContactRequest } from './DeferredContactRequest';
export { QUOTE_REQUEST_ENDPOINT, sendRequest } from './sendRequest';
