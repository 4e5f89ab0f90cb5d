import { ModuleProvider, Modules } from '@medusajs/framework/utils';
import MatrixFulfillmentProviderService from './service';

// Registered in medusa-config.ts with id "matrix": Medusa's provider id is matrix_matrix.
export default ModuleProvider(Modules.FULFILLMENT, {
  services: [MatrixFulfillmentProviderService],
});
