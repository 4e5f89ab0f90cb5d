import { createSubmissionController } from '../../../submissions/create-controller';

export default createSubmissionController('api::contact-request.contact-request', { mustBeTrue: ['consent'] });
