import { Module } from '@medusajs/framework/utils';
import ShippingMatrixModuleService from './service';

export const SHIPPING_MATRIX_MODULE = 'shippingMatrix';

export default Module(SHIPPING_MATRIX_MODULE, {
  service: ShippingMatrixModuleService,
});
