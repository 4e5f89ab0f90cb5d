import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::quote-request.quote-request');
