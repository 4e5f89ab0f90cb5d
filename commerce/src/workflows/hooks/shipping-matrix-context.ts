// Hands the shipping matrix to the matrix fulfilment provider's calculatePrice (a provider
// cannot resolve another module itself). Strict where the storefront asks for a price, so the
// reason comes back as an error; lenient where Medusa prices a cart's options on its own.
import { StepResponse } from '@medusajs/framework/workflows-sdk';
import {
  calculateShippingOptionsPricesWorkflow,
  listShippingOptionsForCartWithPricingWorkflow,
} from '@medusajs/medusa/core-flows';
import { SHIPPING_MATRIX_MODULE } from '../../modules/shipping-matrix';
import type ShippingMatrixModuleService from '../../modules/shipping-matrix/service';

const matrixContext =
  (strict: boolean) =>
  async (_input: unknown, { container }: { container: { resolve: (key: string) => unknown } }) => {
    const shippingMatrix = container.resolve(SHIPPING_MATRIX_MODULE) as ShippingMatrixModuleService;
    return new StepResponse({ shipping_matrix: await shippingMatrix.getMatrix(), shipping_matrix_strict: strict });
  };

calculateShippingOptionsPricesWorkflow.hooks.setCalculatedShippingPricingContext(matrixContext(true));
listShippingOptionsForCartWithPricingWorkflow.hooks.setCalculatedShippingPricingContext(matrixContext(false));
