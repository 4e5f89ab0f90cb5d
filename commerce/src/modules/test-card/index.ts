import { ModuleProvider, Modules } from '@medusajs/framework/utils';
import TestCardProviderService from './service';

// Registered in medusa-config.ts with id "test-card": Medusa prefixes it: TEST_CARD_PROVIDER in @tonewood/rules.
export default ModuleProvider(Modules.PAYMENT, {
  services: [TestCardProviderService],
});
