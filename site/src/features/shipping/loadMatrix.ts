// The shipping matrix (GET /store/shipping-matrix), loaded once through the one commerce client
// and handed to the market, which takes the zones from it; the modal and the cart page's estimate
// read it there. The commerce client loads with it: not first-load code.
import type { ShippingMatrix } from '@tonewood/rules';
import type { CommerceConnection } from '../../lib/data';
import { applyShippingMatrix } from '../market';

let matrixLoad: Promise<ShippingMatrix> | undefined;

export function loadShippingMatrix(commerce: CommerceConnection): Promise<ShippingMatrix> {
  matrixLoad ??= import('../../lib/data')
    .then(({ storeApi }) => storeApi(commerce).shippingMatrix.get())
    .then(async (matrix) => {
      await applyShippingMatrix(matrix);
      return matrix;
    });
  // A failed load is not kept: the next opening of the modal tries again.
  matrixLoad.catch(() => (matrixLoad = undefined));
  return matrixLoad;
}
