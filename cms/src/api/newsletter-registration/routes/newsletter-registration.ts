import { factories } from '@strapi/strapi';

// Submissions are write-only over the API: there is no route that could read them back.
export default factories.createCoreRouter('api::newsletter-registration.newsletter-registration', { only: ['create'] });
