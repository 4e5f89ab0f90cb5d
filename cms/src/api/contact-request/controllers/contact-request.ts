import { formFields } from '@tonewood/rules';
import { createSubmissionController } from '../../../submissions/create-controller';

export default createSubmissionController('api::contact-request.contact-request', formFields.contactRequest, {
  mustBeTrue: ['consent'],
});
