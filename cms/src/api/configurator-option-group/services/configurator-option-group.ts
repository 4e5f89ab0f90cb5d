import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::configurator-option-group.configurator-option-group');
