import { formFields } from '@tonewood/rules';
import { createSubmissionController } from '../../../submissions/create-controller';

export default createSubmissionController('api::quote-request.quote-request', formFields.quoteRequest, {
  mustBeTrue: ['consent'],
});
