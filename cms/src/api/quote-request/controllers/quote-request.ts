import { createSubmissionController } from '../../../submissions/create-controller';

export default createSubmissionController('api::quote-request.quote-request', { mustBeTrue: ['consent'] });
