import { Module } from '@medusajs/framework/utils';
import ProductSafetyModuleService from './service';

export const PRODUCT_SAFETY_MODULE = 'productSafety';

export default Module(PRODUCT_SAFETY_MODULE, {
  service: ProductSafetyModuleService,
});
