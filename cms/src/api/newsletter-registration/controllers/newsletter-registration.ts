import { createSubmissionController } from '../../../submissions/create-controller';

export default createSubmissionController('api::newsletter-registration.newsletter-registration', { mustBeTrue: ['optIn'] });
