import { MedusaService } from '@medusajs/framework/utils';
import ProductSafety from './models/product-safety';

/** Create, read, update and delete of the products' safety texts (Medusa's generated service methods). */
class ProductSafetyModuleService extends MedusaService({ ProductSafety }) {}

export default ProductSafetyModuleService;
