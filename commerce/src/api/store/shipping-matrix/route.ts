import type { MedusaRequest, MedusaResponse } from '@medusajs/framework/http';
import { SHIPPING_MATRIX_MODULE } from '../../../modules/shipping-matrix';
import type ShippingMatrixModuleService from '../../../modules/shipping-matrix/service';

export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const shippingMatrix: ShippingMatrixModuleService = req.scope.resolve(SHIPPING_MATRIX_MODULE);
  res.json(await shippingMatrix.getMatrix());
}
