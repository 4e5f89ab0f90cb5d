import { factories } from '@strapi/strapi';

// Read-only over the content API: editors change the groups in the admin panel.
export default factories.createCoreRouter('api::configurator-option-group.configurator-option-group', {
  only: ['find', 'findOne'],
});
