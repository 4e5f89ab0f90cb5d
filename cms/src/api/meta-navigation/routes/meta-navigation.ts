import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::meta-navigation.meta-navigation', { only: ['find'] });
