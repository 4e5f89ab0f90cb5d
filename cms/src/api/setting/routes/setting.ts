import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::setting.setting', { only: ['find'] });
