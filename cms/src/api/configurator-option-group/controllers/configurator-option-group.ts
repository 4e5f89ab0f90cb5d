import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::configurator-option-group.configurator-option-group');
