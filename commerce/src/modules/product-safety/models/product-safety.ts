import { model } from '@medusajs/framework/utils';

/**
 * A product's warnings and safety information (GPSR, Regulation (EU) 2023/988, Art. 19), linked to
 * the product (src/links/product-safety.ts). Its own data model rather than product metadata,
 * because the Translation Module translates only text properties marked translatable: the German
 * texts are translations (reference `product_safety`, locale de-DE) like the rest of the catalog.
 * Each text holds one warning or instruction per line.
 */
const ProductSafety = model.define('product_safety', {
  id: model.id({ prefix: 'psafe' }).primaryKey(),
  warnings: model.text().translatable(),
  safety_information: model.text().translatable(),
});

export default ProductSafety;
