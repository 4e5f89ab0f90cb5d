import { defineLink } from '@medusajs/framework/utils';
import ProductModule from '@medusajs/medusa/product';
import ProductSafetyModule from '../modules/product-safety';

/** One product, its one set of safety texts; read as `product_safety` in a product's fields. */
export default defineLink(ProductModule.linkable.product, ProductSafetyModule.linkable.productSafety);
