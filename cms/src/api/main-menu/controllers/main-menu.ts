import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::main-menu.main-menu');
