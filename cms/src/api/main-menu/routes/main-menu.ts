import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::main-menu.main-menu', { only: ['find'] });
