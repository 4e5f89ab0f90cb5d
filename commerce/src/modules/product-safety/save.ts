import type { MedusaContainer } from '@medusajs/framework/types';
import { ContainerRegistrationKeys, Modules } from '@medusajs/framework/utils';
import { PRODUCT_SAFETY_MODULE } from '.';
import type ProductSafetyModuleService from './service';

/** A product's safety texts in English (the record's own text), one warning or instruction per line. */
export interface ProductSafetyTexts {
  warnings: string;
  safety_information: string;
}

export interface SavedProductSafety extends ProductSafetyTexts {
  id: string;
}

/** The product's safety record, or null when it has none (or the product does not exist). */
export async function productSafetyOf(container: MedusaContainer, productId: string) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY);
  const { data } = await query.graph({
    entity: 'product',
    fields: ['id', 'product_safety.*'],
    filters: { id: productId },
  });
  const product = data[0] as { id: string; product_safety?: SavedProductSafety | null } | undefined;
  return product ? { found: true as const, safety: product.product_safety ?? null } : { found: false as const };
}

/**
 * Writes a product's safety texts: creates the record and links it to the product when it has
 * none, else updates it when a text changed. Returns the record and what was done.
 */
export async function saveProductSafety(
  container: MedusaContainer,
  productId: string,
  texts: ProductSafetyTexts,
  current: SavedProductSafety | null,
): Promise<{ safety: SavedProductSafety; change: 'created' | 'updated' | 'unchanged' }> {
  const safetyModule: ProductSafetyModuleService = container.resolve(PRODUCT_SAFETY_MODULE);
  if (!current) {
    const created = await safetyModule.createProductSafeties(texts);
    await container.resolve(ContainerRegistrationKeys.LINK).create({
      [Modules.PRODUCT]: { product_id: productId },
      [PRODUCT_SAFETY_MODULE]: { product_safety_id: created.id },
    });
    return { safety: { id: created.id, ...texts }, change: 'created' };
  }
  if (current.warnings === texts.warnings && current.safety_information === texts.safety_information)
    return { safety: current, change: 'unchanged' };
  await safetyModule.updateProductSafeties({ id: current.id, ...texts });
  return { safety: { id: current.id, ...texts }, change: 'updated' };
}
