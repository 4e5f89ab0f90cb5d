import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::meta-navigation.meta-navigation');
