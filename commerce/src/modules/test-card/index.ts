import { ModuleProvider, Modules } from '@medusajs/framework/utils';
import TestCardProviderService from './service';

// Registered in medusa-config.ts with id "test-card": Medusa's provider id is pp_test-card_test-card.
export default ModuleProvider(Modules.PAYMENT, {
  services: [TestCardProviderService],
});
