import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::meta-navigation.meta-navigation');
